// The working unit of the P pipeline: a block of paragraphs with its heading identity, table role and sources.

import type { ChunkNote, Problem, Span } from '../../model/types';
import type { Tokenizer } from '../../tokenizers';
import type { Thresholds } from './thresholds';

/** table_chunk_role (spec §3.3.1): which slice of a split table a block carries; `none` for everything else. */
export type TableRole = 'none' | 'first' | 'middle' | 'last';

/** One paragraph (one line of a content block's text) and where it came from. */
export interface Para {
  text: string;
  /** A whole `<table …>…</table>` tag (only such paragraphs are row-split, never anchors). */
  isTable: boolean;
  /** The source it came from: the content line of a .blocks.jsonl, or the Markdown lines. */
  span: Span;
  /** Index of the source content block. */
  block: number;
  /** Text repeated from a neighbouring chunk (bridge or R overlap), not new source content. */
  overlap?: boolean;
  /** The first `overlapChars` UTF-16 units of `span` repeat the previous piece of the same paragraph (R overlap). */
  overlapChars?: number;
  /** A table slice into which the table's repeating header was re-injected (spec §3.3.3). */
  headerInjected?: boolean;
}

export interface PBlock {
  heading: string;
  parentHeadings: string[];
  level: number;
  paras: Para[];
  /** Paragraphs joined with "\n"; merged blocks joined with "\n\n" (as the LightRAG P reference joins them). */
  content: string;
  tokens: number;
  role: TableRole;
  blockIds: string[];
  notes: ChunkNote[];
  /**
   * A LightRAG title block (`is_title_block: true`, level 0) or the first fragment split from one: HeadingGlue
   * never glues it forward and Phase A of LevelMerge never merges it with, or runs a tail across, a same-level
   * neighbour; Phase B may still let it absorb its deeper descendants, and the result stays a title block.
   */
  titleBlock?: boolean;
}

/** A block's identity, shared by every fragment split from it. */
export type BlockBase = Pick<PBlock, 'heading' | 'parentHeadings' | 'level' | 'blockIds'>;

/** What every stage needs: the tokenizer, the thresholds, the overlap, table headers, and a problem sink. */
export interface PContext {
  tokenizer: Tokenizer;
  thresholds: Thresholds;
  /** chunk_overlap_token_size, already bounded below target_max. */
  overlap: number;
  /** table id → repeating header in the table's own format (from .tables.json, or synthesized for Markdown). */
  headers: Map<string, string>;
  problems: Problem[];
}

/**
 * Builds a block from paragraphs, joining them with "\n", with its real tokens counted when first read: a block
 * that is only split (a whole heading section, a block over the cap) is asked "over the cap?" with
 * `countUpTo`, which reads a long block for about a cap's worth of tokens, where a count reads all of it.
 */
export function newBlock(base: BlockBase, paras: Para[], role: TableRole, ctx: PContext, notes: PBlock['notes'] = []): PBlock {
  const content = paras.map((p) => p.text).join('\n');
  let tokens: number | undefined;
  return {
    heading: base.heading,
    parentHeadings: [...base.parentHeadings],
    level: base.level,
    paras: [...paras],
    content,
    get tokens() {
      return (tokens ??= ctx.tokenizer.count(content));
    },
    role,
    blockIds: dedup(base.blockIds),
    notes: [...notes],
  };
}

/** Keeps the first occurrence of each non-empty value, in order. */
export function dedup(values: string[]): string[] {
  return [...new Set(values.filter((v) => v))];
}

/** Reports a degraded split (CK101) at the source of `span`. */
export function reportDegraded(ctx: PContext, span: Span, message: string, severity: Problem['severity'] = 'warning'): void {
  ctx.problems.push({ span, message, code: 'CK101', severity });
}

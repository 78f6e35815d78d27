// Test helpers for the P stages: a context on the `chars` tokenizer (one token per code point, so the
// numbers in tests are character counts), blocks from plain strings, and whole-document runs.

import { chunkParagraphSemantic } from '../../shared/chunkers/paragraphSemantic/pipeline';
import { newBlock, type PBlock, type PContext, type TableRole } from '../../shared/chunkers/paragraphSemantic/pBlock';
import { isTableParagraph } from '../../shared/chunkers/paragraphSemantic/tableMarkup';
import { deriveThresholds } from '../../shared/chunkers/paragraphSemantic/thresholds';
import type { ChunkResult } from '../../shared/chunkers/types';
import { parseBlocksJsonl } from '../../shared/parse/blocksJsonl';
import { getTokenizer } from '../../shared/tokenizers';

export const chars = getTokenizer('chars');

/** A context with N = `n` (at 100: max 100, ideal 75, table_max 62, table_ideal 37, table_min_last 19, tail 12). */
export function pctx(n = 100, overlap = 10, headers: Record<string, string> = {}): PContext {
  return { tokenizer: chars, thresholds: deriveThresholds(n), overlap, headers: new Map(Object.entries(headers)), problems: [] };
}

export interface BlockOptions {
  level?: number;
  parents?: string[];
  role?: TableRole;
  ids?: string[];
  line?: number;
}

/** A block whose paragraphs are `paras`, all from source line `line` (span = [line, line + 1)). */
export function block(heading: string, paras: string[], ctx: PContext, o: BlockOptions = {}): PBlock {
  const line = o.line ?? 0;
  const base = { heading, parentHeadings: o.parents ?? [], level: o.level ?? 1, blockIds: o.ids ?? [] };
  return newBlock(base, paras.map((text) => ({ text, isTable: isTableParagraph(text), span: { start: line, end: line + 1 }, block: line })), o.role ?? 'none', ctx);
}

/** A .blocks.jsonl content line. */
export function contentLine(content: string, heading = 'H', o: { level?: number; parents?: string[]; blockid?: string } = {}): string {
  return JSON.stringify({ type: 'content', content, heading, parent_headings: o.parents ?? [], level: o.level ?? 1, ...(o.blockid ? { blockid: o.blockid } : {}) });
}

/** A JSON table tag with `rows` rows of `width`-character cells (row i's cells are `r{i}` padded with x). */
export function jsonTable(id: string, rows: string[][]): string {
  return `<table id="${id}" format="json">${JSON.stringify(rows)}</table>`;
}

export function rows(count: number, cell: (i: number) => string): string[][] {
  return Array.from({ length: count }, (_, i) => [cell(i)]);
}

/** Parses `lines` as a .blocks.jsonl (with an optional tables.json) and runs P with the chars tokenizer. */
export function runP(lines: string[], n = 100, overlap = 10, tables?: unknown): ChunkResult & { text: string } {
  const text = lines.join('\n');
  const doc = parseBlocksJsonl(text, tables === undefined ? {} : { tables: JSON.stringify(tables) });
  const result = chunkParagraphSemantic(doc, { tokenizer: chars, budgets: { maxTokens: n, overlapTokens: overlap }, documentId: 'doc' });
  return { ...result, problems: [...doc.problems, ...result.problems], text };
}

/** The JSON rows inside a table slice's tag. */
export function rowsOf(slice: string): unknown[] {
  const m = /^<table [^>]*>([\s\S]*)<\/table>$/.exec(slice.trim());
  if (!m) throw new Error(`not a table slice: ${slice}`);
  return JSON.parse(m[1]) as unknown[];
}

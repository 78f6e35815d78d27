// Where a Markdown section that a strategy cut into `[part n]` pieces by budget (adaptive-section's large
// sections, paragraph-semantic's slices) can be split by a sub-heading, so that it becomes two sections that
// the strategy keeps whole: the block (or top-level list item) boundary nearest the middle of the section.

import type { Block, Chunk, ParsedDocument } from '../../shared/model/types';
import { headingTextOf } from '../../shared/parse/markdown';
import { chunkExtent } from './chunkFacts';

export interface SplitPoint {
  /** Offset where the sub-heading goes: the start of a block or list item inside the section. */
  offset: number;
  /** Level of the heading to insert: one below the section's heading (1 under none). */
  level: number;
  /** Text of the section's heading, '' for the text before the first heading. */
  sectionHeading: string;
}

const PART_SUFFIX = /\[part \d+\]$/;

/** Whether the chunk is one of several pieces a strategy cut one section into (its heading ends in `[part n]`). */
export function isSectionPart(chunk: Chunk): boolean {
  return PART_SUFFIX.test(chunk.heading?.heading ?? '');
}

/**
 * The boundary nearest the middle of the section that holds the start of `chunk`, among the starts of the
 * section's blocks after the first and of its top-level list items after the first; undefined when the
 * section is one indivisible block or the heading would be deeper than level 6.
 */
export function findSplitPoint(doc: ParsedDocument, chunk: Chunk): SplitPoint | undefined {
  const at = chunkExtent(chunk).start;
  const headings = doc.blocks.filter((b) => b.kind === 'heading');
  const heading = headings.filter((h) => h.span.start <= at).at(-1);
  const next = headings.find((h) => h.span.start > at);
  const from = heading?.span.end ?? 0;
  const to = next?.span.start ?? doc.text.length;
  const blocks = doc.blocks.filter((b) => isContent(b) && b.span.start >= from && b.span.end <= to);
  const candidates = blocks.flatMap((block, i) => [
    ...(i > 0 ? [block.span.start] : []),
    ...(block.kind === 'list' ? (block.parts ?? []).slice(1).map((p) => p.start) : []),
  ]);
  if (!candidates.length) return undefined;
  const middle = (blocks[0].span.start + blocks[blocks.length - 1].span.end) / 2;
  const offset = candidates.reduce((best, c) => (Math.abs(c - middle) < Math.abs(best - middle) ? c : best));
  const level = (heading?.level ?? 0) + 1;
  return level <= 6 ? { offset, level, sectionHeading: heading ? headingTextOf(heading) : '' } : undefined;
}

function isContent(block: Block): boolean {
  return block.kind !== 'heading' && block.kind !== 'frontMatter';
}

// Where an oversized Markdown chunk can be split by a sub-heading: a block (or top-level list item) boundary
// near the middle of the chunk, and the heading level that keeps the chunk's heading path.

import type { Block, Chunk, ParsedDocument } from '../shared/model';
import { chunkExtent } from './chunkFacts';

export interface SplitPoint {
  /** Offset where the sub-heading goes: the start of a block or list item inside the chunk. */
  offset: number;
  /** Level of the heading to insert: one below the heading the chunk sits under (1 under none). */
  level: number;
}

/**
 * The boundary closest to the middle of `chunk` among the starts of its blocks after the first and the
 * starts of list items after the first; undefined when the chunk is one indivisible block or the heading
 * would be deeper than level 6.
 */
export function findSplitPoint(doc: ParsedDocument, chunk: Chunk): SplitPoint | undefined {
  const extent = chunkExtent(chunk);
  const blocks = doc.blocks.filter((b) => b.span.start >= extent.start && b.span.end <= extent.end && b.kind !== 'heading');
  if (!blocks.length) return undefined;
  const candidates: number[] = [];
  blocks.forEach((block, i) => {
    if (i > 0) candidates.push(block.span.start);
    if (block.kind === 'list') candidates.push(...(block.parts ?? []).slice(1).map((p) => p.start));
  });
  if (!candidates.length) return undefined;
  const middle = (extent.start + extent.end) / 2;
  const offset = candidates.reduce((best, c) => (Math.abs(c - middle) < Math.abs(best - middle) ? c : best));
  const level = (headingAbove(doc.blocks, blocks[0])?.level ?? 0) + 1;
  return level <= 6 ? { offset, level } : undefined;
}

function headingAbove(blocks: readonly Block[], first: Block): Block | undefined {
  for (let i = first.index - 1; i >= 0; i--) if (blocks[i].kind === 'heading') return blocks[i];
  return undefined;
}

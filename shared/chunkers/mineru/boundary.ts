// Boundary detection (spec "Boundary Detection"): page change, heading with text_level ≤ 2, size limit.

import type { Block } from '../../model/types';

/** The separator between element texts in a chunk's content; it counts towards the size. */
export const ELEMENT_SEPARATOR = '\n\n';

export type MineruCut = 'page' | 'heading' | 'budget';

/** True for an element the spec treats as a heading boundary: `text_level <= 2` (levels 1 and 2; 0 too). */
export function isBoundaryHeading(block: Block): boolean {
  return block.level !== undefined && block.level <= 2;
}

/**
 * Why a new chunk must start before `next`, or undefined to append it to the open chunk.
 * Size: the open content plus the separator plus `next` must not exceed `maxChars` (strictly greater cuts, so a
 * chunk of exactly `maxChars` is allowed). When a page change or heading coincides with the size limit, the
 * boundary is the reason ("boundary takes priority"); page before heading.
 */
export function boundaryBefore(openPage: number, openSize: number, next: Block, nextSize: number, maxChars: number): MineruCut | undefined {
  if ((next.page ?? 0) !== openPage) return 'page';
  if (isBoundaryHeading(next)) return 'heading';
  if (openSize + ELEMENT_SEPARATOR.length + nextSize > maxChars) return 'budget';
  return undefined;
}

// An HTML anchor alone on its line (`<span id="prereq"></span>`, `<a name="x"></a>`, `<a id="x" />`): the target of
// links to the heading it stands before. It belongs to that heading, not to the section above it, and is no content
// of its own: a section that ends in one ends where the anchor starts.

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';
import { firstEndingAfter } from './chunkSpans';

/** One empty anchor element with an `id` or `name`, opened and closed or self-closing. */
const ANCHOR_ELEMENT = /<(a|span|div)\b[^<>\n]*?\b(?:id|name)\s*=[^<>\n]*?(?:\/>|>\s*<\/\1\s*>)/gi;
/** Anchors are one short line or a few; a longer block is read no further. */
const ANCHOR_CHARS = 500;

/** Whether a block is only empty HTML anchor elements, one or more a line, nothing else. */
export function isHeadingAnchor(block: Block): boolean {
  if ((block.kind !== 'paragraph' && block.kind !== 'html') || block.text.length > ANCHOR_CHARS || !block.text.includes('<')) return false;
  const rest = block.text.replace(ANCHOR_ELEMENT, '');
  return rest !== block.text && rest.trim() === '';
}

/**
 * The index in `sorted` (blocks in source order) of the first heading or content block from `from` on that is no
 * anchor, skipping thematic breaks, comments and anchors: what a reader meets next there (its length when nothing).
 */
export function nextPastAnchors(sorted: readonly Block[], from: number): number {
  let i = from;
  while (i < sorted.length && sorted[i].kind !== 'heading' && (!isContentBlock(sorted[i]) || isHeadingAnchor(sorted[i]))) i++;
  return i;
}

/**
 * The index in `sorted` of the heading that the anchors from `from` stand before, or -1 when `from` is no anchor or
 * something other than a heading comes after the anchors.
 */
export function anchoredHeading(sorted: readonly Block[], from: number): number {
  if (from >= sorted.length || !isHeadingAnchor(sorted[from])) return -1;
  const next = nextPastAnchors(sorted, from);
  return sorted[next]?.kind === 'heading' ? next : -1;
}

/**
 * Whether the text from `offset` on in `sorted` (thematic breaks and comments aside) is anchors and then the heading
 * they stand before: a chunk that starts at `offset` holds no content of the section above, so the chunk before it is
 * the last of that section.
 */
export function anchorsThenHeadingAt(sorted: readonly Block[], offset: number): boolean {
  let low = firstEndingAfter(sorted, offset);
  while (low < sorted.length && sorted[low].kind !== 'heading' && !isContentBlock(sorted[low])) low++;
  return anchoredHeading(sorted, low) >= 0;
}

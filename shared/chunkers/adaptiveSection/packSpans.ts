// Greedy packing of adjacent source ranges into pieces whose source slice stays within a token cap.

import type { Span } from '../../model/types';
import type { Tokenizer } from '../../tokenizers';

/**
 * Packs `units` (adjacent, in order, each within `max` on its own) into as few consecutive pieces as greedy
 * filling gives; a piece is the source slice from its first unit's start to its last unit's end. Units are
 * added while an estimate (the units' counts plus each gap's, at least one token) stays within `max`; the exact
 * count of the slice is then checked and units are given back until it fits, so the cap always holds without
 * re-tokenising the growing slice at every step. Counting the gaps keeps the estimate close where they are long
 * (indentation of thousands of spaces between short lines): one token per gap let a slice take a hundred such
 * lines, given back one at a time, each time counted again. A gap is counted with the character after it, less
 * one token, so that its white space is cut into the pieces the section's own count already encoded.
 */
export function packSpans(text: string, units: readonly Span[], max: number, tokenizer: Tokenizer): Span[] {
  const pieces: Span[] = [];
  const counts = units.map((u) => tokenizer.count(text.slice(u.start, u.end)));
  const gaps = units.map((u, k) => (k === 0 ? 0 : Math.max(1, tokenizer.countUpTo(text.slice(units[k - 1].end, u.start + 1), max) - 1)));
  let i = 0;
  while (i < units.length) {
    let j = i + 1;
    let estimate = counts[i];
    while (j < units.length && estimate + gaps[j] + counts[j] <= max) estimate += gaps[j] + counts[j++];
    while (j > i + 1 && tokenizer.countUpTo(text.slice(units[i].start, units[j - 1].end), max) > max) j--;
    pieces.push({ start: units[i].start, end: units[j - 1].end });
    i = j;
  }
  return pieces;
}

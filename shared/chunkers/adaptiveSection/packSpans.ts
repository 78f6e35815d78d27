// Greedy packing of adjacent source ranges into pieces whose source slice stays within a token cap.

import type { Span } from '../../model';
import type { Tokenizer } from '../../tokenizers';

/**
 * Packs `units` (adjacent, in order, each within `max` on its own) into as few consecutive pieces as greedy
 * filling gives; a piece is the source slice from its first unit's start to its last unit's end. Units are
 * added while an estimate (the units' counts plus one token per gap) stays within `max`; the exact count of
 * the slice is then checked and units are given back until it fits, so the cap always holds without
 * re-tokenising the growing slice at every step.
 */
export function packSpans(text: string, units: readonly Span[], max: number, tokenizer: Tokenizer): Span[] {
  const pieces: Span[] = [];
  const counts = units.map((u) => tokenizer.count(text.slice(u.start, u.end)));
  let i = 0;
  while (i < units.length) {
    let j = i + 1;
    let estimate = counts[i];
    while (j < units.length && estimate + 1 + counts[j] <= max) estimate += 1 + counts[j++];
    while (j > i + 1 && tokenizer.count(text.slice(units[i].start, units[j - 1].end)) > max) j--;
    pieces.push({ start: units[i].start, end: units[j - 1].end });
    i = j;
  }
  return pieces;
}

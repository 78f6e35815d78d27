// The mapped text of a chunk the LlamaIndex splitters made of ranges of a text.

import { concatMapped, sliceMapped, type MappedText } from '../mappedText';
import type { Range } from './splitFunctions';

/**
 * The text of `ranges` of `base.text`, mapped. Ranges that meet are sliced as one: a chunk is mostly hundreds of
 * adjacent words (or, in a word longer than the chunk size, characters), and one slice instead of a string built
 * piece by piece saves flattening it later. The segments are those of joining the ranges one by one, since
 * concatMapped joins segments that continue each other.
 */
export function joinRanges(base: MappedText, ranges: readonly Range[]): MappedText {
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && last.end === r.start) last.end = r.end;
    else merged.push({ start: r.start, end: r.end });
  }
  return concatMapped(merged.map((r) => sliceMapped(base, r.start, r.end)));
}

// chonkie's delimiter splitting: `split_text_by_delimiters` (chonkie 1.6.8 chunker/base.py) over chonkie-core's
// `split_offsets` and `split_pattern_offsets` (chonkie-inc/chunk src/split.rs): cut at every delimiter, the
// delimiter kept with the piece before or after it (or dropped), and pieces shorter than `min_chars` UTF-8
// bytes merged into their neighbour.

/** Where a delimiter goes: with the piece before it, with the piece after it, or nowhere. */
export type IncludeDelim = 'prev' | 'next' | 'none';

/**
 * The `[start, end)` UTF-16 ranges of `text` that chonkie-core's splitters return (they work on UTF-8 bytes;
 * every delimiter is whole characters, so each cut falls between characters and the ranges are the same text).
 * Matches are found leftmost first, and among delimiters that match at the same place the one listed first
 * wins (the Aho-Corasick `LeftmostFirst` of `split_pattern_offsets`; single-byte delimiters can only match one
 * at a time, so `split_offsets` agrees). `min_chars` is compared with lengths in UTF-8 bytes, as chonkie-core
 * measures them: a piece joins the one being built while either is shorter than `min_chars`.
 */
export function splitOffsets(text: string, delimiters: readonly string[], include: IncludeDelim, minChars: number): Array<[number, number]> {
  if (text.length === 0) return [];
  const patterns = delimiters.filter((d) => d.length > 0);
  if (patterns.length === 0) return [[0, text.length]];
  const out: Array<[number, number]> = [];
  let accStart = 0;
  let accEnd = 0;
  let accBytes = 0;
  const emit = (start: number, end: number): void => {
    if (start >= end) return;
    const bytes = utf8Length(text, start, end);
    if (minChars === 0) out.push([start, end]);
    else if (accStart === accEnd) [accStart, accEnd, accBytes] = [start, end, bytes];
    else if (accBytes < minChars || bytes < minChars) [accEnd, accBytes] = [end, accBytes + bytes];
    else {
      out.push([accStart, accEnd]);
      [accStart, accEnd, accBytes] = [start, end, bytes];
    }
  };
  let segmentStart = 0;
  for (const [at, length] of matchesOf(text, patterns)) {
    if (include === 'prev') {
      emit(segmentStart, at + length);
      segmentStart = at + length;
    } else {
      if (segmentStart < at) emit(segmentStart, at);
      segmentStart = include === 'next' ? at : at + length;
    }
  }
  if (segmentStart < text.length) emit(segmentStart, text.length);
  if (minChars > 0 && accStart < accEnd) out.push([accStart, accEnd]);
  return out;
}

/**
 * `split_text_by_delimiters` of chonkie's base chunker: the pieces of `text` (a string delimiter is one
 * delimiter, a list several), empty pieces dropped.
 */
export function splitTextByDelimiters(text: string, delimiters: string | readonly string[], include: IncludeDelim, minChars: number): Array<[number, number]> {
  return splitOffsets(text, typeof delimiters === 'string' ? [delimiters] : delimiters, include, minChars).filter(([s, e]) => e > s);
}

/** Non-overlapping matches `[at, length]`, leftmost first, the earliest-listed pattern winning at one place. */
function* matchesOf(text: string, patterns: readonly string[]): Generator<[number, number]> {
  const firsts = new Set(patterns.map((p) => p.charCodeAt(0)));
  let i = 0;
  while (i < text.length) {
    if (firsts.has(text.charCodeAt(i))) {
      const p = patterns.find((q) => text.startsWith(q, i));
      if (p !== undefined) {
        yield [i, p.length];
        i += p.length;
        continue;
      }
    }
    i++;
  }
}

/** The UTF-8 byte length of `text[start, end)` (a lone surrogate counts 3, as its U+FFFD replacement). */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

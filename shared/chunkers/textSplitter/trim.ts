// The crate's trimming of a chunk (src/trim.rs): `all` for plain text, `preserveIndentation` for Markdown (leading
// line breaks only, when the chunk spans lines), `none` when the caller turns trimming off.

import { isRustWhitespace, type TextMeasure } from './textMeasure';

/** How a splitter trims its chunks; `preserveIndentation` keeps a multi-line chunk's leading spaces. */
export type TrimMode = 'all' | 'preserveIndentation' | 'none';

/** `text[start, end)` trimmed as `mode` does, as UTF-16 offsets `[start, end)`; O(1) but for the white space removed. */
export function trimRange(mode: TrimMode, measure: TextMeasure, start: number, end: number): [number, number] {
  if (mode === 'none') return [start, end];
  const text = measure.text;
  let s = start;
  let e = end;
  while (e > s && isRustWhitespace(text.charCodeAt(e - 1))) e--;
  while (s < e && isRustWhitespace(text.charCodeAt(s))) s++;
  if (mode === 'all') return [s, e];
  if (measure.breaks[e] === measure.breaks[s]) return [s, e];
  let lead = start;
  while (lead < end && isLineBreak(text.charCodeAt(lead))) lead++;
  return [lead, e];
}

function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}

// Python's `str.strip()` applied to text made of ranges of a base text, without building the text.

import type { Range } from './splitFunctions';

/** Python's `str.isspace()` characters (JavaScript's `\s` includes U+FEFF and lacks U+001C–U+001F, U+0085). */
const PY_SPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** The ranges of `"".join(text[r] for r in ranges).strip()`: white space trimmed at both ends, empty ranges dropped. */
export function stripRanges(text: string, ranges: readonly Range[]): Range[] {
  const out = ranges.filter((r) => r.end > r.start).map((r) => ({ start: r.start, end: r.end }));
  while (out.length > 0) {
    const r = out[0];
    while (r.start < r.end && PY_SPACE.test(text[r.start])) r.start++;
    if (r.start < r.end) break;
    out.shift();
  }
  while (out.length > 0) {
    const r = out[out.length - 1];
    while (r.end > r.start && PY_SPACE.test(text[r.end - 1])) r.end--;
    if (r.end > r.start) break;
    out.pop();
  }
  return out;
}

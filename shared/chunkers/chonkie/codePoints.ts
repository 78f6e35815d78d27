// Python's len() of a string: its code points (a surrogate pair is one).

import { charsTokenizer } from '../../tokenizers/chars';

/** `len(text)` as Python counts it. */
export function codePointLength(text: string): number {
  return charsTokenizer.count(text);
}

/**
 * The code point offset (Python's string index) of every UTF-16 offset of `text`, for records that name
 * positions as chonkie does. Text without surrogate pairs needs no table: the offsets are the same.
 */
export function codePointOffsets(text: string): (utf16: number) => number {
  if (!/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(text)) return (i) => i;
  const table = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = n;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) table[++i] = n;
    n++;
  }
  table[text.length] = n;
  return (i) => table[i];
}

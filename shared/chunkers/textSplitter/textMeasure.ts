// Byte, character and line-break measures of one text, as the Rust text-splitter crate reads them: UTF-8 byte offsets (its
// offsets and probe windows are in bytes), code points (its `Characters` sizer) and Rust's `char::is_whitespace`.

/** UTF-8 byte and code point prefix counts of a text, indexed by UTF-16 offset, so any slice is measured in O(1). */
export interface TextMeasure {
  readonly text: string;
  /** `bytes[i]`: UTF-8 bytes of `text.slice(0, i)` (a surrogate pair counts its 4 bytes at its first unit). */
  readonly bytes: Uint32Array;
  /** `points[i]`: code points of `text.slice(0, i)`. */
  readonly points: Uint32Array;
  /** `breaks[i]`: `\n` and `\r` in `text.slice(0, i)` (whether a chunk spans lines, in O(1)). */
  readonly breaks: Uint32Array;
}

/** The measures of `text`, built in one pass. */
export function measureText(text: string): TextMeasure {
  const n = text.length;
  const bytes = new Uint32Array(n + 1);
  const points = new Uint32Array(n + 1);
  const breaks = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let width: number;
    let point = 1;
    if (c < 0x80) width = 1;
    else if (c < 0x800) width = 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) width = 4;
    else if ((c & 0xfc00) === 0xdc00 && i > 0 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800) [width, point] = [0, 0];
    else width = 3;
    bytes[i + 1] = bytes[i] + width;
    points[i + 1] = points[i] + point;
    breaks[i + 1] = breaks[i] + (c === 0x0a || c === 0x0d ? 1 : 0);
  }
  return { text, bytes, points, breaks };
}

/** Rust's `char::is_whitespace` (Unicode White_Space) for one UTF-16 unit (no White_Space character is astral). */
export function isRustWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
  );
}

/** Whether `text[start, end)` holds only whitespace (true when empty, as Rust's `all` is). */
export function allWhitespace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isRustWhitespace(text.charCodeAt(i))) return false;
  return true;
}

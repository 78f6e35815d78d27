// Python string indices (code points) of a JavaScript string (UTF-16 units), both ways: LightRAG's offsets,
// slices and searches count code points, chunklens's spans count UTF-16 units.

/** Code point ↔ UTF-16 offsets of one text; `length` is its code point count, as Python's `len()`. */
export interface CodePointIndex {
  readonly length: number;
  /** The UTF-16 offset of code point `cp`, clamped to the text as a Python slice bound is. */
  unitOf(cp: number): number;
  /** The code point index at UTF-16 offset `unit` (a character boundary). */
  cpOf(unit: number): number;
}

const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/;

/**
 * The index of `text`. A text without a surrogate pair (most documents) counts a code point per unit, so both
 * directions are the identity; otherwise one array per direction is filled in one pass. A lone surrogate is
 * one code point, as it is in Python.
 */
export function codePointIndex(text: string): CodePointIndex {
  const clamp = (n: number, max: number) => (n < 0 ? 0 : n > max ? max : n);
  if (!SURROGATE_PAIR.test(text)) return { length: text.length, unitOf: (cp) => clamp(cp, text.length), cpOf: (unit) => unit };
  const unitOfCp: number[] = [];
  const cpOfUnit = new Int32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++, cp++) {
    unitOfCp.push(i);
    cpOfUnit[i] = cp;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) cpOfUnit[++i] = cp;
  }
  unitOfCp.push(text.length);
  cpOfUnit[text.length] = cp;
  return { length: cp, unitOf: (n) => unitOfCp[clamp(n, cp)], cpOf: (unit) => cpOfUnit[unit] };
}

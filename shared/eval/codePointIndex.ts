// Converts between UTF-16 offsets (the core's, shared/README.md invariant 2) and code-point offsets (Python's, which Chroma's
// question sets and metrics count in) for one text: only characters outside the BMP make them differ.

/** The astral characters of a text, found once; each conversion is a binary search among them. */
export class CodePointIndex {
  /** UTF-16 offsets of the high surrogates of surrogate pairs, ascending. */
  private readonly astral: number[] = [];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) this.astral.push(i++);
      }
    }
  }

  /** The code-point offset of UTF-16 offset `u` (an offset inside a pair counts as the pair's start). */
  toCodePoint(u: number): number {
    return u - this.countWhile((a) => a + 1 < u);
  }

  /** The UTF-16 offset of code-point offset `cp`. */
  toUtf16(cp: number): number {
    return cp + this.countWhile((a, k) => a - k < cp);
  }

  /** How many leading astral offsets satisfy `holds` (true for a prefix of them). */
  private countWhile(holds: (offset: number, index: number) => boolean): number {
    let low = 0;
    let high = this.astral.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (holds(this.astral[mid], mid)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

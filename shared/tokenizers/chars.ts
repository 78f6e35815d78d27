// The `chars` tokenizer: one token per Unicode code point, as the reference test suites count.

import type { Tokenizer } from './types';

export const charsTokenizer: Tokenizer = {
  id: 'chars',
  count: (text) => countCodePoints(text, Infinity),
  countUpTo: countCodePoints,
  encode: codePoints,
  decode: fromCodePoints,
  tokenByteLengths: (tokens) => tokens.map((c) => (c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4)),
};

/** The text of code points `tokens`, a slice at a time (spreading 100,000 arguments overflows the stack). */
function fromCodePoints(tokens: number[]): string {
  let out = '';
  for (let i = 0; i < tokens.length; i += 8192) out += String.fromCodePoint(...tokens.slice(i, i + 8192));
  return out;
}

/** Code points of `text`, stopping once there are more than `limit`. */
function countCodePoints(text: string, limit: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The code points of `text` (a loop: `Array.from(text, mapFn)` took 5 ms on 50 KB, most of chonkie-token's keystroke). */
function codePoints(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i) as number;
    out.push(c);
    if (c > 0xffff) i++;
  }
  return out;
}

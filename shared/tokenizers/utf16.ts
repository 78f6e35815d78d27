// The `utf16` tokenizer: one token per UTF-16 code unit, JavaScript's `text.length` (LangChain.js's default
// length function).

import type { Tokenizer } from './types';

export const utf16Tokenizer: Tokenizer = {
  id: 'utf16',
  count: (text) => text.length,
  countUpTo: (text) => text.length,
  encode: (text) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)),
  decode: (tokens) => tokens.map((c) => String.fromCharCode(c)).join(''),
  // A surrogate pair is four UTF-8 bytes, two per unit; any other unit is one character.
  tokenByteLengths: (tokens) => tokens.map((c) => (c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3)),
};

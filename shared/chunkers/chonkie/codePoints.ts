// Python's len() of a string: its code points (a surrogate pair is one).

import { charsTokenizer } from '../../tokenizers/chars';

/** `len(text)` as Python counts it. */
export function codePointLength(text: string): number {
  return charsTokenizer.count(text);
}

// Test helper: checks that chunks keep the text of a document: every letter, digit and listed special
// character of the source appears in the chunks' heading paths and contents, in order.

import type { Chunk } from '../../shared/model/types';

/** Characters JS `trim()`/`\s` and the parsers may treat differently, typed or pasted into documents. */
export const SPECIAL_CHARACTERS = ['\uFEFF', '\u00A0', '\u2028', '\u2029', '\u3000', '\u180E', '\u0085', '\u200B', '\u00AD'];

/** The characters a chunking must keep: letters and digits (markup and white space may legitimately go). */
export function keptCharacters(text: string): string[] {
  return [...text].filter((ch) => /[\p{L}\p{N}]/u.test(ch));
}

/**
 * The first kept character of `expected` (in order) that the chunks do not hold in order, with its position in
 * `expected`, or undefined when all are there. Each chunk contributes its heading path, then its content, so a
 * strategy that moves headings into metadata is judged the same as one that keeps them in the text.
 */
export function firstLost(expected: string[], chunks: readonly Chunk[]): { index: number; char: string } | undefined {
  const haystack = keptCharacters(chunks.map((c) => `${c.headingsPath.join('')}${c.heading?.heading ?? ''}${c.content}`).join(''));
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    while (at < haystack.length && haystack[at] !== expected[i]) at++;
    if (at === haystack.length) return { index: i, char: expected[i] };
    at++;
  }
  return undefined;
}

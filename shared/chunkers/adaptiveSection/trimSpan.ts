// Narrows a source range so that it neither starts nor ends with whitespace.

import type { Span } from '../../model/types';
import { unitMatcher } from '../../text/unitMatcher';

/** `span` without leading and trailing whitespace of `text`; only whitespace is ever left out. */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && isSpaceAt(text, start)) start++;
  while (end > start && isSpaceAt(text, end - 1)) end--;
  return { start, end };
}

/** `/\s/.test(text[i])`, without a one-character string: a line of words is trimmed once per word. */
const isSpaceAt = unitMatcher(/\s/);

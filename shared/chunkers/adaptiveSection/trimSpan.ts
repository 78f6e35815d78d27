// Narrows a source range so that it neither starts nor ends with whitespace.

import type { Span } from '../../model';

/** `span` without leading and trailing whitespace of `text`; only whitespace is ever left out. */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { start, end };
}

// Sentence-like spans: a text block is cut just after every sentence ending (`. ! ?` and CJK equivalents).

import type { Span } from '../../model/types';
import { SENTENCE_ENDINGS } from './punctuation';

/**
 * The spans of `text[start, end)`: each ends just after a sentence-ending character, the last one takes the
 * remaining tail. Whitespace after an ending starts the next span, as in Azure's splitter.
 */
export function sentenceSpans(text: string, start: number, end: number): Span[] {
  const spans: Span[] = [];
  let from = start;
  for (let i = start; i < end; i++) {
    if (SENTENCE_ENDINGS.has(text[i])) {
      spans.push({ start: from, end: i + 1 });
      from = i + 1;
    }
  }
  if (from < end) spans.push({ start: from, end });
  return spans;
}

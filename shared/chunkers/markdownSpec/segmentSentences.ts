// Sentence spans with Intl.Segmenter in bounded windows. V8's segmenter costs time proportional to its whole
// input for every segment it returns, so one pass over a long paragraph is quadratic (200 KB 0.7 s, 800 KB
// 6.3 s); windows of a few thousand characters make it linear and give the same sentences.

import type { Span } from '../../model/types';
import type { DocumentText } from '../../text/documentText';

// The root locale applies the Unicode sentence-break rules (UAX #29), which do not depend on the language:
// the language-agnostic stand-in for the spec's heuristic language detection.
const segmenter = new Intl.Segmenter('und', { granularity: 'sentence' });

/** Characters segmented at once. */
const WINDOW = 8192;

/**
 * Context the sentence rules look at on either side of a break (a terminator, closing punctuation and spaces
 * before it; spaces and punctuation up to the next letter after it). A break closer than this to a window's
 * cut end, or to a start that is not a break, is taken from the next window instead.
 */
const MARGIN = 512;

/**
 * The spans of the sentences inside `span`, without trailing whitespace, from `from` on (sentences that start
 * before `from` are left out; the text before it is only looked at as context).
 */
export function sentenceSpans(text: DocumentText, span: Span, from = span.start): Span[] {
  const start = Math.max(span.start, from - MARGIN);
  const breaks = sentenceBreaks(text, start, span.end, start === span.start);
  const out: Span[] = [];
  for (let i = 0; i + 1 < breaks.length; i++) {
    if (breaks[i] < from) continue;
    const end = breaks[i] + text.slice(breaks[i], breaks[i + 1]).trimEnd().length;
    if (end > breaks[i]) out.push({ start: breaks[i], end });
  }
  return out;
}

/**
 * The sentence breaks of `text[start, end)`, ascending, ending with `end`; they begin with `start` when it is
 * itself a break (`trusted`), else with the first break found at least MARGIN after it.
 */
function sentenceBreaks(text: DocumentText, start: number, end: number, trusted: boolean): number[] {
  const breaks: number[] = trusted ? [start] : [];
  let pos = start;
  let atBreak = trusted;
  while (pos < end) {
    const windowEnd = Math.min(end, pos + WINDOW);
    const first = atBreak ? pos + 1 : pos + MARGIN;
    const last = windowEnd === end ? end : windowEnd - MARGIN;
    let found = -1;
    for (const s of segmenter.segment(text.slice(pos, windowEnd))) {
      const at = pos + s.index + s.segment.length;
      if (at > last) break;
      if (at >= first) breaks.push((found = at));
    }
    if (found >= 0) {
      pos = found;
      atBreak = true;
    } else {
      pos = last - MARGIN;
      atBreak = false;
    }
  }
  return breaks;
}

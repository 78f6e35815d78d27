// Haystack's SentenceSplitter (haystack-ai 2.31.0 components/preprocessors/sentence_tokenizer.py) for English:
// Punkt's sentence spans, with Haystack's curated abbreviations and its keep_white_spaces language variables,
// then its split rules that join spans back where a boundary falls inside a quote, after a cited question, after
// a list number or before a bracket.

import { punktSpansWith, type PunktParams } from '../llamaindex/punktSentences';
import type { Range } from '../llamaindex/splitFunctions';
import { HAYSTACK_ENGLISH_ABBREVIATIONS } from './englishAbbreviations';

/** `SentenceSplitter.__init__`'s arguments (the language is English: the only one chunklens has abbreviations for). */
export interface SentenceSplitterParams {
  use_split_rules: boolean;
  extend_abbreviations: boolean;
  keep_white_spaces: boolean;
}

const ABBREVIATIONS: ReadonlySet<string> = new Set(HAYSTACK_ENGLISH_ABBREVIATIONS);
const NO_ABBREVIATIONS: ReadonlySet<string> = new Set();
/** `QUOTE_SPANS_RE`: double- or single-quoted stretches, left to right without overlap. */
const QUOTE_SPANS = /"[^"]*"|'[^']*'/g;
const WS = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
const DIGIT = /\p{Nd}/u;

/**
 * `SentenceSplitter(**params).split_sentences(text)` as ranges of `text`. NLTK's trained English model (its
 * abbreviations, collocations, sentence starters and orthographic context) is not carried: Punkt decides with
 * Haystack's abbreviations only (none when extend_abbreviations is false).
 */
export function splitSentences(text: string, params: SentenceSplitterParams): Range[] {
  const punkt: PunktParams = { abbrevTypes: params.extend_abbreviations ? ABBREVIATIONS : NO_ABBREVIATIONS, keepWhiteSpaces: params.keep_white_spaces };
  const spans = punktSpansWith(text, punkt);
  return params.use_split_rules ? applySplitRules(text, spans) : spans;
}

/** `_apply_split_rules`: each span joined with the ones after it while `_needs_join` says so. */
export function applySplitRules(text: string, spans: Range[]): Range[] {
  const quotes = [...text.matchAll(QUOTE_SPANS)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
  const out: Range[] = [];
  for (let i = 0; i < spans.length; i++) {
    let span = spans[i];
    while (i + 1 < spans.length && needsJoin(text, span, spans[i + 1], quotes)) span = { start: span.start, end: spans[++i].end };
    out.push(span);
  }
  return out;
}

/**
 * `_needs_join`: the boundary is inside a quote, or ends a quoted question, or the span ends with a list number
 * ("3."), or the next span starts with a bracket. The quotes are sorted and disjoint, so only the last one
 * starting before the boundary can hold it (a binary search, not Haystack's scan of every quote per boundary).
 */
function needsJoin(text: string, span: Range, next: Range, quotes: Range[]): boolean {
  const end = span.end;
  const quote = lastStartingBefore(quotes, end);
  if (quote && end < quote.end) return true;
  if (quote && end === quote.end && text[quote.end - 2] === '?') return true;
  if (endsWithNumeration(text, span.start, end)) return true;
  let k = next.start;
  while (k < next.end && WS.test(text[k])) k++;
  return k < next.end && (text[k] === '(' || text[k] === '[');
}

function lastStartingBefore(quotes: Range[], offset: number): Range | undefined {
  let [lo, hi] = [0, quotes.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (quotes[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return quotes[lo - 1];
}

/**
 * `re.search(r"(^|\n)\s*\d{1,2}\.$", text[start:end])`: one or two digits and a period close the span (before a
 * final "\n", as Python's `$` allows), after white space that starts the span or follows a line break.
 */
function endsWithNumeration(text: string, start: number, end: number): boolean {
  let e = end;
  if (e > start && text[e - 1] === '\n') e--;
  if (e <= start || text[e - 1] !== '.') return false;
  let k = e - 1;
  let digits = 0;
  while (k > start && digits < 3 && DIGIT.test(text[k - 1])) {
    k--;
    digits++;
  }
  if (digits === 0 || digits > 2) return false;
  for (;;) {
    if (k === start || text[k - 1] === '\n') return true;
    if (!WS.test(text[k - 1])) return false;
    k--;
  }
}

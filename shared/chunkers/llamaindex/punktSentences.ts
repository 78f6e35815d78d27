// NLTK's PunktSentenceTokenizer as LlamaIndex builds it (`nltk.tokenize.PunktSentenceTokenizer()`, untrained:
// no abbreviations, collocations, sentence starters or orthographic context), and LlamaIndex's
// `split_by_sentence_tokenizer` over its spans. Reproduces nltk/tokenize/punkt.py (span_tokenize with
// realigned boundaries); with empty parameters the trained heuristics reduce to the rules below. Haystack's
// SentenceSplitter adds abbreviation types and may keep the white space after a sentence (punktSpansWith).

import type { Range, SplitFn } from './splitFunctions';

/** Python's `\s` (str.isspace) as a character class body; JavaScript's `\s` includes U+FEFF and lacks U+001C–U+001F, U+0085. */
const WS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** `_re_non_word_chars`: punctuation that cannot appear within words (sentence-end characters but the period). */
const NON_WORD = `[)";}\\]*:@'({\\[?!]`;
const MULTI_CHAR = `(?:-{2,}|\\.{2,}|(?:\\.[${WS}]){2,}\\.)`;
const WORD_START = '[^("`{\\[:;&#*@)}\\]\\-,]';

/** `period_context_re()`: a sentence-end character followed by other punctuation or by white space and a token. */
const PERIOD_CONTEXT = new RegExp(`[.?!](?=(?<after>${NON_WORD}|[${WS}]+(?<next>[^${WS}]+)))`, 'gu');
/**
 * Haystack's `CustomPunktLanguageVars` (keep_white_spaces): closing brackets and the white space after a
 * sentence end are part of the match, so each sentence keeps the white space that follows it.
 */
const PERIOD_CONTEXT_KEEPING_SPACE = new RegExp(`[.?!][)\\]}]*[${WS}]*(?=(?<after>${NON_WORD}|(?<next>[^${WS}]+)))`, 'gu');
/** `word_tokenize`: splits punctuation other than periods off words. */
const WORD = new RegExp(
  `${MULTI_CHAR}|(?=${WORD_START})[^${WS}]+?(?=[${WS}]|$|${NON_WORD}|${MULTI_CHAR}|,(?=$|[${WS}]|${NON_WORD}|${MULTI_CHAR}))|[^${WS}]`,
  'gu',
);
/** `re_boundary_realignment` (re.MULTILINE, whose `$` is before a "\n" or at the end). */
const REALIGN = new RegExp(`^["')\\]}]+?(?:[${WS}]+|(?=--)|(?=\\n|$))`, 'u');
const SPACE = new RegExp(`[${WS}]`, 'u');
const NOT_SPACE = new RegExp(`[^${WS}]`, 'u');
const NUMERIC = /^-?[.,]?\p{Nd}[\p{Nd},.-]*\.?$/u;
const INITIAL = /^[\p{L}\p{Nl}\p{No}_]\.$/u;
const PUNCTUATION = new Set([';', ':', ',', '.', '!', '?']);
const STRING_WHITESPACE = ' \t\n\r\v\f';

/** What a Punkt tokenizer knows beyond the untrained one. */
export interface PunktParams {
  /** Lower-case words without their final period that abbreviate (`_params.abbrev_types`). */
  abbrevTypes: ReadonlySet<string>;
  /** Haystack's keep_white_spaces: the white space after a sentence belongs to it. */
  keepWhiteSpaces: boolean;
}

const UNTRAINED: PunktParams = { abbrevTypes: new Set(), keepWhiteSpaces: false };

/** The sentence spans of `text`, as `PunktSentenceTokenizer().span_tokenize(text)` gives them. */
export function punktSpans(text: string): Range[] {
  return punktSpansWith(text, UNTRAINED);
}

/**
 * The sentence spans of `text` for a tokenizer with `params` (no collocations, sentence starters or
 * orthographic context: a known abbreviation is never a sentence end).
 */
export function punktSpansWith(text: string, params: PunktParams): Range[] {
  return realignBoundaries(text, slicesFromText(text, params));
}

/**
 * `split_by_sentence_tokenizer()`: each sentence runs from the start of its span to the start of the next one
 * (the last to the end of the text), so the splits cover the text from the first span on.
 */
export const splitBySentenceTokenizer: SplitFn = (text, start, end) => {
  const spans = punktSpans(text.slice(start, end));
  return spans.map((s, i) => ({ start: start + s.start, end: start + (i < spans.length - 1 ? spans[i + 1].start : end - start) }));
};

function slicesFromText(text: string, params: PunktParams): Range[] {
  const slices: Range[] = [];
  let lastBreak = 0;
  for (const { match, context } of potentialEndContexts(text, params.keepWhiteSpaces ? PERIOD_CONTEXT_KEEPING_SPACE : PERIOD_CONTEXT)) {
    if (!containsSentbreak(context, params.abbrevTypes)) continue;
    const end = match.index! + match[0].length;
    slices.push({ start: lastBreak, end });
    const after = match.groups!.after;
    const next = match.groups!.next;
    lastBreak = next !== undefined ? end + after.length - next.length : end;
  }
  slices.push({ start: lastBreak, end: rstrippedLength(text) });
  return slices;
}

/** `_match_potential_end_contexts`: each candidate with the word before it and the token after it. */
function* potentialEndContexts(text: string, periodContext: RegExp): Generator<{ match: RegExpMatchArray; context: string }> {
  let previous: Range = { start: 0, end: 0 };
  let previousMatch: RegExpMatchArray | undefined;
  const contextOf = (m: RegExpMatchArray, word: Range) => text.slice(word.start, word.end) + m[0] + m.groups!.after;
  for (const match of text.matchAll(periodContext)) {
    let afterSpace = lastWhitespaceIndex(text, previous.end, match.index!);
    afterSpace = afterSpace ? afterSpace + previous.end + 1 : previous.start;
    const word = { start: afterSpace, end: match.index! };
    if (previousMatch && previous.end <= word.start) yield { match: previousMatch, context: contextOf(previousMatch, previous) };
    previousMatch = match;
    previous = word;
  }
  if (previousMatch) yield { match: previousMatch, context: contextOf(previousMatch, previous) };
}

/** `_get_last_whitespace_index(text[from:to])`: the index in that slice of its last ASCII white space, 0 when none. */
function lastWhitespaceIndex(text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (STRING_WHITESPACE.includes(text[i])) return i - from;
  return 0;
}

/**
 * The length of `text.rstrip()`. A loop from the end: the pattern `[\s]+$` tried at every white-space run of a
 * long paragraph cost as much as the rest of the tokenizer.
 */
function rstrippedLength(text: string): number {
  let end = text.length;
  while (end > 0 && SPACE.test(text[end - 1])) end--;
  return end;
}

function realignBoundaries(text: string, slices: Range[]): Range[] {
  const out: Range[] = [];
  let realign = 0;
  for (let i = 0; i < slices.length; i++) {
    const s1 = { start: slices[i].start + realign, end: slices[i].end };
    const s2 = slices[i + 1];
    if (!s2) {
      if (s1.end > s1.start) out.push(s1);
      continue;
    }
    const m = REALIGN.exec(text.slice(s2.start, Math.max(s2.start, s2.end)));
    if (m) {
      out.push({ start: s1.start, end: s2.start + rstrippedLength(m[0]) });
      realign = m[0].length;
    } else {
      realign = 0;
      if (s1.end > s1.start) out.push(s1);
    }
  }
  return out;
}

interface Token {
  tok: string;
  sentbreak: boolean;
  abbr: boolean;
  ellipsis: boolean;
}

/** `text_contains_sentbreak`: whether a token other than the last ends a sentence after both annotation passes. */
function containsSentbreak(context: string, abbrevTypes: ReadonlySet<string>): boolean {
  const tokens = tokenizeWords(context).map((tok) => firstPass(tok, abbrevTypes));
  for (let i = 0; i + 1 < tokens.length; i++) {
    secondPass(tokens[i], tokens[i + 1]);
    if (tokens[i].sentbreak) return true;
  }
  return false;
}

function tokenizeWords(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) if (NOT_SPACE.test(line)) for (const m of line.matchAll(WORD)) out.push(m[0]);
  return out;
}

/**
 * `_first_pass_annotation`: ".", "?", "!" and words ending in one period end sentences, but a word (or its last
 * hyphenated part) whose lower case is a known abbreviation type abbreviates.
 */
function firstPass(tok: string, abbrevTypes: ReadonlySet<string>): Token {
  const t: Token = { tok, sentbreak: false, abbr: false, ellipsis: false };
  if (tok === '.' || tok === '?' || tok === '!') t.sentbreak = true;
  else if (/^\.\.+$/.test(tok)) t.ellipsis = true;
  else if (tok.endsWith('.') && !tok.endsWith('..')) {
    const type = tok.slice(0, -1).toLowerCase();
    if (abbrevTypes.has(type) || abbrevTypes.has(type.split('-').pop()!)) t.abbr = true;
    else t.sentbreak = true;
  }
  return t;
}

/**
 * `_second_pass_annotation` with empty parameters: the orthographic heuristic knows no word, so it says "not a
 * sentence starter" for punctuation and lower-case words and "unknown" otherwise; an initial or a number before
 * such a word is an abbreviation, and an initial before a capitalised word too.
 */
function secondPass(t1: Token, t2: Token): void {
  if (!t1.tok.endsWith('.')) return;
  const isInitial = INITIAL.test(t1.tok);
  const type = NUMERIC.test(t1.tok.toLowerCase()) ? '##number##' : t1.tok.toLowerCase();
  if (!isInitial && type !== '##number##') return;
  const ortho = orthoHeuristic(t2.tok);
  if (ortho === false || (isInitial && /^\p{Uppercase}/u.test(t2.tok))) {
    t1.sentbreak = false;
    t1.abbr = true;
  }
}

function orthoHeuristic(tok: string): false | 'unknown' {
  if (PUNCTUATION.has(tok)) return false;
  if (/^\p{Lowercase}/u.test(tok)) return false;
  return 'unknown';
}

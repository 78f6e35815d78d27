// Splits one source range that is over the token cap into ranges under it: at blank lines, then line breaks,
// then sentence ends, then whitespace, and only as a last resort inside a word.

import type { Span } from '../../model/types';
import { mostTokensIn, prefixCounterOf, type Tokenizer } from '../../tokenizers';
import { packSpans } from './packSpans';
import { trimSpan } from './trimSpan';

/** How finely a range had to be cut, coarsest first. */
export type SplitLevel = 'paragraph' | 'line' | 'sentence' | 'word' | 'character';

const SEPARATORS: Array<[SplitLevel, RegExp]> = [
  ['paragraph', /\n[ \t]*\n\s*/g],
  ['line', /\n\s*/g],
  ['sentence', /(?<=[.!?。！？])\s+|(?<=[。！？])/g],
  ['word', /\s+/g],
];

export interface CapSplit {
  pieces: Span[];
  /** The finest level that was needed. */
  level: SplitLevel;
}

/**
 * Cuts `span` of `text` into consecutive pieces of at most `max` tokens each, trimmed of whitespace at their
 * ends (only whitespace is ever left out). Each piece is a source slice, so spans stay exact.
 */
export function splitUnderCap(text: string, span: Span, max: number, tokenizer: Tokenizer): CapSplit {
  const state = { level: 0 };
  const units: Span[] = [];
  splitRange(text, trimSpan(text, span), 0, max, tokenizer, state, units);
  return { pieces: packSpans(text, units, max, tokenizer), level: levelName(state.level) };
}

/** Appends the pieces of `span` under `max` to `out`, cut at the separators of `depth` and finer. */
function splitRange(text: string, span: Span, depth: number, max: number, tokenizer: Tokenizer, state: { level: number }, out: Span[]): void {
  // A piece too short to hold more than `max` tokens (most words of a line without breaks) is not counted.
  if (mostTokensIn(span.end - span.start) <= max || tokenizer.countUpTo(text.slice(span.start, span.end), max) <= max) {
    out.push(span);
    return;
  }
  state.level = Math.max(state.level, depth);
  if (depth >= SEPARATORS.length) {
    for (const piece of hardSplit(text, span, max, tokenizer)) out.push(piece);
    return;
  }
  const parts = cutAt(text, span, SEPARATORS[depth][1]);
  if (parts.length < 2) return splitRange(text, span, depth + 1, max, tokenizer, state, out);
  for (const part of parts) splitRange(text, part, depth + 1, max, tokenizer, state, out);
}

/** The non-blank pieces of `span` between matches of `separator`, trimmed. */
function cutAt(text: string, span: Span, separator: RegExp): Span[] {
  const slice = text.slice(span.start, span.end);
  const parts: Span[] = [];
  const add = (part: Span): void => {
    if (part.end > part.start) parts.push(part);
  };
  let from = 0;
  for (const m of slice.matchAll(separator)) {
    const end = m.index + m[0].length;
    if (end === from || m.index === 0) continue;
    add(trimSpan(text, { start: span.start + from, end: span.start + m.index }));
    from = end;
  }
  add(trimSpan(text, { start: span.start + from, end: span.end }));
  return parts;
}

/**
 * Longest prefixes within `max` tokens, found by binary search; never cuts a surrogate pair. The search runs
 * in a window that doubles from a few characters per token until it holds more than `max` tokens, not over
 * the whole rest of the span: that counted the rest for every piece, quadratic in a long line without spaces.
 */
function hardSplit(text: string, span: Span, max: number, tokenizer: Tokenizer): Span[] {
  const pieces: Span[] = [];
  let start = span.start;
  while (start < span.end) {
    let lo = start + 1;
    let window = 4 * max + 16;
    let hi = Math.min(span.end, start + window);
    // Every count is of a prefix of the window [start, hi): one prefix counter per window.
    let tokensTo = prefixCounterOf(tokenizer, text.slice(start, hi), max);
    while (hi < span.end && tokensTo(hi - start) <= max) {
      lo = hi;
      window *= 2;
      hi = Math.min(span.end, start + window);
      tokensTo = prefixCounterOf(tokenizer, text.slice(start, hi), max);
    }
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tokensTo(mid - start) <= max) lo = mid;
      else hi = mid - 1;
    }
    let end = lo;
    if (end < span.end && isLowSurrogate(text.charCodeAt(end))) end = end - 1 > start ? end - 1 : end + 1;
    // The piece's count is known exactly when within `max`: the packing after this counts it again.
    const tokens = end <= hi ? tokensTo(end - start) : max + 1;
    if (tokens <= max) tokenizer.remember?.(text.slice(start, end), tokens);
    pieces.push({ start, end });
    start = end;
  }
  return pieces;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function levelName(depth: number): SplitLevel {
  return depth < SEPARATORS.length ? SEPARATORS[depth][0] : 'character';
}

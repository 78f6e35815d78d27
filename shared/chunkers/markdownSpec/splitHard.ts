// The last resort that keeps the cap (Spec v1 §10: a chunk over the cap is a bug): cut a span that has no
// natural boundary left by words, and a word that is still too long by characters.

import type { Span } from '../../model';
import { packUnits, type Unit } from './packUnits';
import type { SpecContext } from './types';
import type { DocumentText } from '../../documentText';

/**
 * Cuts `span` into units of at most `budget` tokens: whole words packed greedily where words fit, character
 * runs (on code point boundaries) where a single word does not. Every unit after the first is marked with the
 * kind of cut before it, so the hard-split rule can report it.
 */
export function splitHard(span: Span, budget: number, ctx: SpecContext): Unit[] {
  const count = (s: Span): number => ctx.tokenizer.count(ctx.text.slice(s.start, s.end));
  const words: Unit[] = [];
  const slice = ctx.text.slice(span.start, span.end);
  // One unit per word straight from the match, counted from the match: on a 10 MB line of two million words,
  // an intermediate span per word sliced again for its count took 4.6 s and 1.2 GB, this 1.6 s and 0.5 GB.
  for (const m of slice.matchAll(/\S+/g)) {
    const start = span.start + m.index;
    const tokens = ctx.tokenizer.count(m[0]);
    if (tokens <= budget) words.push({ start, end: start + m[0].length, tokens, cutBefore: 'word' });
    else splitCharacters({ start, end: start + m[0].length }, budget, ctx).forEach((s, i) => words.push({ ...s, tokens: count(s), cutBefore: i ? 'character' : 'word' }));
  }
  const groups = packUnits(words, budget, budget, (g) => count({ start: g[0].start, end: g[g.length - 1].end }));
  return groups.map((g, i) => {
    const unit = { start: g[0].start, end: g[g.length - 1].end };
    return { ...unit, tokens: count(unit), cutBefore: i === 0 ? 'natural' : g[0].cutBefore };
  });
}

/**
 * Longest prefixes of at most `budget` tokens, at least one code point each. Each is found by encoding a
 * window somewhat larger than the previous piece once and decoding its first `budget` tokens (fewer when the last one
 * ends inside a character), then checked with a count: about three times the word's length in tokenizer
 * work, where probing prefixes one by one costs many times that on a long base64 blob.
 */
function splitCharacters(span: Span, budget: number, ctx: SpecContext): Span[] {
  const { text, tokenizer } = ctx;
  const out: Span[] = [];
  let start = span.start;
  let windowChars = budget * 8 + 16;
  while (start < span.end) {
    const windowEnd = Math.min(span.end, start + windowChars);
    const tokens = tokenizer.encode(text.slice(start, windowEnd));
    if (tokens.length <= budget && windowEnd < span.end) {
      windowChars *= 2;
      continue;
    }
    let end = windowEnd;
    if (tokens.length > budget) {
      let n = budget;
      let prefix = tokenizer.decode(tokens.slice(0, n));
      const startsWith = (s: string): boolean => text.slice(start, start + s.length) === s;
      while (n > 1 && !startsWith(prefix)) prefix = tokenizer.decode(tokens.slice(0, --n));
      end = prefix && startsWith(prefix) ? start + prefix.length : nextCodePoint(text, start);
    }
    const minimum = Math.min(nextCodePoint(text, start), span.end);
    while (end > minimum && tokenizer.count(text.slice(start, end)) > budget) {
      end = Math.max(minimum, alignToCodePoint(text, start + Math.floor((end - start) * 0.9)));
    }
    out.push({ start, end });
    windowChars = Math.max(64, Math.ceil((end - start) * 1.5));
    start = end;
  }
  return out;
}

function nextCodePoint(text: DocumentText, offset: number): number {
  const c = text.charCodeAt(offset);
  return c >= 0xd800 && c <= 0xdbff ? offset + 2 : offset + 1;
}

/** Moves an offset that falls inside a surrogate pair back to the pair's start. */
function alignToCodePoint(text: DocumentText, offset: number): number {
  const c = text.charCodeAt(offset);
  return c >= 0xdc00 && c <= 0xdfff ? offset - 1 : offset;
}

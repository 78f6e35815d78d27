// The last resort that keeps the cap (Spec v1 §10: a chunk over the cap is a bug): cut a span that has no
// natural boundary left by words, and a word that is still too long by characters.

import type { Span } from '../../model/types';
import { packUnits, type Unit } from './packUnits';
import type { SpecContext } from './types';
import type { DocumentText } from '../../text/documentText';
import { sliceCounterOf, type Tokenizer } from '../../tokenizers';

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
  // A word is counted only up to the budget: one over it is cut, and counting a 2 MB word whole cost a second.
  for (const m of slice.matchAll(/\S+/g)) {
    const start = span.start + m.index;
    const tokens = ctx.tokenizer.countUpTo(m[0], budget);
    if (tokens <= budget) words.push({ start, end: start + m[0].length, tokens, cutBefore: 'word' });
    else splitCharacters(m[0], budget, ctx.tokenizer).forEach((s, i) => words.push({ start: start + s.start, end: start + s.end, tokens: s.tokens, cutBefore: i ? 'character' : 'word' }));
  }
  const groups = packUnits(words, budget, budget, (g) => count({ start: g[0].start, end: g[g.length - 1].end }));
  return groups.map((g, i) => {
    const unit = { start: g[0].start, end: g[g.length - 1].end };
    return { ...unit, tokens: g.length === 1 ? g[0].tokens : count(unit), cutBefore: i === 0 ? 'natural' : g[0].cutBefore };
  });
}

/**
 * Longest prefixes of at most `budget` tokens of `word`, at least one code point each, with their counts
 * (offsets in the word). Each is found from a window somewhat larger than the previous piece: the text of its
 * first `budget` tokens (fewer when the last one ends inside a character), then checked with a count. The word
 * is counted by its places (Tokenizer.sliceCounter): a word that is one long run of letters is read in one
 * pass, and each window and piece from where it agrees with that pass, instead of encoding every window and
 * counting every piece from its characters (a 2 MB line of letters: 3.4 s of 5); the tokenizer remembers each
 * piece's count for the counts of its text that follow (the piece, the chunk). Other words are encoded per
 * window: about three times the word's length in tokenizer work, where probing prefixes one by one costs many
 * times that on a long base64 blob.
 */
function splitCharacters(word: string, budget: number, tokenizer: Tokenizer): Array<Span & { tokens: number }> {
  const counter = sliceCounterOf(tokenizer, word);
  const countOf = (start: number, end: number): number => counter.countUpTo([{ start, end }], Infinity);
  const out: Array<Span & { tokens: number }> = [];
  let start = 0;
  let windowChars = budget * 8 + 16;
  while (start < word.length) {
    const windowEnd = Math.min(word.length, start + windowChars);
    const window = counter.leadingTokens({ start, end: windowEnd }, budget);
    if (window.count <= budget && windowEnd < word.length) {
      windowChars *= 2;
      continue;
    }
    let end = windowEnd;
    if (window.count > budget) end = window.end > start ? window.end : nextCodePoint(word, start);
    const minimum = Math.min(nextCodePoint(word, start), word.length);
    let tokens = countOf(start, end);
    while (end > minimum && tokens > budget) {
      end = Math.max(minimum, alignToCodePoint(word, start + Math.floor((end - start) * 0.9)));
      tokens = countOf(start, end);
    }
    out.push({ start, end, tokens });
    tokenizer.remember?.(word.slice(start, end), tokens);
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

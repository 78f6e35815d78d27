// Semantic overlap: each chunk borrows a short prefix of the chunk after it (about maxChars × percent), ending
// on a natural boundary and within the limits; the later chunk is left as it is. Figures never take part.

import type { Draft } from './draft';
import { containsFigure } from './figures';
import { continuesSentence } from './continuation';
import { softCharLimit, type SentenceLimits } from './limits';
import { markOverlap, slicePieces, textOf } from './pieces';
import { BREAK_UNIT, firstOfKind, isAlphanumericAt, SENTENCE_ENDING_UNIT, WORD_BREAK_UNIT } from './punctuation';
import { notesByNumber } from './sharedNotes';

/** How far past the target a word break must lie before it counts as the prefix's end. */
const WORD_BREAK_PROGRESS = 20;

const overlapNote = notesByNumber('overlap', (n) => `ends with ${n} characters repeated from the start of the next chunk (semantic overlap)`);

/** Whether chunks of two different pages may share overlap: the sentence must continue, with no figure near. */
export function overlapsAcrossPages(previous: Draft, next: Draft): boolean {
  const prevText = textOf(previous.pieces);
  const nextText = textOf(next.pieces);
  return !containsFigure(prevText) && !containsFigure(nextText.slice(0, 40)) && continuesSentence(prevText, nextText);
}

/**
 * Whether two chunks of the same page share overlap: always, unless either holds a figure. The texts are
 * the drafts' (a caller that has them passes them: each join is a new string, copied again by every search).
 */
export function overlapsOnPage(previous: Draft, next: Draft, prevText = textOf(previous.pieces), nextText = textOf(next.pieces)): boolean {
  return !containsFigure(prevText) && !containsFigure(nextText);
}

/** The length of the prefix of `next` to borrow, before any limit is applied. */
export function overlapPrefixLength(next: string, target: number): number {
  const limit = Math.min(next.length, target * 2);
  const sentenceEnding = firstOfKind(next, target, limit, SENTENCE_ENDING_UNIT);
  const wordBreak = firstOfKind(next, target + WORD_BREAK_PROGRESS + 1, sentenceEnding < 0 ? limit : sentenceEnding, WORD_BREAK_UNIT);
  if (wordBreak >= 0) return wordBreak + 1;
  if (sentenceEnding >= 0) return sentenceEnding + 1;
  let end = limit;
  while (end > target && isAlphanumericAt(next, end - 1)) end--;
  return end;
}

/**
 * The length of the longest prefix of `next[0, end)` that `fits`, trying the lengths the reference's shrink step
 * tries: each try loses as many characters from its end as the position (+1) of the prefix's first word break
 * or sentence ending counts from its start (1 when it has none); all of it when that is its whole length. It
 * may cut inside a word, as the reference does. Once the prefix holds no break, it loses one character a
 * try, and the longest fitting length below is found by one scan (`fitsUpTo`), not by a call per length.
 */
function shrunkLength(next: string, end: number, fits: (length: number) => boolean, fitsUpTo: (high: number) => number): number {
  const first = firstOfKind(next, 0, end, BREAK_UNIT);
  // A break at position 0 cuts one character, as no break does.
  while (end > 0 && first > 0 && first < end) {
    if (fits(end)) return end;
    end = first + 1 < end ? end - first - 1 : 0;
  }
  return end > 0 ? Math.max(0, fitsUpTo(end)) : 0;
}

/**
 * Returns `previous` with a prefix of `next` appended and marked as overlap, as Azure's `_append_overlap`
 * computes it: about `maxChars × overlapPercent / 100` characters, extended to a sentence ending (or a word
 * break well past the target), else trimmed of a partial trailing word; nothing when `previous` already ends
 * with it; when over the token cap or the 1.2 × allowance, shrunk step by step (see `shrunkLength`) until it fits,
 * nothing when no character is left. Callers check the figure and page conditions (and may pass the drafts'
 * texts, as to overlapsOnPage).
 */
export function appendOverlap(
  previous: Draft,
  next: Draft,
  limits: SentenceLimits,
  prevText = textOf(previous.pieces),
  nextText = textOf(next.pieces),
): Draft {
  const target = Math.trunc((limits.maxChars * limits.overlapPercent) / 100);
  if (target <= 0 || containsFigure(prevText) || containsFigure(nextText.slice(0, 60))) return previous;
  if (!nextText.slice(0, target).trim()) return previous;
  let end = overlapPrefixLength(nextText, target);
  if (prevText.endsWith(nextText.slice(0, end))) return previous;
  // Each try is the previous text with a shorter prefix: all prefixes of one text, counted as such.
  const longest = end;
  const borrowed = slicePieces(next.pieces, 0, end);
  const counts = limits.piecesPrefixCounter([...previous.pieces, ...borrowed]);
  const base = prevText.length;
  const room = softCharLimit(limits) - base;
  const fits = (n: number) => n <= room && counts.countAt(base + n) <= limits.maxTokens;
  end = shrunkLength(nextText, end, fits, (high) => counts.lastFitting(base + 1, base + Math.min(high, room)) - base);
  if (end === 0) return previous;
  // The pieces cut for counting are the overlap's own unless the loop shrank it.
  const pieces = [...previous.pieces, ...markOverlap(end === longest ? borrowed : slicePieces(next.pieces, 0, end))];
  return { page: previous.page, pieces, notes: [...previous.notes, overlapNote(end)], tokens: counts.countAt(base + end) };
}

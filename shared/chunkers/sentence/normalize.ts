// Chunk normalisation: the light trim that removes overflows created by boundary adjustments, nothing more.

import type { Draft } from './draft';
import { containsFigure } from './figures';
import { type SentenceLimits, softCharLimit } from './limits';
import { slicePieces, textOf } from './pieces';

/** How far over the soft budget trailing whitespace may put a chunk and still be stripped. */
const TRAILING_TOLERANCE = 3;

/**
 * Normalises one chunk against the soft budget (`int(1.2 × maxChars)`): figure chunks and chunks within the
 * budget are untouched; leading spaces are dropped only while they alone keep the chunk over the budget;
 * then trailing whitespace is stripped when the chunk is at most 3 characters over. No internal reflow.
 * `text` is the draft's, where the caller has it.
 */
export function normalizeDraft(draft: Draft, limits: SentenceLimits, text = textOf(draft.pieces)): Draft {
  const budget = softCharLimit(limits);
  if (containsFigure(text) || text.length <= budget) return draft;
  let start = 0;
  while (text[start] === ' ' && text.length - start > budget) start++;
  let end = text.length;
  const length = end - start;
  if (length > budget && length <= budget + TRAILING_TOLERANCE && /[ \n]$/.test(text)) end = start + text.slice(start).trimEnd().length;
  if (start === 0 && end === text.length) return draft;
  const detail = `${start} leading and ${text.length - end} trailing whitespace characters of the source dropped to meet the ${budget}-character budget`;
  return { ...draft, pieces: slicePieces(draft.pieces, start, end), notes: [...draft.notes, { reason: 'normalized', detail }] };
}

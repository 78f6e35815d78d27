// Cross-page boundary repair: a sentence cut by a page break is glued back, by a full merge of the last chunk
// of page N with the first of page N+1 when both fit, else by carrying the trailing fragment forward.

import type { Draft } from './draft';
import { containsFigure } from './figures';
import { continuesSentence } from './continuation';
import { fitsAllowance, type SentenceLimits, softCharLimit } from './limits';
import { type Piece, safeJoin, slicePieces, textOf } from './pieces';
import { SENTENCE_ENDINGS } from './punctuation';

export interface RepairResult {
  /** The previous chunk after repair; absent when all of its text moved forward. */
  previous?: Draft;
  next: Draft[];
}

/**
 * Repairs the join between `previous` (last chunk of the page before) and `next` (chunks of the new page).
 * Nothing happens unless the sentence continues across the join (shared/chunkers/sentence/continuation.ts).
 * `leftover` turns the head of a fragment that stays behind into chunks of the new page, under the token cap.
 */
export function repairPageJoin(previous: Draft, next: Draft[], limits: SentenceLimits, leftover: (pieces: Piece[]) => Draft[]): RepairResult {
  const first = next[0];
  const firstText = textOf(first.pieces);
  if (!continuesSentence(textOf(previous.pieces), firstText) || containsFigure(firstText.trimStart().slice(0, 20))) {
    return { previous, next };
  }
  const merged = safeJoin(previous.pieces, first.pieces);
  if (fitsAllowance(textOf(merged.pieces), limits)) {
    const detail = `merged with the start of the next page, where its sentence continues${merged.inserted ? ' (a space not in the source was inserted at the join)' : ''}`;
    const draft: Draft = { pieces: merged.pieces, page: previous.page, notes: [first.notes[0], ...previous.notes.slice(1), { reason: 'page-join', detail }, ...first.notes.slice(1)] };
    return { previous: draft, next: next.slice(1) };
  }
  return carryForward(previous, next, limits, leftover);
}

/**
 * The start of the unfinished last sentence of `text`, as the reference finds it: just after its last sentence
 * ending, or 0 when there is none or the text ends with it.
 */
function fragmentStart(text: string): number {
  let last = -1;
  for (let i = text.length - 1; i >= 0 && last < 0; i--) if (SENTENCE_ENDINGS.has(text[i])) last = i;
  return last !== -1 && last < text.length - 1 ? last + 1 : 0;
}

/** `length` steps back off the middle of a surrogate pair (JavaScript strings count UTF-16 units). */
function onCodePoint(text: string, length: number): number {
  const c = text.charCodeAt(length);
  return length > 0 && length < text.length && c >= 0xdc00 && c <= 0xdfff ? length - 1 : length;
}

/**
 * How much of the head of `fragment` moves, as the reference computes it: all of it when it fits before
 * `firstText`; else as many characters as the 1.2 × allowance leaves (a Python slice, so a negative room
 * cuts from the end), then 50 characters (1 when 50 or fewer are left) at a time until the tokens fit.
 */
function movableHead(fragment: string, firstText: string, limits: SentenceLimits): number {
  if (fitsAllowance(fragment + firstText, limits)) return fragment.length;
  const room = softCharLimit(limits) - firstText.length;
  let move = onCodePoint(fragment, room >= 0 ? Math.min(room, fragment.length) : Math.max(fragment.length + room, 0));
  while (move > 0 && limits.countTokensUpTo(fragment.slice(0, move) + firstText, limits.maxTokens) > limits.maxTokens) {
    move = onCodePoint(fragment, move > 50 ? move - 50 : move - 1);
  }
  return move;
}

/**
 * Moves the unfinished sentence at the end of `previous` forward, as Azure's splitter does: its head (all of
 * it, or as much as fits the token cap and the 1.2 × allowance) starts the first new chunk; what does not fit
 * becomes chunks of the new page placed before that chunk, so the tail of the sentence comes before its head.
 */
function carryForward(previous: Draft, next: Draft[], limits: SentenceLimits, leftover: (pieces: Piece[]) => Draft[]): RepairResult {
  const text = textOf(previous.pieces);
  const firstText = textOf(next[0].pieces);
  const start = fragmentStart(text);
  const fragment = text.slice(start);
  const move = movableHead(fragment, firstText, limits);
  const tail = fragment.slice(move);
  let first = next[0];
  if (move > 0) {
    const joined = safeJoin(slicePieces(previous.pieces, start, start + move), next[0].pieces);
    const what = tail.trim() ? 'the head of a sentence carried forward from the previous page; its tail did not fit and is in the chunk before, where the reference puts it' : 'the end of a sentence carried forward from the previous page';
    const detail = `starts with ${what}${joined.inserted ? ' (a space not in the source was inserted at the join)' : ''}`;
    first = { ...next[0], pieces: joined.pieces, notes: [...next[0].notes, { reason: 'page-join', detail }] };
  }
  const stays = slicePieces(previous.pieces, 0, start);
  const kept: Draft | undefined = textOf(stays).trim()
    ? { ...previous, pieces: stays, notes: [{ reason: 'page-join', detail: 'its unfinished last sentence moved forward to join its continuation on the next page' }, ...previous.notes.slice(1)] }
    : undefined;
  const behind = tail.trim() ? leftover(slicePieces(previous.pieces, start + move)) : [];
  return { previous: kept, next: [...behind, first, ...next.slice(1)] };
}

// Cross-page boundary repair: a sentence cut by a page break is glued back, by a full merge of the last chunk
// of page N with the first of page N+1 when both fit, else by carrying the trailing fragment forward.

import type { Draft } from './draft';
import { containsFigure } from './figures';
import { continuesSentence } from './continuation';
import { fitsAllowance, type SentenceLimits } from './limits';
import { type Piece, safeJoin, slicePieces, textOf } from './pieces';
import { SENTENCE_ENDINGS, WORD_BREAKS } from './punctuation';

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

/** The start of the unfinished last sentence of `text`: just after its last sentence ending, else 0. */
function fragmentStart(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (SENTENCE_ENDINGS.has(text[i])) return i + 1;
  return 0;
}

/**
 * Moves the unfinished sentence at the end of `previous` to the start of the first new chunk. When all of it
 * cannot join within the cap and the allowance, only its longest tail that starts after a word break and fits
 * moves; the rest stays before it as its own chunk, so the text keeps its order.
 */
function carryForward(previous: Draft, next: Draft[], limits: SentenceLimits, leftover: (pieces: Piece[]) => Draft[]): RepairResult {
  const text = textOf(previous.pieces);
  const firstText = textOf(next[0].pieces);
  const start = fragmentStart(text);
  const fits = (at: number): boolean => fitsAllowance(text.slice(at) + firstText, limits);
  let cut = fits(start) ? start : -1;
  for (let i = start; cut < 0 && i < text.length - 1; i++) if (WORD_BREAKS.has(text[i]) && fits(i + 1)) cut = i + 1;
  if (cut < 0) return { previous, next };

  const joined = safeJoin(slicePieces(previous.pieces, cut), next[0].pieces);
  const moved = `starts with the end of a sentence carried forward from the previous page${joined.inserted ? ' (a space not in the source was inserted at the join)' : ''}`;
  const repaired: Draft = { ...next[0], pieces: joined.pieces, notes: [...next[0].notes, { reason: 'page-join', detail: moved }] };
  const stays = slicePieces(previous.pieces, 0, start);
  const staysText = textOf(stays);
  const kept: Draft | undefined = staysText.trim()
    ? { ...previous, pieces: stays, notes: [{ reason: 'page-join', detail: 'its unfinished last sentence moved forward to join its continuation on the next page' }, ...previous.notes.slice(1)] }
    : undefined;
  const behind = cut > start ? leftover(slicePieces(previous.pieces, start, cut)) : [];
  return { previous: kept, next: [...behind, repaired, ...next.slice(1)] };
}

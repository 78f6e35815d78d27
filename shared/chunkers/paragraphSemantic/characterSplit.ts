// The character-level (R) fallback inside P: a text cut into pieces of at most `cap` tokens with an overlap.

import { splitRecursive } from '../recursive/splitRecursive';
import type { PContext } from './pBlock';
import { boundOverlap } from './thresholds';

/** One piece of a character split at UTF-16 offset `start` of the text; `overlapChars` leading units repeat the previous piece. */
export interface CharPiece {
  text: string;
  start: number;
  overlapChars: number;
}

/**
 * Splits `text` with R under `cap` tokens. Table fallbacks pass overlap 0 so table rows never overlap
 * (spec §3.7); prose fallbacks pass chunk_overlap_token_size.
 */
export function characterSplit(text: string, cap: number, overlap: number, ctx: PContext): CharPiece[] {
  return splitRecursive(text, { tokenizer: ctx.tokenizer, chunkSize: cap, overlap: boundOverlap(cap, overlap) }).map((p) => ({
    text: text.slice(p.start, p.end),
    start: p.start,
    overlapChars: p.overlapEnd - p.start,
  }));
}

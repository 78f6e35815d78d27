// Token counts of pieces by their places on their page: a chunk cut from a long line of CJK characters is
// counted from one pass over the line (Tokenizer.sliceCounter) instead of from its characters.

import { type PrefixCounts, prefixCountsOf, type SliceCounter, type SourceSlice } from '../../tokenizers/sliceCounter';
import { prefixCounterOf, sliceCounterOf, type Tokenizer } from '../../tokenizers';
import type { SentencePage } from './pages';
import { type Piece, slicePieces, textOf } from './pieces';

export interface PieceTokens {
  /** `tokenizer.countUpTo(textOf(pieces), limit)`. */
  countUpTo(pieces: readonly Piece[], limit: number): number;
  /** `tokenizer.countUpTo(textOf(pieces).slice(start, end), limit)`, without cutting a lone piece with a place. */
  countRangeUpTo(pieces: readonly Piece[], start: number, end: number, limit: number): number;
  /** Counts of prefixes of `textOf(pieces)`: `countAt(end)` is `tokenizer.countUpTo(textOf(pieces).slice(0, end), limit)`. */
  prefixCounter(pieces: readonly Piece[], limit: number): PrefixCounts;
}

/** Counts pieces that all come from one page by their places on it, any others by their text. */
export function pieceTokens(pages: readonly SentencePage[], tokenizer: Tokenizer): PieceTokens {
  const counters = new Map<number, SliceCounter>();
  const counterOf = (page: number): SliceCounter => {
    let counter = counters.get(page);
    if (!counter) counters.set(page, (counter = sliceCounterOf(tokenizer, pages[page].text)));
    return counter;
  };
  const onOnePage = (pieces: readonly Piece[]): { counter: SliceCounter; slices: SourceSlice[] } | undefined => {
    if (!pieces.length) return undefined;
    const page = pieces[0].page;
    const slices: SourceSlice[] = [];
    for (const p of pieces) {
      if (p.at === undefined || p.page !== page) return undefined;
      const last = slices[slices.length - 1];
      // Pieces that follow each other on the page (a chunk's own text after its overlap) are one slice.
      if (last && last.end === p.at) last.end += p.text.length;
      else if (p.text) slices.push({ start: p.at, end: p.at + p.text.length });
    }
    return { counter: counterOf(page), slices };
  };
  const countUpTo = (pieces: readonly Piece[], limit: number): number => {
    const placed = onOnePage(pieces);
    return placed ? placed.counter.countUpTo(placed.slices, limit) : tokenizer.countUpTo(textOf(pieces), limit);
  };
  return {
    countUpTo,
    countRangeUpTo(pieces, start, end, limit) {
      const [only] = pieces;
      if (pieces.length === 1 && only.at !== undefined) return counterOf(only.page).countUpTo([{ start: only.at + start, end: only.at + end }], limit);
      return countUpTo(slicePieces(pieces, start, end), limit);
    },
    prefixCounter(pieces, limit) {
      const placed = onOnePage(pieces);
      if (placed) return placed.counter.prefixCounter(placed.slices, limit);
      return prefixCountsOf(prefixCounterOf(tokenizer, textOf(pieces), limit), limit);
    },
  };
}

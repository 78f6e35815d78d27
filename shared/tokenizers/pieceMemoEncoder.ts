// Encodes one pre-tokenisation piece at a time (bytePairEncoder.ts), remembering each piece's token ids, so
// that a word seen before costs a map lookup instead of a byte-pair merge.
//
// Why it is exact: tiktoken cuts text into pieces with its regex and merges bytes inside each piece only, so a
// text's tokens are the concatenation of its pieces' tokens. A piece encoded alone is cut into exactly one
// piece again (the one alternative with a lookahead, trailing white space, only gets more room at the end of
// the piece). `tokenizers.test.ts` checks equality against js-tiktoken's own `encode` on tricky text, and
// `bench.ts tokenizers` on every corpus file.
//
// Why: the chunkers count a block, then the chunk that joins it with its neighbours, then the chunk with its
// overlap: the same words several times. Merging is most of an encoder's time; repeated words are most of
// any text.

import { detachString } from '../text/detachString';
import type { BytePairEncoder } from './bytePairEncoder';
import type { Encoder } from './types';
import { longRunSliceCounter, utf8Offsets } from './sliceCounter';

/** Pieces remembered before the memo starts over (the whole corpus has 288k distinct ones; ~60 MB at most). */
const PIECE_CAPACITY = 500_000;

/**
 * Characters of pieces remembered before the memo starts over (32 MB of UTF-16): a text of long pieces that
 * never repeat (a line of CJK text without spaces, counted again with every overlap a splitter tries) would
 * otherwise keep 500,000 of them and their ids, gigabytes.
 */
const PIECE_CHARACTERS = 16 * 1024 * 1024;

/** Pieces at least this long (UTF-16 units) without ASCII, or of ASCII letters, are counted without merging (see countPieceUpTo). */
const COUNTED_WITHOUT_MERGING = 64;

/** How far before a prefix's end the pieces of the whole text are the prefix's own (see piecewisePrefixCounter). */
const CUT_MARGIN = 4;

/** V8 slices of 13 or more characters are views into their parent string; shorter ones are copies. */
const SHORTEST_VIEW = 13;

/**
 * An encoder that cuts text into pieces with `pattern` and encodes each with `bytes`, memoising ids per
 * piece: the ids of js-tiktoken's `encode(text, [], [])` (special-token text is ordinary text).
 */
export function pieceMemoEncoder(bytes: BytePairEncoder, pattern: string): Encoder {
  const regex = new RegExp(pattern, 'gu');
  const sticky = new RegExp(pattern, 'yu');
  // Most pieces are one token: those are kept as the number itself, which saves an array per entry (less
  // for every garbage collection to walk).
  const pieces = new PieceMap<number | number[]>();
  const idsOf = (piece: string): number | number[] => {
    let ids = pieces.get(piece);
    if (ids === undefined) pieces.set(piece, (ids = bytes.encodePiece(piece)));
    return ids;
  };
  // Counts of long pieces counted without merging (countPieceUpTo): the count itself, or minus a lower bound
  // where counting stopped at a limit. A line of one character repeated is split into equal parts, asked again
  // and again.
  const counted = new PieceMap<number>();
  /** Visits each piece of `text` in order, until `visit` returns true. */
  const forEachPiece = (text: string, visit: (piece: string) => boolean | void): void => {
    let stopped = false;
    const end = cutPiecesInPlace(sticky, text, (start, stop) => (stopped = visit(text.slice(start, stop)) === true));
    if (stopped || end === text.length) return;
    regex.lastIndex = end;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) if (visit(m[0]) === true) return;
  };
  const countOf = (ids: number | number[]): number => (typeof ids === 'number' ? 1 : ids.length);
  /**
   * The tokens of `piece` when at most `room`, else some number above `room`. A long piece the memo has not
   * seen and that has no ASCII character, or only ASCII letters, is counted by prefix counts, which stop once the count is past `room`
   * and cost less than merging: a line of CJK text asked whether it fits a chunk is read for about a chunk.
   */
  const countPieceUpTo = (piece: string, room: number): number => {
    const known = pieces.get(piece);
    if (known !== undefined) return countOf(known);
    const fewest = Math.ceil(piece.length / bytes.longestTokenBytes);
    if (fewest > room) return fewest;
    if (piece.length >= COUNTED_WITHOUT_MERGING) {
      const remembered = counted.get(piece);
      if (remembered !== undefined && (remembered > 0 || -remembered > room)) return Math.abs(remembered);
      const n = bytes.countPieceUpTo(piece, room);
      if (n !== undefined) {
        counted.set(piece, n <= room ? n : -n);
        return n;
      }
    }
    return countOf(idsOf(piece));
  };
  const countUpTo = (text: string, limit: number): number => {
    const fewestInText = fewestTokensOver(text, limit, bytes.longestTokenBytes);
    if (fewestInText > limit) return fewestInText;
    let n = 0;
    forEachPiece(text, (piece) => {
      n += countPieceUpTo(piece, limit - n);
      return n > limit;
    });
    return n;
  };
  /**
   * The prefix counter of `text` through its last piece, when that piece is letters without case or ASCII letters; else null.
   * The pieces before it are counted once, only up to `limit` (past it every prefix through the last piece is).
   */
  const lastPieceCounter = (text: string, limit: number, direct: (end: number) => number): ((end: number) => number) | null => {
    // The last code point lies in the last two UTF-16 units: a text that does not end in such a letter is not
    // cut into pieces here.
    if (!ENDS_WITH_PREFIX_COUNTED_LETTER.test(text.slice(-2))) return null;
    let before = 0;
    let lastStart = 0;
    let last = '';
    forEachPiece(text, (piece) => {
      if (last && before <= limit) before += countPieceUpTo(last, limit - before);
      lastStart += last.length;
      last = piece;
    });
    if (lastStart + last.length !== text.length || !PREFIX_COUNTED_PIECE.test(last)) return null;
    const counts = bytes.prefixCounts(last);
    if (!counts) return null;
    const byteAt = utf8Offsets(last);
    return (end) => {
      const at = end > lastStart ? byteAt[end - lastStart] : -1;
      if (at < 0) return direct(end);
      if (before > limit) return before;
      const inLast = counts(at, limit - before);
      return inLast < 0 ? direct(end) : before + inLast;
    };
  };
  /**
   * Counts of prefixes of `text` from one cut of the whole text into pieces: a prefix is cut as the text is up
   * to the last piece boundary CUT_MARGIN units or more before its end, and only the rest is cut again.
   *
   * Why that is the prefix's own cut: the tiktoken patterns have no lookbehind, and a piece that ends at q is
   * chosen by reading its characters and one more (`\s+(?!\S)` looks one character ahead; the other
   * alternatives stop where their classes do). Cut short at `end`, a match attempt that read past `end` fails
   * where it failed before, or could end at `end`: then, without lookahead, it could end there in the whole
   * text too, and would have been chosen before one ending at q. So pieces ending at least two units (one
   * character, a surrogate pair) before `end` are the same in the prefix. Why: a splitter shrinking a chunk's
   * overlap one character at a time (`sentence`) counted each length from its start, on a line of emoji.
   */
  const piecewisePrefixCounter = (text: string, limit: number): ((end: number) => number) => {
    const starts = [0];
    const before = [0];
    let n = 0;
    cutPiecesInPlace(sticky, text, (start, stop) => {
      n += countPieceUpTo(text.slice(start, stop), limit - n);
      starts.push(stop);
      before.push(n);
      return n > limit;
    });
    return (end) => {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if (starts[mid] <= end - CUT_MARGIN) low = mid;
        else high = mid - 1;
      }
      return before[low] > limit ? before[low] : before[low] + countUpTo(text.slice(starts[low], end), limit - before[low]);
    };
  };
  const prefixCounter = (text: string, limit: number): ((end: number) => number) => {
    let piecewise: ((end: number) => number) | undefined;
    const direct = (end: number): number => (piecewise ??= piecewisePrefixCounter(text, limit))(end);
    let fast: ((end: number) => number) | null | undefined;
    return (end) => {
      fast ??= lastPieceCounter(text, limit, direct) ?? null;
      return fast ? fast(end) : direct(end);
    };
  };
  return {
    encode: (text) => {
      const out: number[] = [];
      forEachPiece(text, (piece) => {
        const ids = idsOf(piece);
        if (typeof ids === 'number') out.push(ids);
        else for (const id of ids) out.push(id);
      });
      return out;
    },
    count: (text) => {
      let n = 0;
      forEachPiece(text, (piece) => void (n += countPieceUpTo(piece, Infinity)));
      return n;
    },
    // Exact: the pieces are found left to right as in a whole encode, so the tokens counted so far are
    // tokens of the text; once they pass `limit`, the whole count does too. A piece not seen before that is
    // too long to fit in what is left of `limit` (UTF-8 has at least one byte per UTF-16 unit, and no token is
    // longer than `longestTokenBytes`) is not merged at all: merging a piece of a megabyte takes a second; a
    // long piece without ASCII is read only until its count passes what is left (countPieceUpTo). A
    // whole text whose UTF-8 bytes alone show it is over `limit` is not even cut into pieces: the tiktoken
    // pattern reads a line of a million letters as one piece, and a splitter asks again at every level.
    countUpTo,
    // When the text's last piece is letters without case (`\p{Lo}`: CJK, kana, Thai ...) or ASCII letters only,
    // every prefix ending inside it is its pieces before plus a prefix of that piece, read from one pass of
    // prefix counts that also stops at the limit. (A prefix of such a piece is one piece again under every
    // tiktoken pattern, and the pieces before it are cut as in the whole text: the first character of the piece
    // still follows them.)
    // Other texts are cut once, and each prefix is counted from the pieces before its last few characters.
    prefixCounter,
    // Slices that lie in long runs of letters of one kind (without case, ASCII lower or upper case) are counted from a pass over each run
    // (sliceCounter.ts); any other text as text.
    sliceCounter: (source, text) => longRunSliceCounter(source, bytes, text),
    decode: (tokens) => bytes.decode(tokens),
    tokenByteLengths: (tokens) => bytes.tokenByteLengths(tokens),
  };
}

/**
 * A map keyed by pieces that starts over once it holds PIECE_CAPACITY of them or PIECE_CHARACTERS characters
 * of keys. A key is stored detached from the text it was sliced from, so the memo never keeps a document alive.
 */
class PieceMap<V> {
  private map = new Map<string, V>();
  private characters = 0;

  get(piece: string): V | undefined {
    return this.map.get(piece);
  }

  set(piece: string, value: V): void {
    if (this.map.size >= PIECE_CAPACITY || this.characters + piece.length > PIECE_CHARACTERS) {
      this.map = new Map();
      this.characters = 0;
    }
    if (!this.map.has(piece)) this.characters += piece.length;
    this.map.set(piece.length >= SHORTEST_VIEW ? detachString(piece) : piece, value);
  }
}

/**
 * Visits the pieces `sticky` (the pattern with the `y` flag) matches one after another from the start of
 * `text`, and returns where that stopped: `text.length`, or the first place where no piece starts, or an empty
 * match, from which the caller goes on searching as the `g` pattern does, or the end of the piece for which
 * `visit` returned true.
 *
 * Why: the tiktoken patterns match every character, so their pieces follow each other without gaps, and
 * `test` with a sticky pattern finds the same pieces as `exec` with a global one without building a match
 * array per piece (one of the largest allocations of a corpus lint).
 */
export function cutPiecesInPlace(sticky: RegExp, text: string, visit: (start: number, end: number) => unknown): number {
  let start = 0;
  sticky.lastIndex = 0;
  while (start < text.length && sticky.test(text)) {
    const end = sticky.lastIndex;
    if (end === start) break;
    const stop = visit(start, end) === true;
    start = end;
    if (stop) break;
  }
  return start;
}

/** A piece whose prefixes are pieces again and are counted by prefix counts: letters without case, or ASCII letters. */
const PREFIX_COUNTED_PIECE = /^(?:\p{Lo}+|[A-Za-z]+)$/u;
const ENDS_WITH_PREFIX_COUNTED_LETTER = /[\p{Lo}A-Za-z]$/u;

/**
 * A lower bound of the tokens of `text` that is over `limit` when its UTF-8 bytes alone show the count is
 * (no token is longer than `longestTokenBytes`), else 0. UTF-8 takes 1 byte per UTF-16 unit below U+0080, 2
 * below U+0800 and per surrogate, 3 otherwise; the bytes are read only until they pass the bound.
 */
export function fewestTokensOver(text: string, limit: number, longestTokenBytes: number): number {
  const budget = limit * longestTokenBytes;
  if (text.length * 3 <= budget) return 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
    if (bytes > budget) return Math.ceil(bytes / longestTokenBytes);
  }
  return 0;
}

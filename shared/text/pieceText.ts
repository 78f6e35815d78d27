// A document text held as a list of flat pieces of a few thousand characters, so an edit copies one piece
// instead of the whole text. Why: an edited `string` is a concatenation that V8 copies into one new flat
// string when it is first read; for big-5mb.md that is 10 MB of fresh memory per keystroke (13–48 ms here,
// most of a keystroke). A PieceText is immutable; `edit` returns a new one that shares every untouched piece,
// and `diffTexts` finds an edit between two of them by comparing pieces by identity.

import { detachString } from './detachString';
import type { DocumentText } from './documentText';
import { lastNumberAtOrBefore } from './sortedSearch';

/**
 * Pieces are cut to about this many UTF-16 units; an edited piece over twice as long is cut again, and one
 * under a quarter as long is joined to a neighbour. An edit copies about one piece.
 */
const PIECE_LENGTH = 8192;

export class PieceText implements DocumentText {
  readonly length: number;
  /** The whole text once `toString` made it. */
  private flat: string | undefined;
  /** The piece the last offset lookup landed in: scans read nearby offsets one after another. */
  private cursor = 0;

  /** `pieces` are non-empty (but for a single empty one); `starts` are their offsets. */
  private constructor(
    private readonly pieces: readonly string[],
    private readonly starts: readonly number[],
    private readonly pieceLength: number,
  ) {
    const last = pieces.length - 1;
    this.length = starts[last] + pieces[last].length;
  }

  /**
   * Cuts `text` into pieces (views into it, so nothing is copied; `text` is also its flat form, which the views
   * keep alive anyway); tests make `pieceLength` small.
   */
  static from(text: string, pieceLength = PIECE_LENGTH): PieceText {
    const pieces = cutPieces(text, pieceLength, false);
    const result = new PieceText(pieces, startsOf(pieces, [], 0), pieceLength);
    result.flat = text;
    return result;
  }

  /** This text with `[start, end)` replaced by `inserted` (offsets clamped to the text). */
  edit(start: number, end: number, inserted: string): PieceText {
    const from = clamp(start, 0, this.length);
    const to = clamp(end, from, this.length);
    let first = this.pieceAt(from);
    let last = to > from ? this.pieceAt(to - 1) : first;
    let middle = this.pieces[first].slice(0, from - this.starts[first]) + inserted + this.pieces[last].slice(to - this.starts[last]);
    if (middle.length < this.pieceLength / 4) {
      if (last + 1 < this.pieces.length) middle += this.pieces[++last];
      else if (first > 0) middle = this.pieces[--first] + middle;
    }
    const pieces = this.pieces.slice(0, first);
    for (const piece of cutPieces(middle, this.pieceLength, true)) if (piece.length > 0) pieces.push(piece);
    for (let i = last + 1; i < this.pieces.length; i++) pieces.push(this.pieces[i]);
    if (pieces.length === 0) pieces.push('');
    return new PieceText(pieces, startsOf(pieces, this.starts.slice(0, first), first), this.pieceLength);
  }

  charCodeAt(index: number): number {
    if (!(index >= 0 && index < this.length)) return NaN;
    const k = this.pieceAt(index);
    return this.pieces[k].charCodeAt(index - this.starts[k]);
  }

  slice(start?: number, end?: number): string {
    const from = relativeIndex(start, 0, this.length);
    const to = relativeIndex(end, this.length, this.length);
    if (to <= from) return '';
    let k = this.pieceAt(from);
    const local = from - this.starts[k];
    if (to <= this.starts[k] + this.pieces[k].length) return this.pieces[k].slice(local, to - this.starts[k]);
    let out = this.pieces[k].slice(local);
    for (k++; to > this.starts[k] + this.pieces[k].length; k++) out += this.pieces[k];
    return out + this.pieces[k].slice(0, to - this.starts[k]);
  }

  indexOf(search: string, position?: number): number {
    let from = clamp(Math.trunc(position ?? 0) || 0, 0, this.length);
    if (search.length === 0) return from;
    for (let k = this.pieceAt(from); k < this.pieces.length; k++) {
      const start = this.starts[k];
      const pieceEnd = start + this.pieces[k].length;
      const found = this.pieces[k].indexOf(search, from - start);
      if (found >= 0) return start + found;
      // A match across the piece's end starts in its last search.length - 1 units.
      if (search.length > 1 && pieceEnd < this.length) {
        const seamFrom = Math.max(from, pieceEnd - search.length + 1);
        const across = this.slice(seamFrom, pieceEnd + search.length - 1).indexOf(search);
        if (across >= 0) return seamFrom + across;
      }
      from = pieceEnd;
    }
    return -1;
  }

  lastIndexOf(search: string, position?: number): number {
    const at = position === undefined || Number.isNaN(position) ? this.length : clamp(Math.trunc(position), 0, this.length);
    if (search.length === 0) return at;
    const latest = Math.min(at, this.length - search.length);
    for (let k = latest < 0 ? -1 : this.pieceAt(latest); k >= 0; k--) {
      const start = this.starts[k];
      const pieceEnd = start + this.pieces[k].length;
      const last = Math.min(latest, pieceEnd - 1);
      const seamFrom = Math.max(start, pieceEnd - search.length + 1);
      if (search.length > 1 && last >= seamFrom) {
        const across = this.slice(seamFrom, last + search.length).lastIndexOf(search);
        if (across >= 0) return seamFrom + across;
      }
      const found = this.pieces[k].lastIndexOf(search, last - start);
      if (found >= 0) return start + found;
    }
    return -1;
  }

  /** The whole text as one flat string, made on the first call and kept (a copy of the whole document). */
  toString(): string {
    return (this.flat ??= this.pieces.length === 1 ? this.pieces[0] : this.pieces.join(''));
  }

  /**
   * How much of the start and of the end of `this` and `other` is the same piece objects, in units: a lower
   * bound of their common prefix and suffix that costs one comparison per piece, not per character.
   */
  sharedEnds(other: PieceText): { prefix: number; suffix: number } {
    const a = this.pieces;
    const b = other.pieces;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    const prefix = i < a.length ? this.starts[i] : this.length;
    let suffix = 0;
    for (let j = 1; j <= a.length - i && j <= b.length - i && a[a.length - j] === b[b.length - j]; j++) suffix += a[a.length - j].length;
    return { prefix, suffix };
  }

  /** Index of the piece holding `offset` (the last piece for the text's end). */
  private pieceAt(offset: number): number {
    const k = this.cursor;
    if (offset >= this.starts[k] && (offset < this.starts[k] + this.pieces[k].length || k === this.pieces.length - 1)) return k;
    return (this.cursor = lastNumberAtOrBefore(this.starts, offset));
  }
}

/**
 * Cuts `text` into pieces of about `pieceLength`. With `detach`, the pieces are copied out of `text` (it is a
 * concatenation of old pieces, which must not stay alive through views into it).
 */
function cutPieces(text: string, pieceLength: number, detach: boolean): string[] {
  const source = detach ? detachString(text) : text;
  if (source.length <= 2 * pieceLength) return [source];
  const count = Math.ceil(source.length / pieceLength);
  const size = Math.ceil(source.length / count);
  const pieces: string[] = [];
  for (let at = 0; at < source.length; at += size) pieces.push(source.slice(at, at + size));
  return pieces;
}

/** Appends to `starts` (the offsets of `pieces[0, from)`) the offsets of the pieces from `from` on. */
function startsOf(pieces: readonly string[], starts: number[], from: number): number[] {
  let offset = from > 0 ? starts[from - 1] + pieces[from - 1].length : 0;
  for (let i = from; i < pieces.length; i++) {
    starts.push(offset);
    offset += pieces[i].length;
  }
  return starts;
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/** An index argument as `String.prototype.slice` reads it: negative counts from the end. */
function relativeIndex(value: number | undefined, fallback: number, length: number): number {
  if (value === undefined) return fallback;
  const n = Math.trunc(value) || 0;
  return n < 0 ? Math.max(0, length + n) : Math.min(n, length);
}

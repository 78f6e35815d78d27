// Recursive subdivision of one span over the token cap: a sentence ending near the middle, else a word break,
// else the midpoint with a 10% duplicated overlap; recursing until every part fits the cap.

import type { ChunkNote } from '../../model/types';
import type { ReportSplit } from './draft';
import type { SentenceLimits } from './limits';
import { markOverlap, type Piece, slicePieces, textOf } from './pieces';
import { hasBreakIn, isBreakAt, SENTENCE_ENDINGS, WORD_BREAKS } from './punctuation';
import { notesByNumber } from './sharedNotes';

/** One part of an oversized span; `end` says how its end was cut (absent for the span's own end). */
export interface SplitPart {
  pieces: Piece[];
  end?: ChunkNote;
}

/** The recursive-split overlap is fixed by the document at 10% of the character length, on each side. */
const SPLIT_OVERLAP_PERCENT = 10;

/** Positions scanned one by one on each side of the middle before a native search takes over. */
const NEAR_MIDDLE = 64;

/** A character class of `set`'s characters (each one UTF-16 unit), for a native search. */
function characterClass(set: ReadonlySet<string>): RegExp {
  return new RegExp(`[${[...set].map((c) => c.replace(/[\\\]^\-[]/g, '\\$&')).join('')}]`, 'g');
}

const SPLIT_CHARACTERS = [
  ['sentence', SENTENCE_ENDINGS, characterClass(SENTENCE_ENDINGS)],
  ['word', WORD_BREAKS, characterClass(WORD_BREAKS)],
] as const;

/**
 * Where to cut `text` near its middle: scanning outward from `len // 2` while still outside the outer
 * thirds, first for a sentence ending, then for a word break; the cut falls just after that character.
 * `hasBreak(from, to)` says whether `text[from, to)` holds either kind (a caller may know it without a scan).
 */
export function findSplitPosition(
  text: string,
  hasBreak: (from: number, to: number) => boolean = (from, to) => hasBreakIn(text, from, to),
): { at: number; kind: 'sentence' | 'word' } | undefined {
  if (text.length < 4) return undefined;
  const mid = Math.trunc(text.length / 2);
  const limit = Math.trunc(text.length / 3);
  // A text with no split character of either kind in its central third is cut at its midpoint at once.
  if (!hasBreak(limit + 1, Math.min(text.length, 2 * mid - limit))) return undefined;
  for (const [kind, set, pattern] of SPLIT_CHARACTERS) {
    const found = nearestToMiddle(text, set, pattern, mid, mid - limit);
    if (found !== undefined) return { at: found + 1, kind };
  }
  return undefined;
}

/**
 * The index of `set`'s character nearest `mid`, among `mid - pos` and `mid + pos` for `0 <= pos < reach`
 * (the left one on a tie), as a scan outward finds it. Past the first positions the two sides are searched
 * natively, each in a slice that ends where its side does: a scan in script would read a third of a text
 * without breaks (a line of CJK characters) on every level of the recursive split, and a search of the whole
 * string would read on to its end.
 */
function nearestToMiddle(text: string, set: ReadonlySet<string>, pattern: RegExp, mid: number, reach: number): number | undefined {
  const near = Math.min(reach, NEAR_MIDDLE);
  for (let pos = 0; pos < near; pos++) {
    if (set.has(text[mid - pos])) return mid - pos;
    if (mid + pos < text.length && set.has(text[mid + pos])) return mid + pos;
  }
  if (near === reach) return undefined;
  const leftWindow = text.slice(mid - reach + 1, mid - near + 1);
  let left = -1;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(leftWindow); m !== null; m = pattern.exec(leftWindow)) left = mid - reach + 1 + m.index;
  const rightStart = mid + near;
  const rightWindow = text.slice(rightStart, Math.min(text.length, mid + reach));
  pattern.lastIndex = 0;
  const next = pattern.exec(rightWindow);
  const right = next !== null ? rightStart + next.index : -1;
  if (right < 0) return left < 0 ? undefined : left;
  return left >= 0 && mid - left <= right - mid ? left : right;
}

const midpointNote = notesByNumber('fallback', (n) => `no sentence ending or word break near the middle: split at the midpoint, ${n} characters duplicated in the next chunk`);

/** Moves `i` off the middle of a surrogate pair (JavaScript strings count UTF-16 units). */
function onCodePoint(text: string, i: number, direction: 1 | -1): number {
  const low = text.charCodeAt(i);
  return i > 0 && i < text.length && low >= 0xdc00 && low <= 0xdfff ? i + direction : i;
}

/**
 * Splits `pieces` until every part is within `limits.maxTokens`, handing the parts to `onPart` in order; a
 * single character that is not is kept whole.
 */
export function splitOversized(pieces: Piece[], limits: SentenceLimits, report: ReportSplit, onPart: (part: SplitPart) => void): void {
  const text = textOf(pieces);
  const span: OversizedSpan = { pieces, text, breaks: breakPositions(text), limits, report, onPart, cuts: 0, duplicated: 0, firstCut: 0, lastCutEnd: 0 };
  splitPart(span, 0, text.length, 0);
  if (span.last) onPart(span.last);
  if (span.cuts) {
    const what = `A span over ${limits.maxTokens} tokens with no sentence ending or word break near its middle was cut at its midpoint`;
    const how = span.cuts === 1 ? `with ${span.duplicated} duplicated characters` : `${span.cuts} times, with ${span.duplicated} characters duplicated in all`;
    report(slicePieces(pieces, span.firstCut, span.lastCutEnd), `${what} ${how}`);
  }
}

/**
 * One oversized span being split, and what splitting it has made so far. A part is an offset range of the
 * span's text, counted by its place on the page; its pieces are cut from the span's only for the parts kept
 * (and for counting, in a span of several pieces), not at every level of the recursion. The last part made is
 * held back until the next one, since the cut that ends it is known only then; the others go to `onPart` (a
 * line of CJK text is 131,071 parts, and collected they all lived through every garbage collection of the
 * split).
 *
 * The parts of a span overlap by a fifth of it at every level, so the parts searched add up to many times the
 * text: the break positions answer "is there a break in the central third?" without reading it.
 *
 * The midpoint cuts are reported once for the span (a line of a million CJK characters takes 131,071 of
 * them): how many, the characters they duplicate, and from where the first cut part starts to where the last
 * one ends.
 */
interface OversizedSpan {
  pieces: Piece[];
  text: string;
  breaks: readonly number[];
  limits: SentenceLimits;
  report: ReportSplit;
  onPart: (part: SplitPart) => void;
  last?: SplitPart;
  cuts: number;
  duplicated: number;
  firstCut: number;
  lastCutEnd: number;
}

/** The positions of sentence endings and word breaks in `text`, in order. */
function breakPositions(text: string): number[] {
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) if (isBreakAt(text, i)) positions.push(i);
  return positions;
}

/** Whether a position of `sorted` lies in [from, to). */
function anyIn(sorted: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < from) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low] < to;
}

/**
 * The pieces of part [start, end) of the span, where [start, repeatedEnd) repeats the end of the part before
 * it (the midpoint overlap) and is marked so.
 */
function partPieces(span: OversizedSpan, start: number, end: number, repeatedEnd: number): Piece[] {
  if (repeatedEnd <= start) return slicePieces(span.pieces, start, end);
  return [...markOverlap(slicePieces(span.pieces, start, repeatedEnd)), ...slicePieces(span.pieces, repeatedEnd, end)];
}

/** Hands the part held back to `onPart` and holds back `pieces`. */
function keep(span: OversizedSpan, pieces: Piece[]): void {
  if (span.last) span.onPart(span.last);
  span.last = { pieces };
}

/** Makes the parts of [start, end) (see partPieces for `repeatedEnd`). */
function splitPart(span: OversizedSpan, start: number, end: number, repeatedEnd: number): void {
  const { limits } = span;
  if (limits.countRangeUpTo(span.pieces, start, end, limits.maxTokens) <= limits.maxTokens) {
    keep(span, partPieces(span, start, end, repeatedEnd));
    return;
  }
  const text = span.text.slice(start, end);
  if (text.length < 2 || (text.length === 2 && text.codePointAt(0)! > 0xffff)) {
    const pieces = partPieces(span, start, end, repeatedEnd);
    span.report(pieces, `One character holds more than ${limits.maxTokens} tokens and cannot be split under the cap`);
    keep(span, pieces);
    return;
  }
  let firstEnd: number;
  let secondStart: number;
  let note: ChunkNote;
  const found = findSplitPosition(text, (from, to) => anyIn(span.breaks, start + from, start + to));
  if (found) {
    firstEnd = secondStart = found.at;
    note = found.kind === 'sentence'
      ? { reason: 'sentence-split', detail: `oversized span split at a sentence ending near its middle (over ${limits.maxTokens} tokens)` }
      : { reason: 'word-split', detail: `oversized span split at a word break near its middle (no sentence ending in its central third)` };
  } else {
    const middle = Math.trunc(text.length / 2);
    const overlap = Math.trunc((text.length * SPLIT_OVERLAP_PERCENT) / 100);
    firstEnd = onCodePoint(text, middle + overlap, 1);
    secondStart = onCodePoint(text, middle - overlap, -1);
    note = midpointNote(firstEnd - secondStart);
    if (!span.cuts++) span.firstCut = start;
    span.lastCutEnd = end;
    span.duplicated += firstEnd - secondStart;
  }
  splitPart(span, start, start + firstEnd, Math.min(repeatedEnd, start + firstEnd));
  span.last!.end = note;
  // The second part repeats [secondStart, firstEnd) of this one, and whatever of it this one repeats.
  splitPart(span, start + secondStart, end, Math.max(repeatedEnd, start + firstEnd));
}

// Recursive subdivision of one span over the token cap: a sentence ending near the middle, else a word break,
// else the midpoint with a 10% duplicated overlap; recursing until every part fits the cap.

import type { ChunkNote } from '../../model';
import type { ReportSplit } from './draft';
import type { SentenceLimits } from './limits';
import { markOverlap, type Piece, slicePieces, textOf } from './pieces';
import { SENTENCE_ENDINGS, WORD_BREAKS } from './punctuation';

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
function characterClass(set: ReadonlySet<string>, flags = 'g'): RegExp {
  return new RegExp(`[${[...set].map((c) => c.replace(/[\\\]^\-[]/g, '\\$&')).join('')}]`, flags);
}

/** Either kind of split character: a text with none in its central third is cut at its midpoint at once. */
const ANY_SPLIT_CHARACTER = characterClass(new Set([...SENTENCE_ENDINGS, ...WORD_BREAKS]), '');

const SPLIT_CHARACTERS = [
  ['sentence', SENTENCE_ENDINGS, characterClass(SENTENCE_ENDINGS)],
  ['word', WORD_BREAKS, characterClass(WORD_BREAKS)],
] as const;

/**
 * Where to cut `text` near its middle: scanning outward from `len // 2` while still outside the outer
 * thirds, first for a sentence ending, then for a word break; the cut falls just after that character.
 */
export function findSplitPosition(text: string): { at: number; kind: 'sentence' | 'word' } | undefined {
  if (text.length < 4) return undefined;
  const mid = Math.trunc(text.length / 2);
  const limit = Math.trunc(text.length / 3);
  if (!ANY_SPLIT_CHARACTER.test(text.slice(limit + 1, Math.min(text.length, 2 * mid - limit)))) return undefined;
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

/** Moves `i` off the middle of a surrogate pair (JavaScript strings count UTF-16 units). */
function onCodePoint(text: string, i: number, direction: 1 | -1): number {
  const low = text.charCodeAt(i);
  return i > 0 && i < text.length && low >= 0xdc00 && low <= 0xdfff ? i + direction : i;
}

/** Splits `pieces` until every part is within `limits.maxTokens`; a single character that is not is kept whole. */
export function splitOversized(pieces: Piece[], limits: SentenceLimits, report: ReportSplit): SplitPart[] {
  const parts: SplitPart[] = [];
  splitInto(pieces, textOf(pieces), limits, report, parts);
  return parts;
}

/**
 * Appends the parts of `pieces` to `parts` (one array for the whole recursion, not one per level). `text` is
 * `textOf(pieces)`, passed down as slices of the first: joined again from the pieces at every level, each
 * node's text was a new string, copied in full by the first search in it.
 */
function splitInto(pieces: Piece[], text: string, limits: SentenceLimits, report: ReportSplit, parts: SplitPart[]): void {
  if (limits.countPiecesUpTo(pieces, limits.maxTokens) <= limits.maxTokens) {
    parts.push({ pieces });
    return;
  }
  if (text.length < 2 || (text.length === 2 && text.codePointAt(0)! > 0xffff)) {
    report(pieces, `One character holds more than ${limits.maxTokens} tokens and cannot be split under the cap`);
    parts.push({ pieces });
    return;
  }
  let first: Piece[];
  let second: Piece[];
  let firstEnd: number;
  let secondStart: number;
  let note: ChunkNote;
  const found = findSplitPosition(text);
  if (found) {
    firstEnd = secondStart = found.at;
    first = slicePieces(pieces, 0, found.at);
    second = slicePieces(pieces, found.at);
    note = found.kind === 'sentence'
      ? { reason: 'sentence-split', detail: `oversized span split at a sentence ending near its middle (over ${limits.maxTokens} tokens)` }
      : { reason: 'word-split', detail: `oversized span split at a word break near its middle (no sentence ending in its central third)` };
  } else {
    const middle = Math.trunc(text.length / 2);
    const overlap = Math.trunc((text.length * SPLIT_OVERLAP_PERCENT) / 100);
    firstEnd = onCodePoint(text, middle + overlap, 1);
    secondStart = onCodePoint(text, middle - overlap, -1);
    first = slicePieces(pieces, 0, firstEnd);
    second = [...markOverlap(slicePieces(pieces, secondStart, firstEnd)), ...slicePieces(pieces, firstEnd)];
    note = { reason: 'fallback', detail: `no sentence ending or word break near the middle: split at the midpoint, ${firstEnd - secondStart} characters duplicated in the next chunk` };
    report(pieces, `A span over ${limits.maxTokens} tokens with no sentence ending or word break near its middle was cut at its midpoint with ${firstEnd - secondStart} duplicated characters`);
  }
  splitInto(first, text.slice(0, firstEnd), limits, report, parts);
  parts[parts.length - 1].end = note;
  splitInto(second, text.slice(secondStart), limits, report, parts);
}

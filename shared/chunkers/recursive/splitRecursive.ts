// Recursive character splitting measured in tokens (LightRAG's R strategy, LangChain's recursive splitter
// semantics): split on the strongest separator present, keep the separator at the start of the next piece,
// recurse into pieces that are still too long, then pack pieces into chunks with a token overlap.
// Written here (not taken from @langchain/textsplitters) because chunklens needs the exact source range of
// every chunk and of its overlap, which that library does not report.

import type { Tokenizer } from '../../tokenizers';

/**
 * The separator cascade: paragraph, line, CJK sentence ends (。！？), CJK clause marks (；，、), then the
 * full-width and ideographic variants (．！？ are covered above; ：, ideographic space U+3000), space, and
 * finally "" (one piece per code point). English `.?!` are deliberately absent, as in LightRAG.
 */
export const DEFAULT_SEPARATORS: readonly string[] = ['\n\n', '\n', '。', '！', '？', '；', '，', '、', ' ', ''];

/** One chunk as a range of the split text; `[start, overlapEnd)` repeats the end of the previous chunk. */
export interface TextPiece {
  start: number;
  end: number;
  overlapEnd: number;
}

export interface SplitOptions {
  tokenizer: Tokenizer;
  chunkSize: number;
  overlap: number;
  separators?: readonly string[];
}

/**
 * Splits `text` into whitespace-trimmed ranges of at most `chunkSize` tokens where a separator allows (a
 * single piece with no separator left may exceed it, as in the reference), consecutive chunks sharing up to
 * `overlap` tokens. Concatenating the non-overlap parts of the ranges gives back every non-space character.
 */
export function splitRecursive(text: string, options: SplitOptions): TextPiece[] {
  if (!text.trim()) return [];
  const chunkSize = Math.max(Math.trunc(options.chunkSize), 1);
  const overlap = Math.min(Math.max(Math.trunc(options.overlap), 0), Math.max(chunkSize - 1, 0));
  // A text without separators is split into code points, a million of them in a long line of CJK text, each
  // measured twice: a code point's count is looked up here, not passed through the tokenizer's memo each time.
  const codePointCounts = new Map<string, number>();
  const count = (start: number, end: number) => {
    const slice = text.slice(start, end);
    if (end - start > 2) return options.tokenizer.count(slice);
    let n = codePointCounts.get(slice);
    if (n === undefined) codePointCounts.set(slice, (n = options.tokenizer.count(slice)));
    return n;
  };
  // "Under the chunk size?" needs the count only up to it: a long line is not encoded whole before it is split.
  const under = (start: number, end: number) =>
    (end - start > 2 ? options.tokenizer.countUpTo(text.slice(start, end), chunkSize) : count(start, end)) < chunkSize;
  const ranges = splitLevel(text, [0, text.length], options.separators ?? DEFAULT_SEPARATORS, chunkSize, overlap, { count, under });
  const out: TextPiece[] = [];
  let prevEnd = 0;
  for (const [s, e] of ranges) {
    const [start, end] = trim(text, s, e);
    if (start >= end) continue;
    out.push({ start, end, overlapEnd: out.length && start < prevEnd ? Math.min(prevEnd, end) : start });
    prevEnd = Math.max(prevEnd, end);
  }
  return out;
}

type Range = [number, number];

/** How splits are measured: their token count, and whether it is under the chunk size. */
interface Measure {
  count: (start: number, end: number) => number;
  under: (start: number, end: number) => boolean;
}

/**
 * The splits of one level, split `k` being `[starts[k], ends[k])` of the text. Why two arrays of numbers: a line
 * without separators has a split per code point, and an array per split (two million of them on a line of two
 * million letters) was most of the garbage collector's time, which grew faster than the line.
 */
interface Splits {
  starts: number[];
  ends: number[];
}

function splitLevel(text: string, range: Range, separators: readonly string[], chunkSize: number, overlap: number, measure: Measure, out: Range[] = []): Range[] {
  const slice = text.slice(range[0], range[1]);
  let sep = separators[separators.length - 1] ?? '';
  let rest: readonly string[] = [];
  for (let i = 0; i < separators.length; i++) {
    if (separators[i] === '' || slice.includes(separators[i])) {
      sep = separators[i];
      rest = separators.slice(i + 1);
      break;
    }
  }
  const splits = splitKeepingSeparator(slice, sep, range[0]);
  const { starts, ends } = splits;
  // The splits under the chunk size since the last one over it: [firstUnder, k).
  let firstUnder = 0;
  for (let k = 0; k < starts.length; k++) {
    if (measure.under(starts[k], ends[k])) continue;
    if (firstUnder < k) mergeSplits(splits, firstUnder, k, chunkSize, overlap, measure.count, out);
    firstUnder = k + 1;
    if (rest.length) splitLevel(text, [starts[k], ends[k]], rest, chunkSize, overlap, measure, out);
    else out.push([starts[k], ends[k]]);
  }
  if (firstUnder < starts.length) mergeSplits(splits, firstUnder, starts.length, chunkSize, overlap, measure.count, out);
  return out;
}

/**
 * Ranges of `s` cut before every occurrence of `sep` (the separator starts the next piece); "" → code points.
 * Offsets are `at` plus offsets in `s`.
 */
function splitKeepingSeparator(s: string, sep: string, at: number): Splits {
  const out: Splits = { starts: [], ends: [] };
  const add = (start: number, end: number) => {
    out.starts.push(at + start);
    out.ends.push(at + end);
  };
  if (sep === '') {
    for (let i = 0; i < s.length; ) {
      const c = s.charCodeAt(i);
      const next = c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? i + 2 : i + 1;
      add(i, next);
      i = next;
    }
    return out;
  }
  let start = 0;
  let found = s.indexOf(sep, s.startsWith(sep) ? sep.length : 0);
  while (found !== -1) {
    if (found > start) add(start, found);
    start = found;
    found = s.indexOf(sep, found + sep.length);
  }
  if (s.length > start) add(start, s.length);
  return out;
}

/**
 * Packs the contiguous splits [from, to) into chunks of < chunkSize tokens (summed per split), carrying
 * `overlap` tokens, and appends them to `docs`. The window of current splits is `[first, k)`, so dropping its
 * head costs nothing (a copy per dropped split was quadratic in the splits of one chunk).
 */
function mergeSplits(splits: Splits, from: number, to: number, chunkSize: number, overlap: number, count: Measure['count'], docs: Range[]): void {
  const { starts, ends } = splits;
  const counts = new Float64Array(to - from);
  for (let k = from; k < to; k++) counts[k - from] = count(starts[k], ends[k]);
  let first = from;
  let total = 0;
  for (let k = from; k < to; k++) {
    const n = counts[k - from];
    if (first < k && total + n > chunkSize) {
      docs.push([starts[first], ends[k - 1]]);
      while (first < k && (total > overlap || (total + n > chunkSize && total > 0))) {
        total -= counts[first - from];
        first++;
      }
    }
    total += n;
  }
  if (first < to) docs.push([starts[first], ends[to - 1]]);
}

function trim(text: string, start: number, end: number): Range {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return [start, end];
}

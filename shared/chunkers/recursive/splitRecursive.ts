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
  const count = (s: Range) => {
    const slice = text.slice(s[0], s[1]);
    if (s[1] - s[0] > 2) return options.tokenizer.count(slice);
    let n = codePointCounts.get(slice);
    if (n === undefined) codePointCounts.set(slice, (n = options.tokenizer.count(slice)));
    return n;
  };
  // "Under the chunk size?" needs the count only up to it: a long line is not encoded whole before it is split.
  const under = (s: Range) =>
    (s[1] - s[0] > 2 ? options.tokenizer.countUpTo(text.slice(s[0], s[1]), chunkSize) : count(s)) < chunkSize;
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

function splitLevel(
  text: string,
  range: Range,
  separators: readonly string[],
  chunkSize: number,
  overlap: number,
  measure: { count: (r: Range) => number; under: (r: Range) => boolean },
  out: Range[] = [],
): Range[] {
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
  const splits = splitKeepingSeparator(slice, sep).map(([s, e]): Range => [s + range[0], e + range[0]]);
  let good: Range[] = [];
  for (const split of splits) {
    if (measure.under(split)) {
      good.push(split);
      continue;
    }
    if (good.length) mergeSplits(good, chunkSize, overlap, measure.count, out);
    good = [];
    if (rest.length) splitLevel(text, split, rest, chunkSize, overlap, measure, out);
    else out.push(split);
  }
  if (good.length) mergeSplits(good, chunkSize, overlap, measure.count, out);
  return out;
}

/** Ranges of `s` cut before every occurrence of `sep` (the separator starts the next piece); "" → code points. */
function splitKeepingSeparator(s: string, sep: string): Range[] {
  const out: Range[] = [];
  if (sep === '') {
    let i = 0;
    for (const ch of s) {
      out.push([i, i + ch.length]);
      i += ch.length;
    }
    return out;
  }
  let start = 0;
  let at = s.indexOf(sep, s.startsWith(sep) ? sep.length : 0);
  while (at !== -1) {
    if (at > start) out.push([start, at]);
    start = at;
    at = s.indexOf(sep, at + sep.length);
  }
  if (s.length > start) out.push([start, s.length]);
  return out;
}

/**
 * Packs contiguous splits into chunks of < chunkSize tokens (summed per split), carrying `overlap` tokens, and
 * appends them to `docs`. The window of current splits is `splits[first..]`, so dropping its head costs
 * nothing (a copy per dropped split was quadratic in the splits of one chunk).
 */
function mergeSplits(splits: Range[], chunkSize: number, overlap: number, count: (r: Range) => number, docs: Range[]): void {
  const counts = splits.map(count);
  let first = 0;
  let total = 0;
  for (let k = 0; k < splits.length; k++) {
    const n = counts[k];
    if (first < k && total + n > chunkSize) {
      docs.push([splits[first][0], splits[k - 1][1]]);
      while (first < k && (total > overlap || (total + n > chunkSize && total > 0))) {
        total -= counts[first];
        first++;
      }
    }
    total += n;
  }
  if (first < splits.length) docs.push([splits[first][0], splits[splits.length - 1][1]]);
}

function trim(text: string, start: number, end: number): Range {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return [start, end];
}

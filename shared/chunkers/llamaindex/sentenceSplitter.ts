// LlamaIndex's SentenceSplitter (llama_index/core/node_parser/text/sentence.py): split by paragraph separator,
// then sentences (Punkt), then the secondary regex, the word separator and characters until every split fits;
// merge splits up to chunk_size with overlap from the end of the previous chunk; strip each chunk.

import { LibraryError } from '../libraryError';
import { stripRanges } from './stripRanges';
import { splitBySentenceTokenizer } from './punktSentences';
import { splitByRegex, splitBySep, type Range, type SplitFn } from './splitFunctions';

export interface SentenceSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  separator: string;
  paragraphSeparator: string;
  secondaryChunkingRegex: string | null;
  /** `len(tokenizer(text))` when at most `limit`, else any number above it (Tokenizer.countUpTo). */
  lengthUpTo: (text: string, limit: number) => number;
}

/**
 * `lengthUpTo(text.slice(start, end), limit)` for ranges of the text being split, where the caller can count
 * a range without cutting it out (HierarchicalNodeParser counts the ranges of its nodes by their places in the
 * document).
 */
export type RangeCounter = (start: number, end: number, limit: number) => number;

/**
 * `_split`'s splits in order, three numbers each: split i is `text[starts[i], ends[i])` of `tokens[i]` tokens. A
 * word longer than the chunk size is split into its characters, two million of them in a 2 MB word, at every
 * level of HierarchicalNodeParser: numbers in typed arrays instead of an object per split.
 */
class Splits {
  starts: Int32Array = new Int32Array(1024);
  ends: Int32Array = new Int32Array(1024);
  tokens: Int32Array = new Int32Array(1024);
  length = 0;

  add(start: number, end: number, tokens: number): void {
    if (this.length === this.starts.length) {
      this.starts = grown(this.starts);
      this.ends = grown(this.ends);
      this.tokens = grown(this.tokens);
    }
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.tokens[this.length++] = tokens;
  }
}

function grown(array: Int32Array): Int32Array {
  const bigger = new Int32Array(2 * array.length);
  bigger.set(array);
  return bigger;
}

/**
 * `_split_text(text, chunk_size)`: the chunks of `text`, each as the ranges of `text` it joins (already
 * stripped as `_postprocess_chunks` strips, ranges that meet joined; whitespace-only chunks dropped).
 * `chunkSize` is the effective size (`split_text_metadata_aware` subtracts the metadata's length).
 * `countRange` counts ranges of `text` (default: `args.lengthUpTo` of their text). Throws LibraryError where
 * Python raises.
 */
export function splitSentences(
  text: string,
  chunkSize: number,
  args: SentenceSplitterArgs,
  countRange: RangeCounter = (start, end, limit) => args.lengthUpTo(text.slice(start, end), limit),
): Range[][] {
  if (text === '') return []; // Python returns [""]: one empty node, which has no source to show
  // Paragraphs and sentences, then the secondary regex and the word separator; characters when none cuts.
  const splitFns: SplitFn[] = [
    splitBySep(args.paragraphSeparator),
    splitBySentenceTokenizer,
    ...(args.secondaryChunkingRegex ? [splitByRegex(args.secondaryChunkingRegex)] : []),
    splitBySep(args.separator),
  ];
  /** The ranges of the first function that cuts [start, end) in more than one, or undefined: cut it into code points. */
  const splitsByFns = (start: number, end: number): Range[] | undefined => {
    for (const fn of splitFns) {
      const ranges = fn(text, start, end);
      if (ranges.length > 1) return ranges;
    }
    return undefined;
  };
  const splits = new Splits();
  const add = (start: number, end: number, tokens: number): void => splits.add(start, end, tokens);
  // Exact wherever it is at most chunk_size, which is all a split keeps: a longer text is only cut further. The
  // count of one code point depends on nothing else, so each is counted once (ASCII in an array).
  const asciiTokens = new Int32Array(0x80).fill(-1);
  const codePointTokens = new Map<number, number>();
  const tokensOfCodePoint = (codePoint: number, start: number, end: number): number => {
    if (codePoint < 0x80) {
      if (asciiTokens[codePoint] < 0) asciiTokens[codePoint] = countRange(start, end, chunkSize);
      return asciiTokens[codePoint];
    }
    let tokens = codePointTokens.get(codePoint);
    if (tokens === undefined) codePointTokens.set(codePoint, (tokens = countRange(start, end, chunkSize)));
    return tokens;
  };

  // `tokens` is countRange(start, end, chunkSize), counted once by the caller (Python counts a piece again when it
  // recurses on it).
  const split = (start: number, end: number, tokens: number): void => {
    if (tokens <= chunkSize) return add(start, end, tokens);
    const ranges = splitsByFns(start, end);
    if (ranges) {
      for (const piece of ranges) {
        const pieceTokens = countRange(piece.start, piece.end, chunkSize);
        if (pieceTokens <= chunkSize) add(piece.start, piece.end, pieceTokens);
        else split(piece.start, piece.end, pieceTokens);
      }
      return;
    }
    // `split_by_char()`: Python's `list(text)`.
    for (let i = start; i < end; ) {
      const codePoint = text.codePointAt(i) ?? 0;
      const next = i + (codePoint > 0xffff ? 2 : 1);
      const pieceTokens = tokensOfCodePoint(codePoint, i, next);
      if (pieceTokens <= chunkSize) add(i, next, pieceTokens);
      // One code point that is still too long: Python recurses on it until RecursionError; it is kept whole here
      // and _merge raises "Single token exceeded chunk size" on it.
      else if (i === start && next === end) add(i, next, countRange(i, next, Infinity));
      else split(i, next, pieceTokens);
      i = next;
    }
  };

  split(0, text.length, countRange(0, text.length, chunkSize));
  const chunks = merge(splits, chunkSize, args.chunkOverlap);
  const out: Range[][] = [];
  for (let c = 0; c < chunks.length; c += 2) {
    const chunk = stripRanges(text, joinedRanges(splits, chunks[c], chunks[c + 1]));
    if (chunk.length > 0) out.push(chunk);
  }
  return out;
}

/** Splits [first, end) as ranges, those that meet joined. */
function joinedRanges(splits: Splits, first: number, end: number): Range[] {
  const { starts, ends } = splits;
  const ranges: Range[] = [];
  for (let i = first; i < end; i++) {
    const last = ranges[ranges.length - 1];
    if (last && last.end === starts[i]) last.end = ends[i];
    else ranges.push({ start: starts[i], end: ends[i] });
  }
  return ranges;
}

/**
 * `_merge`: greedy packing with overlap taken from the end of the previous chunk (and dropped where it would
 * overflow). Every chunk is the closed chunk's tail then the splits that follow it, so it is the splits
 * [first, end): the chunks come as those pairs, flat.
 */
function merge(splits: Splits, chunkSize: number, overlap: number): number[] {
  const { tokens } = splits;
  const chunks: number[] = [];
  // The current chunk is splits [first, i).
  let first = 0;
  let currentLength = 0;
  let newChunk = true;
  for (let i = 0; i < splits.length; ) {
    const splitTokens = tokens[i];
    if (splitTokens > chunkSize) throw new LibraryError('ValueError', 'Single token exceeded chunk size');
    if (currentLength + splitTokens > chunkSize && !newChunk) {
      chunks.push(first, i);
      currentLength = 0;
      newChunk = true;
      // Python inserts each overlap split at the front of the new chunk; the overlap is the closed chunk's tail.
      let tail = i;
      while (tail > first && currentLength + tokens[tail - 1] <= overlap) currentLength += tokens[--tail];
      first = tail;
      continue;
    }
    if (newChunk) while (first < i && currentLength + splitTokens > chunkSize) currentLength -= tokens[first++];
    currentLength += splitTokens;
    i++;
    newChunk = false;
  }
  if (!newChunk) chunks.push(first, splits.length);
  return chunks;
}

// LlamaIndex's SentenceSplitter (llama_index/core/node_parser/text/sentence.py): split by paragraph separator,
// then sentences (Punkt), then the secondary regex, the word separator and characters until every split fits;
// merge splits up to chunk_size with overlap from the end of the previous chunk; strip each chunk.

import { LibraryError } from '../libraryError';
import { stripRanges } from './stripRanges';
import { splitBySentenceTokenizer } from './punktSentences';
import { splitByChar, splitByRegex, splitBySep, type Range, type SplitFn } from './splitFunctions';

export interface SentenceSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  separator: string;
  paragraphSeparator: string;
  secondaryChunkingRegex: string | null;
  /** `len(tokenizer(text))`. */
  length: (text: string) => number;
  /** `length(text)` when at most `limit`, else any number above it (Tokenizer.countUpTo). */
  lengthUpTo: (text: string, limit: number) => number;
}

interface Split extends Range {
  isSentence: boolean;
  tokens: number;
}

/**
 * `_split_text(text, chunk_size)`: the chunks of `text`, each as the ranges of `text` it joins (already
 * stripped as `_postprocess_chunks` strips; whitespace-only chunks dropped). `chunkSize` is the effective size
 * (`split_text_metadata_aware` subtracts the metadata's length). Throws LibraryError where Python raises.
 */
export function splitSentences(text: string, chunkSize: number, args: SentenceSplitterArgs): Range[][] {
  if (text === '') return []; // Python returns [""]: one empty node, which has no source to show
  const splitFns: SplitFn[] = [splitBySep(args.paragraphSeparator), splitBySentenceTokenizer];
  const subSentenceFns: SplitFn[] = [
    ...(args.secondaryChunkingRegex ? [splitByRegex(args.secondaryChunkingRegex)] : []),
    splitBySep(args.separator),
    splitByChar,
  ];
  const size = (r: Range) => args.length(text.slice(r.start, r.end));
  // Exact wherever it is at most chunk_size, which is all a split keeps: a longer text is only cut further.
  const sizeUpTo = (r: Range) => args.lengthUpTo(text.slice(r.start, r.end), chunkSize);

  const splitsByFns = (r: Range): { ranges: Range[]; isSentence: boolean } => {
    for (const fn of splitFns) {
      const ranges = fn(text, r.start, r.end);
      if (ranges.length > 1) return { ranges, isSentence: true };
    }
    let ranges: Range[] = [];
    for (const fn of subSentenceFns) {
      ranges = fn(text, r.start, r.end);
      if (ranges.length > 1) break;
    }
    return { ranges, isSentence: false };
  };

  // `tokens` is sizeUpTo(r), counted once by the caller (Python counts a piece again when it recurses on it).
  const split = (r: Range, tokens: number, out: Split[]): void => {
    if (tokens <= chunkSize) {
      out.push({ start: r.start, end: r.end, isSentence: true, tokens });
      return;
    }
    const { ranges, isSentence } = splitsByFns(r);
    for (const piece of ranges) {
      const pieceTokens = sizeUpTo(piece);
      // One code point that is still too long: Python recurses on it until RecursionError; it is kept whole here
      // and _merge raises "Single token exceeded chunk size" on it.
      const whole = pieceTokens > chunkSize && ranges.length === 1 && piece.start === r.start && piece.end === r.end;
      if (pieceTokens <= chunkSize) out.push({ start: piece.start, end: piece.end, isSentence, tokens: pieceTokens });
      else if (whole) out.push({ start: piece.start, end: piece.end, isSentence, tokens: size(piece) });
      else split(piece, pieceTokens, out);
    }
  };

  const splits: Split[] = [];
  const all = { start: 0, end: text.length };
  split(all, sizeUpTo(all), splits);
  return merge(splits, chunkSize, args.chunkOverlap).map((chunk) => stripRanges(text, chunk)).filter((c) => c.length > 0);
}

/** `_merge`: greedy packing with overlap taken from the end of the previous chunk (and dropped where it would overflow). */
function merge(splits: Split[], chunkSize: number, overlap: number): Split[][] {
  const chunks: Split[][] = [];
  let current: Split[] = [];
  let currentLength = 0;
  let newChunk = true;
  const close = () => {
    chunks.push(current);
    const last = current;
    currentLength = 0;
    newChunk = true;
    // Python inserts each overlap split at the front of the new chunk; the overlap is the closed chunk's tail, one slice.
    let first = last.length;
    while (first > 0 && currentLength + last[first - 1].tokens <= overlap) currentLength += last[--first].tokens;
    current = last.slice(first);
  };
  for (let i = 0; i < splits.length; ) {
    const split = splits[i];
    if (split.tokens > chunkSize) throw new LibraryError('ValueError', 'Single token exceeded chunk size');
    if (currentLength + split.tokens > chunkSize && !newChunk) {
      close();
      continue;
    }
    if (newChunk) {
      let dropped = 0;
      while (dropped < current.length && currentLength + split.tokens > chunkSize) currentLength -= current[dropped++].tokens;
      if (dropped > 0) current = current.slice(dropped);
    }
    currentLength += split.tokens;
    current.push(split);
    i++;
    newChunk = false;
  }
  if (!newChunk) chunks.push(current);
  return chunks;
}

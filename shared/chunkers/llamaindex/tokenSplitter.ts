// LlamaIndex's TokenTextSplitter (llama_index/core/node_parser/text/token.py): split by the separator, then each
// backup separator, then characters until every split fits; merge up to chunk_size, starting each next chunk
// with the previous one's last splits up to chunk_overlap; strip each chunk.

import { LibraryError } from '../libraryError';
import { stripRanges } from './stripRanges';
import { splitByChar, splitBySep, type Range, type SplitFn } from './splitFunctions';

export interface TokenSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  separator: string;
  backupSeparators: readonly string[];
  /** `len(tokenizer(text))`. */
  length: (text: string) => number;
  /** `length(text)` when at most `limit`, else any number above it (Tokenizer.countUpTo). */
  lengthUpTo: (text: string, limit: number) => number;
}

/** A split with its token count, counted once (Python counts it again in `_merge`; the count is the same). */
interface Split extends Range {
  tokens: number;
}

/** `_split_text(text, chunk_size)`: each chunk as the ranges of `text` it joins, stripped; empty chunks dropped. */
export function splitTokens(text: string, chunkSize: number, args: TokenSplitterArgs): Range[][] {
  if (text === '') return []; // Python returns [""]: one empty node, which has no source to show
  const fns: SplitFn[] = [args.separator, ...args.backupSeparators].map((sep) => splitBySep(sep));
  fns.push(splitByChar);
  const size = (r: Range) => args.length(text.slice(r.start, r.end));
  // Exact wherever it is at most chunk_size, which is all a split keeps: a longer text is only cut further.
  const sizeUpTo = (r: Range) => args.lengthUpTo(text.slice(r.start, r.end), chunkSize);

  const split = (r: Range, tokens: number, out: Split[]): void => {
    if (tokens <= chunkSize) {
      out.push({ start: r.start, end: r.end, tokens });
      return;
    }
    let ranges: Range[] = [];
    for (const fn of fns) {
      ranges = fn(text, r.start, r.end);
      if (ranges.length > 1) break;
    }
    for (const piece of ranges) {
      // One code point longer than chunk_size: Python recurses until RecursionError; kept whole here, and
      // _merge then fails as Python's does on it.
      const whole = ranges.length === 1 && piece.start === r.start && piece.end === r.end;
      const pieceTokens = sizeUpTo(piece);
      if (pieceTokens <= chunkSize) out.push({ start: piece.start, end: piece.end, tokens: pieceTokens });
      else if (whole) out.push({ start: piece.start, end: piece.end, tokens: size(piece) });
      else split(piece, pieceTokens, out);
    }
  };
  const splits: Split[] = [];
  const all = { start: 0, end: text.length };
  split(all, sizeUpTo(all), splits);
  return merge(text, splits, chunkSize, args.chunkOverlap);
}

/** `_merge`: greedy packing; each next chunk starts with the previous one's last splits while they fit the overlap. */
function merge(text: string, splits: Split[], chunkSize: number, overlap: number): Range[][] {
  const chunks: Range[][] = [];
  // The current chunk is splits[first, next): dropping its first split is one step of `first`.
  let first = 0;
  let currentLength = 0;
  const flush = (next: number) => {
    const chunk = stripRanges(text, splits.slice(first, next));
    if (chunk.length > 0) chunks.push(chunk);
  };
  for (let next = 0; next < splits.length; next++) {
    const tokens = splits[next].tokens;
    if (currentLength + tokens > chunkSize) {
      flush(next);
      while (currentLength > overlap || currentLength + tokens > chunkSize) {
        if (first === next) throw new LibraryError('IndexError', 'pop from empty list');
        currentLength -= splits[first++].tokens;
      }
    }
    currentLength += tokens;
  }
  flush(splits.length);
  return chunks;
}

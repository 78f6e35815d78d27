// LlamaIndex's TokenTextSplitter (llama_index/core/node_parser/text/token.py): split by the separator, then each
// backup separator, then characters until every split fits; merge up to chunk_size, starting each next chunk
// with the previous one's last splits up to chunk_overlap; strip each chunk.

import { LibraryError } from './libraryError';
import { stripRanges } from './stripRanges';
import { splitByChar, splitBySep, type Range, type SplitFn } from './splitFunctions';

export interface TokenSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  separator: string;
  backupSeparators: readonly string[];
  /** `len(tokenizer(text))`. */
  length: (text: string) => number;
}

/** `_split_text(text, chunk_size)`: each chunk as the ranges of `text` it joins, stripped; empty chunks dropped. */
export function splitTokens(text: string, chunkSize: number, args: TokenSplitterArgs): Range[][] {
  if (text === '') return []; // Python returns [""]: one empty node, which has no source to show
  const fns: SplitFn[] = [args.separator, ...args.backupSeparators].map((sep) => splitBySep(sep));
  fns.push(splitByChar);
  const size = (r: Range) => args.length(text.slice(r.start, r.end));

  const split = (r: Range, out: Range[]): void => {
    if (size(r) <= chunkSize) {
      out.push(r);
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
      if (size(piece) <= chunkSize || whole) out.push(piece);
      else split(piece, out);
    }
  };
  const splits: Range[] = [];
  split({ start: 0, end: text.length }, splits);

  const chunks: Range[][] = [];
  let current: Array<{ range: Range; tokens: number }> = [];
  let currentLength = 0;
  const flush = () => {
    const chunk = stripRanges(text, current.map((c) => c.range));
    if (chunk.length > 0) chunks.push(chunk);
  };
  for (const range of splits) {
    const tokens = size(range);
    if (currentLength + tokens > chunkSize) {
      flush();
      while (currentLength > args.chunkOverlap || currentLength + tokens > chunkSize) {
        const first = current.shift();
        if (!first) throw new LibraryError('IndexError', 'pop from empty list');
        currentLength -= first.tokens;
      }
    }
    current.push({ range, tokens });
    currentLength += tokens;
  }
  flush();
  return chunks;
}

// The walk both recursive splitters (LangChain's `_split_text` and LangChain.js's `_splitText`) make over the
// splits of one level: splits shorter than the chunk size gather into runs to merge, a longer one is split
// again at the next level.

import { sliceMapped, type MappedText, type Pieces } from '../mappedText';

/** Splits of a text in order, each with its length by the splitter's length function. */
export type MeasuredPieces = Pieces & { lengths: number[] };

/** `splits` of `text` with their lengths. */
export function measured(text: string, splits: Pieces, length: (text: string) => number): MeasuredPieces {
  return { ...splits, lengths: splits.starts.map((s, i) => length(text.slice(s, splits.ends[i]))) };
}

/**
 * Visits the splits of `m` in order: each maximal run of splits shorter than `chunkSize` goes to `merge`, each
 * split at least that long to `splitAgain`, as mapped text.
 */
export function forEachSplitRun(
  m: MappedText,
  splits: Pieces,
  length: (text: string) => number,
  chunkSize: number,
  merge: (run: MeasuredPieces) => void,
  splitAgain: (split: MappedText) => void,
): void {
  let run: MeasuredPieces = { starts: [], ends: [], lengths: [] };
  const flush = () => {
    if (run.lengths.length) merge(run);
    run = { starts: [], ends: [], lengths: [] };
  };
  for (let i = 0; i < splits.starts.length; i++) {
    const start = splits.starts[i];
    const end = splits.ends[i];
    const n = length(m.text.slice(start, end));
    if (n < chunkSize) {
      run.starts.push(start);
      run.ends.push(end);
      run.lengths.push(n);
      continue;
    }
    flush();
    splitAgain(sliceMapped(m, start, end));
  }
  flush();
}

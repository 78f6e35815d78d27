// Where a chunk lies for the eval metrics: from its first source offset to its last, overlap included, in code points.
//
// Invariant (shared/README.md invariant 1): pure.

import type { Chunk } from '../model/types';
import type { CodePointIndex } from './codePointIndex';
import type { FileRange } from './evalMetrics';

/**
 * The range of `chunk` in file `file` of a corpus, in code points (the unit of shared/eval's metrics); empty
 * (0–0) for a chunk without source spans, which then holds no answer.
 */
export function chunkRange(chunk: Chunk, file: number, codePoints: CodePointIndex): FileRange {
  if (!chunk.spans.length) return { file, start: 0, end: 0 };
  let start = Infinity;
  let end = -Infinity;
  for (const s of chunk.spans) {
    start = Math.min(start, s.start);
    end = Math.max(end, s.end);
  }
  return { file, start: codePoints.toCodePoint(start), end: codePoints.toCodePoint(end) };
}

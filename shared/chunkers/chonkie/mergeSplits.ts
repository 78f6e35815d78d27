// chonkie-core's `merge_splits` (chonkie-inc/chunk src/merge.rs), which RecursiveChunker calls: consecutive
// pieces merged greedily while their summed token counts stay within `chunk_size`.

/**
 * The `[start, end)` index ranges of `counts` that `merge_splits` joins, and each range's summed count (not
 * re-measured: chonkie keeps the sum). Each range takes as many pieces as fit in `chunkSize` (the rightmost end
 * whose running sum is at most `chunkSize`, found by binary search there), and at least one.
 */
export function mergeSplits(counts: readonly number[], chunkSize: number): Array<{ start: number; end: number; count: number }> {
  const out: Array<{ start: number; end: number; count: number }> = [];
  let start = 0;
  while (start < counts.length) {
    let end = start + 1;
    let sum = counts[start];
    while (end < counts.length && sum + counts[end] <= chunkSize) sum += counts[end++];
    out.push({ start, end, count: sum });
    start = end;
  }
  return out;
}

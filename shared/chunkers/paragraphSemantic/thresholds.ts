// The P size thresholds (spec §3.8), derived from chunk_token_size N with integer truncation like `int()`.

/** Every threshold the P stages use, in tokens (anchor length in characters). */
export interface Thresholds {
  targetMax: number;
  targetIdeal: number;
  tableMax: number;
  tableIdeal: number;
  tableMinLast: number;
  smallTail: number;
  maxAnchorChars: number;
}

/**
 * Derives the thresholds from N exactly as the reference does: each is `int(ratio × base)` with a floor of 1,
 * and table_min_last is 0.32 × table_max (not × N). At N = 2000: 2000 / 1500 / 1250 / 750 / 400 / 250.
 */
export function deriveThresholds(chunkTokenSize: number): Thresholds {
  const targetMax = Math.max(Math.trunc(chunkTokenSize), 1);
  const scale = (base: number, ratio: number) => Math.max(Math.trunc(base * ratio), 1);
  const tableMax = scale(targetMax, 0.625);
  return {
    targetMax,
    targetIdeal: scale(targetMax, 0.75),
    tableMax,
    tableIdeal: scale(targetMax, 0.375),
    tableMinLast: scale(tableMax, 0.32),
    smallTail: scale(targetMax, 0.125),
    maxAnchorChars: 100,
  };
}

/** The overlap R may use under a cap: never negative, and below the cap so R always makes progress. */
export function boundOverlap(cap: number, overlap: number): number {
  if (cap <= 1) return 0;
  return Math.min(Math.max(Math.trunc(overlap), 0), cap - 1);
}

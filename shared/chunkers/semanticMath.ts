// The numerical steps the semantic chunkers take from numpy, computed in the same order of floating-point
// operations so that a distance equal to its threshold compares as it does upstream: cosine similarity,
// `np.percentile` (linear), `np.mean`, `np.std` and `np.gradient` over evenly spaced coordinates.

/**
 * Cosine similarity as `np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b))` (LangChain's cosine_similarity,
 * LlamaIndex's `similarity`). Vectors of different lengths are compared over the shorter one's length; a zero
 * vector gives NaN, as numpy's division does.
 */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) na += a[i] * a[i];
  for (let i = 0; i < b.length; i++) nb += b[i] * b[i];
  for (let i = 0; i < Math.min(a.length, b.length); i++) dot += a[i] * b[i];
  return dot / (Math.sqrt(na) * Math.sqrt(nb));
}

/**
 * `np.percentile(values, q)` with the default "linear" method: the sorted values at the virtual index
 * q / 100 · (n − 1), interpolated as numpy's `_lerp` (from the far end when the fraction is ≥ 0.5). Needs n ≥ 1.
 */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const index = (q / 100) * (sorted.length - 1);
  const below = Math.max(0, Math.min(sorted.length - 1, Math.floor(index)));
  const above = Math.min(sorted.length - 1, below + 1);
  const t = index - below;
  const a = sorted[below];
  const b = sorted[above];
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** `np.mean`. */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** `np.std` (population, ddof 0). */
export function standardDeviation(values: readonly number[]): number {
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) * (v - m);
  return Math.sqrt(sum / values.length);
}

/**
 * `np.gradient(values, range(0, n))`: numpy reduces evenly spaced coordinates to the spacing 1, so the ends are
 * one-sided differences and the inside central ones, (next − previous) / 2. Needs n ≥ 2.
 */
export function gradient(values: readonly number[]): number[] {
  const n = values.length;
  const out = new Array<number>(n);
  out[0] = values[1] - values[0];
  out[n - 1] = values[n - 1] - values[n - 2];
  for (let i = 1; i < n - 1; i++) out[i] = (values[i + 1] - values[i - 1]) / 2;
  return out;
}

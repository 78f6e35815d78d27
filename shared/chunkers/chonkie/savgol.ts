// chonkie-core's signal processing for chonkie's SemanticChunker (src/savgol.rs of chonkie-inc/chunk at 0.10.1):
// Savitzky–Golay derivatives by least squares over a window (coefficients from the inverted normal matrix, the
// signal reflected at its ends), local minima where the first derivative is near zero and the second positive,
// and split candidates kept below a percentile, at least a minimum distance apart. The floating-point operations
// run in chonkie-core's order, so that a value at a threshold compares as it does there.

/** Gauss–Jordan inversion with partial pivoting of the n × n matrix `a` (row-major); undefined when a pivot is under 1e-10. */
function invert(a: readonly number[], n: number): number[] | undefined {
  const inv = new Array<number>(n * n).fill(0);
  for (let i = 0; i < n; i++) inv[i * n + i] = 1;
  const work = [...a];
  for (let i = 0; i < n; i++) {
    let maxRow = i;
    let maxVal = Math.abs(work[i * n + i]);
    for (let k = i + 1; k < n; k++) {
      const v = Math.abs(work[k * n + i]);
      if (v > maxVal) {
        maxVal = v;
        maxRow = k;
      }
    }
    if (maxRow !== i) {
      for (let j = 0; j < n; j++) {
        [work[i * n + j], work[maxRow * n + j]] = [work[maxRow * n + j], work[i * n + j]];
        [inv[i * n + j], inv[maxRow * n + j]] = [inv[maxRow * n + j], inv[i * n + j]];
      }
    }
    const pivot = work[i * n + i];
    if (Math.abs(pivot) < 1e-10) return undefined;
    for (let j = 0; j < n; j++) {
      work[i * n + j] /= pivot;
      inv[i * n + j] /= pivot;
    }
    for (let k = 0; k < n; k++) {
      if (k === i) continue;
      const factor = work[k * n + i];
      for (let j = 0; j < n; j++) {
        work[k * n + j] -= factor * work[i * n + j];
        inv[k * n + j] -= factor * inv[i * n + j];
      }
    }
  }
  return inv;
}

/** `compute_savgol_coeffs`: the window's weights for the `deriv`-th derivative of a degree-`polyOrder` fit. */
function savgolCoefficients(window: number, polyOrder: number, deriv: number): number[] | undefined {
  const half = (window - 1) / 2;
  const cols = polyOrder + 1;
  const a = new Array<number>(window * cols);
  for (let i = 0; i < window; i++) {
    const x = i - half;
    for (let j = 0; j < cols; j++) a[i * cols + j] = powi(x, j);
  }
  const ata = new Array<number>(cols * cols);
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < cols; j++) {
      let sum = 0;
      for (let k = 0; k < window; k++) sum += a[k * cols + i] * a[k * cols + j];
      ata[i * cols + j] = sum;
    }
  }
  const inv = invert(ata, cols);
  if (!inv) return undefined;
  let factorial = 1;
  for (let i = 1; i <= deriv; i++) factorial *= i;
  factorial = Math.max(factorial, 1);
  const coeffs = new Array<number>(window).fill(0);
  if (deriv < cols) {
    for (let i = 0; i < window; i++) {
      let sum = 0;
      for (let k = 0; k < cols; k++) sum += inv[deriv * cols + k] * a[i * cols + k];
      coeffs[i] = factorial * sum;
    }
  }
  return coeffs;
}

/** `x.powi(n)` for the small whole exponents of a window (exact for these integers). */
function powi(x: number, n: number): number {
  let r = 1;
  for (let i = 0; i < n; i++) r *= x;
  return r;
}

/** `apply_convolution`: each point's weighted window, indices past an end reflected back (then clamped). */
function convolve(data: readonly number[], kernel: readonly number[]): number[] {
  const n = data.length;
  const half = Math.floor(kernel.length / 2);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < kernel.length; j++) {
      let idx = i - half + j;
      if (idx < 0) idx = -idx;
      else if (idx >= n) idx = 2 * n - idx - 2;
      idx = Math.min(Math.max(idx, 0), n - 1);
      sum += data[idx] * kernel[j];
    }
    out[i] = sum;
  }
  return out;
}

/** `savgol_filter`: undefined for an even window, a window not over the order, or no data (chonkie-core's invalid parameters). */
export function savgolFilter(data: readonly number[], window: number, polyOrder: number, deriv: number): number[] | undefined {
  if (window % 2 === 0 || window <= polyOrder || data.length === 0) return undefined;
  const coeffs = savgolCoefficients(window, polyOrder, deriv);
  return coeffs && convolve(data, coeffs);
}

/** Indices and values of a signal's points. */
export interface IndexedValues {
  indices: number[];
  values: number[];
}

/**
 * `find_local_minima_interpolated`: the points whose smoothed first derivative is under `tolerance` in magnitude
 * and whose second derivative is positive; undefined for invalid parameters (where chonkie-core raises ValueError).
 */
export function findLocalMinima(data: readonly number[], window: number, polyOrder: number, tolerance: number): IndexedValues | undefined {
  if (data.length === 0) return { indices: [], values: [] };
  const first = savgolFilter(data, window, polyOrder, 1);
  const second = savgolFilter(data, window, polyOrder, 2);
  if (!first || !second) return undefined;
  const found: IndexedValues = { indices: [], values: [] };
  for (let i = 0; i < data.length; i++) {
    if (Math.abs(first[i]) < tolerance && second[i] > 0) {
      found.indices.push(i);
      found.values.push(data[i]);
    }
  }
  return found;
}

/** chonkie-core's `percentile` (p from 0 to 1): the sorted values at p · (n − 1), interpolated linearly. */
export function corePercentile(data: readonly number[], p: number): number {
  if (data.length === 0) return 0;
  const sorted = [...data].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const idx = p * (sorted.length - 1);
  const lower = Math.floor(idx);
  const upper = Math.min(lower + 1, sorted.length - 1);
  const weight = idx - lower;
  return sorted[lower] * (1 - weight) + sorted[upper] * weight;
}

/** `filter_split_indices`: the candidates at or below the `threshold` percentile of their values, each at least `minDistance` after the last kept. */
export function filterSplitIndices(found: IndexedValues, threshold: number, minDistance: number): IndexedValues {
  const kept: IndexedValues = { indices: [], values: [] };
  if (found.indices.length === 0 || found.values.length === 0) return kept;
  const limit = corePercentile(found.values, threshold);
  let last: number | undefined;
  const n = Math.min(found.indices.length, found.values.length);
  for (let i = 0; i < n; i++) {
    const idx = found.indices[i];
    const val = found.values[i];
    if (val <= limit && (last === undefined || idx >= last + minDistance)) {
      kept.indices.push(idx);
      kept.values.push(val);
      last = idx;
    }
  }
  return kept;
}

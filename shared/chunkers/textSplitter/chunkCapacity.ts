// The crate's ChunkCapacity (src/chunk_size.rs): a desired size and a maximum, and where a size falls against them.

/** Stands for Rust's `usize::MAX` (an open range's maximum); sums saturate at it. */
export const USIZE_MAX = Number.MAX_SAFE_INTEGER;

/** Sizes a chunk should reach (`desired`) and may not pass (`max`); `desired <= max`. */
export interface ChunkCapacity {
  desired: number;
  max: number;
}

/** -1: more could be added; 0: within the capacity; 1: too large (Rust's `Ordering` of `fits`). */
export type Fit = -1 | 0 | 1;

/** Where `size` falls against `capacity`. */
export function fits(capacity: ChunkCapacity, size: number): Fit {
  if (size < capacity.desired) return -1;
  if (size > capacity.max) return 1;
  return 0;
}

/** `a + b` saturating at USIZE_MAX, as the crate's `saturating_add`. */
export function saturatingAdd(a: number, b: number): number {
  return Math.min(USIZE_MAX, a + b);
}

/** `a * b` saturating at USIZE_MAX, as the crate's `saturating_mul`. */
export function saturatingMul(a: number, b: number): number {
  return Math.min(USIZE_MAX, a * b);
}

// Binary search over lists kept in ascending order of some number (section starts, run first blocks).

/**
 * The index of the last item whose key is ≤ `target` in `items` (ascending by `keyOf`); 0 when none is, or
 * when the list is empty (the callers' lists start at 0).
 */
export function lastIndexAtOrBefore<T>(items: readonly T[], keyOf: (item: T) => number, target: number): number {
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (keyOf(items[mid]) <= target) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The index of the item whose key is exactly `target` in `items` (ascending by `keyOf`), or -1. */
export function indexOfKey<T>(items: readonly T[], keyOf: (item: T) => number, target: number): number {
  const i = lastIndexAtOrBefore(items, keyOf, target);
  return i < items.length && keyOf(items[i]) === target ? i : -1;
}

/** `lastIndexAtOrBefore` for a list of numbers (line starts, piece offsets): no key function on the hot path. */
export function lastNumberAtOrBefore(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (values[mid] <= target) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The first index of ascending `values` whose value is above `x` (`values.length` when none is). */
export function firstIndexAbove(values: readonly number[], x: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid] > x) high = mid;
    else low = mid + 1;
  }
  return low;
}

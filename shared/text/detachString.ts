// Copies a string out of the text it was sliced from, so that keeping it does not keep that whole text alive.
//
// Why: V8 represents `text.slice(a, b)` as a view into `text`. Blocks, regions and chunks outlive the
// document version they were cut from (the incremental analysis reuses them for many versions), so views
// would keep one old copy of the whole document alive per edit (5 MB each for big-5mb.md). Concatenating
// forces V8 to flatten into a fresh string; the slice after it is a view into that small copy only.

/** A string equal to `s` that references no larger string. */
export function detachString(s: string): string {
  return (' ' + s).slice(1);
}

// The crate's SemanticSplitRanges (src/splitter.rs): every semantic item of a text with its level, sorted by
// start (longer first), and the queries the chunker asks of the items after its cursor. Where the crate scans the
// remaining items on every chunk (the levels left, the first item of a level, the items of a level or above),
// this answers from per-level counts, per-level position lists and a tree of maximum levels, so a long document
// costs no more per chunk than a short one.

/** A semantic item: its level (higher is coarser) and its UTF-16 range `[start, end)`. */
export interface LevelRange {
  level: number;
  start: number;
  end: number;
}

export class SemanticRanges {
  /** The items sorted by start, then by end descending (emission order kept among equal ranges). */
  readonly ranges: LevelRange[];
  /** Index of the first item not yet passed. */
  cursor = 0;
  private readonly remaining = new Map<number, number>();
  private readonly byLevel = new Map<number, { at: number; indices: number[] }>();
  private readonly tree: Int32Array;
  private readonly size: number;

  constructor(ranges: LevelRange[]) {
    this.ranges = ranges
      .map((r, i) => ({ r, i }))
      .sort((a, b) => a.r.start - b.r.start || b.r.end - a.r.end || a.i - b.i)
      .map((x) => x.r);
    this.ranges.forEach((r, i) => {
      this.remaining.set(r.level, (this.remaining.get(r.level) ?? 0) + 1);
      const list = this.byLevel.get(r.level) ?? { at: 0, indices: [] };
      list.indices.push(i);
      this.byLevel.set(r.level, list);
    });
    let size = 1;
    while (size < this.ranges.length) size *= 2;
    this.size = size;
    this.tree = new Int32Array(2 * size).fill(-1);
    this.ranges.forEach((r, i) => (this.tree[size + i] = r.level));
    for (let i = size - 1; i >= 1; i--) this.tree[i] = Math.max(this.tree[2 * i], this.tree[2 * i + 1]);
  }

  /** Passes the items that start before `offset` (the crate's `update_cursor`). */
  updateCursor(offset: number): void {
    while (this.cursor < this.ranges.length && this.ranges[this.cursor].start < offset) {
      const level = this.ranges[this.cursor].level;
      this.remaining.set(level, (this.remaining.get(level) ?? 1) - 1);
      this.cursor++;
    }
  }

  /** The distinct levels of the items not passed, ascending (`levels_in_remaining_text`). */
  levelsRemaining(): number[] {
    return [...this.remaining].filter(([, n]) => n > 0).map(([level]) => level).sort((a, b) => a - b);
  }

  /** Index of the first item at or after `from` whose level is at least `level`, or the item count. */
  nextAtLeast(from: number, level: number): number {
    if (from >= this.ranges.length) return this.ranges.length;
    let node = this.size + from;
    if (this.tree[node] >= level) return from;
    while (node > 1) {
      if ((node & 1) === 0 && this.tree[node + 1] >= level) {
        node = node + 1;
        while (node < this.size) node = this.tree[2 * node] >= level ? 2 * node : 2 * node + 1;
        return node - this.size;
      }
      node >>= 1;
    }
    return this.ranges.length;
  }

  /** Index of the first item of exactly `level` not passed, or -1. */
  private firstOfLevel(level: number): number {
    const list = this.byLevel.get(level);
    if (!list) return -1;
    while (list.at < list.indices.length && list.indices[list.at] < this.cursor) list.at++;
    return list.at < list.indices.length ? list.indices[list.at] : -1;
  }

  /**
   * The items not passed of `level` or above, less the coarser items that enclose the first item of `level` (and
   * longer items of `level` starting with it), so that a level's items are the ones inside the current larger
   * item followed by the larger items after it (`level_ranges_after_offset`).
   */
  *levelRanges(level: number): Generator<LevelRange> {
    const firstIndex = this.firstOfLevel(level);
    let first: LevelRange | undefined;
    if (firstIndex >= 0) {
      first = this.ranges[firstIndex];
      if (firstIndex === this.cursor) {
        let k = firstIndex + 1;
        while (k < this.ranges.length && this.ranges[k].level === level && this.ranges[k].start === first.start) first = this.ranges[k++];
      }
    }
    let skipping = first !== undefined;
    for (let i = this.nextAtLeast(this.cursor, level); i < this.ranges.length; i = this.nextAtLeast(i + 1, level)) {
      const r = this.ranges[i];
      if (skipping && first) {
        const encloses = r.level > level && r.start <= first.start && first.start < r.end;
        const longer = r.level === level && r.start === first.start && r.end > first.end;
        if (encloses || longer) continue;
        skipping = false;
      }
      yield r;
    }
  }
}

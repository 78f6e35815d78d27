// The metrics of `chunklens eval` for one question under one strategy: where the chunks lie against the quoted
// answers (coverage, chunks needed, Chroma's precision_Ω), and what a ranked list of K chunks retrieves of them
// (Chroma's recall, precision and IoU, hit and reciprocal rank).
//
// Everything is measured in characters as Python counts them (code points), as Chroma's evaluation code does:
// its report speaks of tokens, its code compares character offsets. A chunk is the range from its first source
// offset to its last (overlap included), as Chroma locates a chunk's text in the corpus.
//
// Invariant (shared/README.md invariant 1): pure.

/** A half-open range of code-point offsets in one file of the corpus. */
export interface FileRange {
  file: number;
  start: number;
  end: number;
}

/**
 * The chunks of one strategy: their ranges, and per file their indexes sorted by start for range queries.
 * `touching`: a chunk that only touches a range (ends where it starts, or starts where it ends) counts as
 * overlapping it, as in Chroma's code (its intersection test is `start <= end`); that only widens the chunks
 * precision_Ω divides by.
 */
export class ChunkLayout {
  private readonly byFile = new Map<number, { order: number[]; starts: number[]; maxEnds: number[] }>();

  constructor(
    readonly chunks: readonly FileRange[],
    private readonly touching = false,
  ) {
    const lists = new Map<number, number[]>();
    chunks.forEach((c, i) => {
      const list = lists.get(c.file);
      if (list) list.push(i);
      else lists.set(c.file, [i]);
    });
    for (const [file, order] of lists) {
      order.sort((a, b) => chunks[a].start - chunks[b].start || a - b);
      let max = -Infinity;
      const maxEnds = order.map((i) => (max = Math.max(max, chunks[i].end)));
      this.byFile.set(file, { order, starts: order.map((i) => chunks[i].start), maxEnds });
    }
  }

  /** Indexes of the chunks that share at least one character with `range` (or touch it), in order of start. */
  overlapping(range: FileRange): number[] {
    const file = this.byFile.get(range.file);
    if (!file) return [];
    const slack = this.touching ? 1 : 0;
    let high = upperBound(file.starts, range.end - 1 + slack);
    const found: number[] = [];
    while (--high >= 0 && file.maxEnds[high] + slack > range.start) {
      const i = file.order[high];
      if (this.chunks[i].end + slack > range.start && this.chunks[i].end > this.chunks[i].start) found.push(i);
    }
    return found.reverse();
  }
}

/** Retriever-free metrics of one question under one strategy. */
export interface LayoutScore {
  /** References wholly inside one chunk, out of `references`. */
  covered: number;
  references: number;
  /** The fewest chunks whose ranges hold every character of the references that any chunk holds. */
  chunksNeeded: number;
  /** Chunks sharing a character with a reference (Chroma's highlighted chunks). */
  chunksTouched: number;
  /** Chroma's precision_Ω: reference characters over the characters of every chunk touching a reference. */
  precisionOmega: number;
}

/** Retrieval metrics of one question: the first `k` chunks of a ranking. */
export interface RetrievalScore {
  recall: number;
  precision: number;
  iou: number;
  /** 1-based rank of the first retrieved chunk sharing a character with a reference; 0 when none does. */
  firstHit: number;
  /** Every reference character is in a retrieved chunk. */
  answered: boolean;
}

/** The references of a question as disjoint sorted ranges (overlapping quotes count once). */
export function unionOf(ranges: readonly FileRange[]): FileRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.file - b.file || a.start - b.start);
  const out: FileRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && last.file === r.file && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

const sizeOf = (ranges: readonly FileRange[]) => ranges.reduce((n, r) => n + (r.end - r.start), 0);

/** The characters `a` and `b` (each disjoint and sorted, as `unionOf` gives) share. */
function intersect(a: readonly FileRange[], b: readonly FileRange[]): FileRange[] {
  const out: FileRange[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && (b[j].file < x.file || (b[j].file === x.file && b[j].end <= x.start))) j++;
    for (let k = j; k < b.length && b[k].file === x.file && b[k].start < x.end; k++) {
      const start = Math.max(x.start, b[k].start);
      const end = Math.min(x.end, b[k].end);
      if (end > start) out.push({ file: x.file, start, end });
    }
  }
  return out;
}

/** Coverage, chunks needed and precision_Ω of the references of one question. */
export function scoreLayout(references: readonly FileRange[], layout: ChunkLayout): LayoutScore {
  const refs = unionOf(references);
  let covered = 0;
  const touched = new Set<number>();
  for (const ref of references) {
    const over = layout.overlapping(ref);
    if (over.some((i) => layout.chunks[i].start <= ref.start && layout.chunks[i].end >= ref.end)) covered++;
  }
  for (const ref of refs) for (const i of layout.overlapping(ref)) touched.add(i);
  const chunkUnion = unionOf([...touched].map((i) => layout.chunks[i]));
  const held = sizeOf(intersect(refs, chunkUnion));
  const denominator = sizeOf(unionOf([...chunkUnion, ...refs]));
  return {
    covered,
    references: references.length,
    chunksNeeded: fewestCovering(refs, layout),
    chunksTouched: touched.size,
    precisionOmega: held === 0 ? 0 : held / denominator,
  };
}

/**
 * The fewest chunks holding every reference character some chunk holds: for each range, from its leftmost
 * character not yet held, take the chunk over it that reaches furthest (optimal for intervals on a line);
 * characters no chunk holds are stepped over.
 */
function fewestCovering(refs: readonly FileRange[], layout: ChunkLayout): number {
  let count = 0;
  for (const ref of refs) {
    const over = layout.overlapping(ref).map((i) => layout.chunks[i]);
    let at = ref.start;
    while (at < ref.end) {
      let reach = -1;
      let nextStart = Infinity;
      for (const c of over) {
        if (c.start <= at && c.end > at) reach = Math.max(reach, c.end);
        else if (c.start > at) nextStart = Math.min(nextStart, c.start);
      }
      if (reach > at) {
        count++;
        at = reach;
      } else at = nextStart;
    }
  }
  return count;
}

/**
 * Chroma's retrieval metrics for the chunks `ranked` (best first, already cut to K): recall over the reference
 * characters, precision over the sum of the retrieved chunks' lengths (a character retrieved twice counts
 * twice), IoU over that sum plus the reference characters not retrieved; 0 where a denominator is 0.
 */
export function scoreRetrieval(references: readonly FileRange[], ranked: readonly number[], layout: ChunkLayout): RetrievalScore {
  const refs = unionOf(references);
  const retrieved = ranked.map((i) => layout.chunks[i]);
  const held = sizeOf(intersect(refs, unionOf(retrieved)));
  const total = sizeOf(refs);
  const retrievedSize = sizeOf(retrieved);
  const firstHit = retrieved.findIndex((c) => intersect(refs, [c]).length > 0) + 1;
  return {
    recall: total === 0 ? 0 : held / total,
    precision: retrievedSize === 0 ? 0 : held / retrievedSize,
    iou: retrievedSize + total - held === 0 ? 0 : held / (retrievedSize + total - held),
    firstHit,
    answered: total > 0 && held === total,
  };
}

/** The number of values in ascending `values` that are ≤ `target`. */
function upperBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid] <= target) low = mid + 1;
    else high = mid;
  }
  return low;
}

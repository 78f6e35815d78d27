// Helpers for rules that relate chunks to source places: a chunk's own (non-overlap) spans, the chunks that
// cover a span, and whether a heading lies between two offsets.

import type { Block, Chunk, Span } from '../model';

/** The source spans a chunk holds as its own, without text repeated from a neighbour. */
export function ownSpans(chunk: Chunk): Span[] {
  return chunk.spans.filter((s) => !s.overlap);
}

/** Where to report about a chunk: its first own span, or its first span when all are overlap. */
export function reportSpanOf(chunk: Chunk): Span {
  const own = ownSpans(chunk)[0] ?? chunk.spans[0] ?? { start: 0, end: 0 };
  return { start: own.start, end: own.end };
}

/** Finds the chunks whose own spans intersect a source span, by binary search over spans sorted by start. */
export class ChunkSpanIndex {
  private readonly entries: Array<{ start: number; end: number; chunk: number }>;
  private readonly maxEndBefore: number[];

  constructor(chunks: readonly Chunk[]) {
    this.entries = chunks
      .flatMap((c) => ownSpans(c).map((s) => ({ start: s.start, end: s.end, chunk: c.index })))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    let maxEnd = -1;
    this.maxEndBefore = this.entries.map((e) => (maxEnd = Math.max(maxEnd, e.end)));
  }

  /** Indices of the chunks with an own span intersecting `span`, ascending. */
  chunksIntersecting(span: Span): number[] {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.maxEndBefore[mid] <= span.start) low = mid + 1;
      else high = mid;
    }
    const found = new Set<number>();
    for (let i = low; i < this.entries.length && this.entries[i].start < span.end; i++) {
      const e = this.entries[i];
      if (e.end > span.start && e.start < span.end) found.add(e.chunk);
    }
    return [...found].sort((a, b) => a - b);
  }
}

/** Offsets of the heading blocks, ascending, to ask whether a section boundary lies between two places. */
export function headingOffsets(blocks: readonly Block[]): number[] {
  return blocks.filter((b) => b.kind === 'heading').map((b) => b.span.start);
}

/** Whether any offset in the ascending `offsets` is in `[from, to)`. */
export function anyBetween(offsets: number[], from: number, to: number): boolean {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid] < from) low = mid + 1;
    else high = mid;
  }
  return low < offsets.length && offsets[low] < to;
}

/** The blocks of `sorted` (ascending, non-overlapping spans) that intersect `[start, end)`. */
export function blocksIntersecting(sorted: readonly Block[], start: number, end: number): Block[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].span.end <= start) low = mid + 1;
    else high = mid;
  }
  const out: Block[] = [];
  for (let i = low; i < sorted.length && sorted[i].span.start < end; i++) if (sorted[i].span.end > start) out.push(sorted[i]);
  return out;
}

// Helpers for rules that relate chunks to source places: a chunk's own (non-overlap) spans, the chunks that
// cover a span, and whether a heading lies between two offsets. Rules run on every keystroke over documents of
// ten thousand chunks, so the indexes are built once per chunk list or block list (memoised by array identity,
// which is safe because an analysis never changes its arrays) and nothing is sorted that is already in order.

import type { Block, BlockKind, Chunk, Span } from '../model/types';

/** The source spans a chunk holds as its own, without text repeated from a neighbour (its own array when none is). */
export function ownSpans(chunk: Chunk): readonly Span[] {
  for (const s of chunk.spans) if (s.overlap) return chunk.spans.filter((x) => !x.overlap);
  return chunk.spans;
}

/** Where to report about a chunk: its first own span, or its first span when all are overlap. */
export function reportSpanOf(chunk: Chunk): Span {
  const own = chunk.spans.find((s) => !s.overlap) ?? chunk.spans[0] ?? { start: 0, end: 0 };
  return { start: own.start, end: own.end };
}

/** Finds the chunks whose own spans intersect a source span, by binary search over spans sorted by start. */
export class ChunkSpanIndex {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly chunkOf: number[] = [];
  private readonly maxEndBefore: number[] = [];

  constructor(chunks: readonly Chunk[]) {
    const entries: Array<{ start: number; end: number; chunk: number }> = [];
    let sorted = true;
    for (const c of chunks) {
      for (const s of c.spans) {
        if (s.overlap) continue;
        const last = entries[entries.length - 1];
        if (last && (s.start < last.start || (s.start === last.start && s.end < last.end))) sorted = false;
        entries.push({ start: s.start, end: s.end, chunk: c.index });
      }
    }
    if (!sorted) entries.sort((a, b) => a.start - b.start || a.end - b.end);
    let maxEnd = -1;
    for (const e of entries) {
      this.starts.push(e.start);
      this.ends.push(e.end);
      this.chunkOf.push(e.chunk);
      this.maxEndBefore.push((maxEnd = Math.max(maxEnd, e.end)));
    }
  }

  /** Indices of the chunks with an own span intersecting `span`, ascending. */
  chunksIntersecting(span: Span): number[] {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.maxEndBefore[mid] <= span.start) low = mid + 1;
      else high = mid;
    }
    const found = new Set<number>();
    for (let i = low; i < this.starts.length && this.starts[i] < span.end; i++) {
      if (this.ends[i] > span.start) found.add(this.chunkOf[i]);
    }
    return [...found].sort((a, b) => a - b);
  }
}

const spanIndexes = new WeakMap<readonly Chunk[], ChunkSpanIndex>();

/** The span index of a chunk list, built once however many rules ask. */
export function chunkSpanIndexOf(chunks: readonly Chunk[]): ChunkSpanIndex {
  let index = spanIndexes.get(chunks);
  if (!index) spanIndexes.set(chunks, (index = new ChunkSpanIndex(chunks)));
  return index;
}

const offsetListsByKind = new Map<BlockKind, WeakMap<readonly Block[], number[]>>();

/** Offsets of the blocks of `kind`, ascending, built once per block list (to ask whether one lies between two places). */
function offsetsOfKind(blocks: readonly Block[], kind: BlockKind): number[] {
  let lists = offsetListsByKind.get(kind);
  if (!lists) offsetListsByKind.set(kind, (lists = new WeakMap()));
  let offsets = lists.get(blocks);
  if (!offsets) {
    offsets = [];
    for (const b of blocks) if (b.kind === kind) offsets.push(b.span.start);
    if (!isAscending(offsets)) offsets.sort((a, b) => a - b);
    lists.set(blocks, offsets);
  }
  return offsets;
}

/** Offsets of the heading blocks, ascending, to ask whether a section boundary lies between two places. */
export function headingOffsets(blocks: readonly Block[]): number[] {
  return offsetsOfKind(blocks, 'heading');
}

/** Offsets of the thematic break blocks, ascending. */
export function thematicBreakOffsets(blocks: readonly Block[]): number[] {
  return offsetsOfKind(blocks, 'thematicBreak');
}

const sortedBlockLists = new WeakMap<readonly Block[], readonly Block[]>();

/** The blocks in source order (the list itself when it already is, as parsed Markdown always is). */
export function blocksInSourceOrder(blocks: readonly Block[]): readonly Block[] {
  let sorted = sortedBlockLists.get(blocks);
  if (!sorted) {
    let inOrder = true;
    for (let i = 1; i < blocks.length && inOrder; i++) inOrder = blocks[i - 1].span.start <= blocks[i].span.start;
    sorted = inOrder ? blocks : [...blocks].sort((a, b) => a.span.start - b.span.start);
    sortedBlockLists.set(blocks, sorted);
  }
  return sorted;
}

function isAscending(values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) if (values[i - 1] > values[i]) return false;
  return true;
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

/** The index of the first block of `sorted` (ascending, non-overlapping spans) that ends after `offset` (its length when none). */
export function firstEndingAfter(sorted: readonly Block[], offset: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].span.end <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Calls `visit` for each block of `sorted` (ascending, non-overlapping spans) that intersects `[start, end)`. */
export function forBlocksIntersecting(sorted: readonly Block[], start: number, end: number, visit: (block: Block) => void): void {
  for (let i = firstEndingAfter(sorted, start); i < sorted.length && sorted[i].span.start < end; i++) if (sorted[i].span.end > start) visit(sorted[i]);
}

/** The last block of `sorted` (blocks in source order) that ends at or before `offset`; binary search. */
function blockBefore(sorted: readonly Block[], offset: number): Block | undefined {
  let low = 0;
  let high = sorted.length - 1;
  let found: Block | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].span.end <= offset) {
      found = sorted[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Up to `count` blocks of `sorted` (blocks in source order) that end before `offset`, the nearest first. */
export function blocksBefore(sorted: readonly Block[], offset: number, count: number): Block[] {
  const found: Block[] = [];
  for (let b = blockBefore(sorted, offset); b && found.length < count; b = blockBefore(sorted, b.span.start)) found.push(b);
  return found;
}

// The crate's MemoizedChunkSizer (src/chunk_size.rs): sizes of trimmed chunks cached by their byte range until
// the next chunk, and the level search built on it (`find_correct_level`, `chunk_fits_with_boundaries`).
//
// The cache is keyed as the crate keys it: by the offset the caller passes plus what trimming removes, and the
// trimmed chunk's byte length. One caller passes a section's offset with a chunk that starts at the cursor, so a
// later lookup of another range can meet that entry; the crate then uses its size, and so does this port.

import { fits, saturatingAdd, saturatingMul, type ChunkCapacity, type Fit } from './chunkCapacity';
import type { Section } from './sections';
import type { TextMeasure } from './textMeasure';
import { trimRange, type TrimMode } from './trim';

const PROBE_OVERSHOOT_DIVISOR = 4;
const PROBE_START_BYTE_FACTOR = 8;

/** Counts `text[start, end)`: exactly up to the limit the sizer was made with, some larger number above it. */
export type SliceSize = (start: number, end: number) => number;

/** A level's first section at the cursor, and the finer level whose boundaries can prove it too large. */
export interface LevelCandidate<L> {
  level: L;
  first: Section;
  lower: L | undefined;
}

/** The most a probe may overshoot the maximum before it settles that a section is too large. */
export function probeMaxSize(capacity: ChunkCapacity): number {
  return saturatingAdd(capacity.max, Math.max(Math.floor(capacity.max / PROBE_OVERSHOOT_DIVISOR), 1));
}

export class MemoizedSizer {
  private cache = new Map<string, number>();

  constructor(
    private readonly measure: TextMeasure,
    private readonly size: SliceSize,
    private readonly trim: TrimMode,
  ) {}

  /** The size of `text[start, end)` trimmed, cached under `offset` (usually `start`) as the crate caches it. */
  chunkSize(offset: number, start: number, end: number): number {
    const { bytes } = this.measure;
    const [s, e] = trimRange(this.trim, this.measure, start, end);
    const keyStart = bytes[offset] + (bytes[s] - bytes[start]);
    const key = `${keyStart}:${keyStart + bytes[e] - bytes[s]}`;
    let size = this.cache.get(key);
    if (size === undefined) {
      size = this.size(s, e);
      this.cache.set(key, size);
    }
    return size;
  }

  clear(): void {
    this.cache.clear();
  }

  /**
   * The coarsest level whose first section at `offset` fits (undefined: none does), and where the first
   * section that does not fit ends (the crate's `find_correct_level`). A level whose first section is no longer
   * than the next level's is passed over for that next level.
   */
  findCorrectLevel<L>(
    offset: number,
    capacity: ChunkCapacity,
    candidates: Iterable<LevelCandidate<L>>,
    lowerBoundaries: (lower: L | undefined, chunkEnd: number) => Iterator<number>,
  ): { level: L | undefined; maxOffset: number | undefined } {
    const { bytes } = this.measure;
    let level: L | undefined;
    let pending: LevelCandidate<L> | undefined;
    const judge = (c: LevelCandidate<L>): boolean => {
      const len = bytes[c.first.end] - bytes[c.first.start];
      if (len > capacity.max) {
        const fit = this.fitsWithBoundaries(offset, c.first.end, capacity, lowerBoundaries(c.lower, c.first.end));
        if (fit > 0) return false;
      }
      level = c.level;
      return true;
    };
    for (const c of candidates) {
      if (pending && pending.first.end - pending.first.start >= c.first.end - c.first.start) {
        pending = c;
        continue;
      }
      if (pending) {
        if (!judge(pending)) return { level, maxOffset: pending.first.end };
      }
      pending = c;
    }
    if (pending && !judge(pending)) return { level, maxOffset: pending.first.end };
    return { level, maxOffset: undefined };
  }

  /**
   * Whether `text[offset, chunkEnd)` fits, probing prefixes that end at the lower level's boundaries at doubling
   * strides from 8 × max bytes on, so that a huge section is found too large without sizing all of it.
   */
  private fitsWithBoundaries(offset: number, chunkEnd: number, capacity: ChunkCapacity, boundaries: Iterator<number>): Fit {
    const { bytes } = this.measure;
    const probeMax = probeMaxSize(capacity);
    const probeStart = Math.min(saturatingAdd(bytes[offset], Math.max(saturatingMul(capacity.max, PROBE_START_BYTE_FACTOR), 1)), bytes[chunkEnd]);
    if (probeStart === bytes[chunkEnd]) return fits(capacity, this.chunkSize(offset, offset, chunkEnd));
    let step = 1;
    let next = find(boundaries, (b) => b > offset && bytes[b] >= probeStart);
    while (next !== undefined) {
      if (next > chunkEnd) break;
      const size = this.chunkSize(offset, offset, next);
      const fit = fits(capacity, size);
      if (size > probeMax || next === chunkEnd) return fit;
      const skip = Math.max(step - 1, 0);
      step = saturatingMul(step, 2);
      next = nth(boundaries, skip);
    }
    return fits(capacity, this.chunkSize(offset, offset, chunkEnd));
  }
}

function find(it: Iterator<number>, pred: (b: number) => boolean): number | undefined {
  for (let r = it.next(); !r.done; r = it.next()) if (pred(r.value)) return r.value;
  return undefined;
}

function nth(it: Iterator<number>, skip: number): number | undefined {
  for (let i = 0; i < skip; i++) if (it.next().done) return undefined;
  const r = it.next();
  return r.done ? undefined : r.value;
}

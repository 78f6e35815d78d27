// Which chunk bands of an analysis lie in a stretch of the document, each with its position among all bands of
// the document (which picks its colour), without building every band after every keystroke: grouping the
// 11,275 chunks of a 5 MB document into bands (bands.ts) takes 17–60 ms.
//
// Where the chunks' own spans run through the document in chunk order without overlapping (every Markdown
// strategy), each chunk is a band of its own and its band position is its index; one pass of number comparisons
// checks that, and a binary search finds the stretch. Otherwise (a `.blocks.jsonl` line that went into several
// chunks, interleaved or repeated text) the bands are built whole, once per analysis, and filtered.

import type { Chunk } from '../../shared/model/types';
import { buildBands, type Band } from './bands';
import { ownSpans } from './chunkFacts';

/** A band and its position among all bands of the document, 0-based. */
export interface PlacedBand extends Band {
  index: number;
}

export interface BandPlan {
  /**
   * The bands whose extent (first own span's start to last one's end) meets the offsets [start, end), in band
   * order; an empty extent meets it where it sits. `end` may be Infinity.
   */
  bandsIn(start: number, end: number): PlacedBand[];
}

/** One plan per analysis (its chunk list is unchanged while it is current); scrolling asks the same plan again. */
const plans = new WeakMap<readonly Chunk[], BandPlan>();

/** The band plan of an analysis's chunks (memoised on the chunk list). */
export function bandPlanOf(chunks: readonly Chunk[]): BandPlan {
  let plan = plans.get(chunks);
  if (!plan) plans.set(chunks, (plan = chunkPlan(chunks) ?? builtPlan(chunks)));
  return plan;
}

function meets(extentStart: number, extentEnd: number, start: number, end: number): boolean {
  return extentStart < end && (extentEnd > start || extentStart >= start);
}

/**
 * The plan where every chunk is its own band, or undefined when the own spans of the chunks, in chunk order, do
 * not each start at or after the end of the one before (and differ from it), so that some band is not one chunk.
 */
function chunkPlan(chunks: readonly Chunk[]): BandPlan | undefined {
  const starts = new Float64Array(chunks.length);
  const ends = new Float64Array(chunks.length);
  let previousStart = -1;
  let previousEnd = -1;
  for (let i = 0; i < chunks.length; i++) {
    // ownSpans() without its array: this pass runs over every chunk after every keystroke.
    const { spans } = chunks[i];
    const allOverlap = spans.every((s) => s.overlap);
    let first = true;
    for (const s of spans) {
      if (s.overlap && !allOverlap) continue;
      if (s.start < previousEnd || (s.start === previousStart && s.end === previousEnd)) return undefined;
      if (first) starts[i] = s.start;
      first = false;
      previousStart = s.start;
      previousEnd = s.end;
    }
    if (first) return undefined;
    ends[i] = previousEnd;
  }
  return {
    bandsIn(start, end) {
      // Extents are ordered and disjoint, so "ends after start, or starts at/after it" turns true once and stays.
      let low = 0;
      let high = chunks.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (ends[mid] > start || starts[mid] >= start) high = mid;
        else low = mid + 1;
      }
      const placed: PlacedBand[] = [];
      for (let i = low; i < chunks.length && meets(starts[i], ends[i], start, end); i++) {
        placed.push({ index: i, chunks: [chunks[i]], spans: ownSpans(chunks[i]).map((s) => ({ start: s.start, end: s.end })) });
      }
      return placed;
    },
  };
}

/** The plan over every band built at once (bands.ts), for chunks that are not bands one to one. */
function builtPlan(chunks: readonly Chunk[]): BandPlan {
  const bands = buildBands(chunks);
  // Loops, not Math.min(...spans): a band of a few hundred thousand spans overflowed the stack.
  const starts = bands.map((b) => b.spans.reduce((m, s) => Math.min(m, s.start), Infinity));
  const ends = bands.map((b) => b.spans.reduce((m, s) => Math.max(m, s.end), -Infinity));
  return {
    bandsIn(start, end) {
      const placed: PlacedBand[] = [];
      bands.forEach((band, index) => {
        if (meets(starts[index], ends[index], start, end)) placed.push({ ...band, index });
      });
      return placed;
    },
  };
}

// Token counts of a text joined from slices of long runs of letters without ASCII (a line of CJK characters
// without punctuation): a chunk of such a line, or a chunk with the overlap it borrows from the next one.
//
// Why: a splitter cuts such a line into tens of thousands of chunks and counts each, with and without its
// overlap. Counted from scratch, every chunk costs a pass over its bytes: `sentence` cuts a line of a million
// varied CJK characters into 131,072 chunks of about 800 bytes and counts each two or three times.
//
// How (the idea of the `bpe` crate's interval encoding): the encoding of a slice starting inside a run soon
// agrees with the encoding of the run's prefixes (WholeRun, one pass per run): from some place on, the last
// token of every prefix is the same and the counts differ by a fixed number. Past that place the slice's
// counts are the run's counts plus that number, so a slice costs a pass over its first bytes only, however
// long it is; at a join the next slice is read from its start until it agrees with its own run again.

import type { EncodingSteps } from './encodingStep';

/** The counts and last tokens of every prefix of one run's UTF-8 bytes, and the longest token ending in it. */
export interface WholeRun {
  bytes: Uint8Array;
  counts: Int32Array;
  last: Int32Array;
  longestMatch: number;
  /** How far back the trie walk from each place went (at most 255): a suffix of some token ends there. */
  walks: Uint8Array;
  /** The steps of the run's class (its trie), which every pass over its slices takes. */
  steps: EncodingSteps;
  /**
   * Memo of passes starting at each byte (SlicedPass): how many bytes in they agreed with the run (0 not known,
   * -1 gave up), and the count difference from then on. Made on first use: 6 bytes per byte of the run.
   */
  agreedAfter?: Int16Array;
  agreedOffsets?: Int32Array;
  /** The chain of last tokens read back last (prefixTokenCounts.ts walkBack); made on first use. */
  chain?: ChainMemo;
}

/**
 * Places of a run on one chain of last tokens (each place less its last token's bytes is the next), in
 * increasing order in `nodes[0, size)`, and `indexOf[place]`: its index plus one, 0 when not on it.
 */
export interface ChainMemo {
  nodes: Int32Array;
  size: number;
  indexOf: Int32Array;
}

/** Bytes [from, to) of a run. */
export interface RunSlice {
  run: WholeRun;
  from: number;
  to: number;
}

/**
 * Bytes a slice is read past the earliest place it could agree with its run before the pass gives up. On a
 * line of varied CJK characters agreement comes within a few characters; a run whose encoding depends on
 * where it starts, far apart, may never agree, and its caller counts such texts another way.
 */
const AGREEMENT_LIMIT = 512;

/**
 * The token counts of the prefixes of the bytes `slices` spell, joined. Slice i is read from its start until
 * its last tokens agree with its run's for `longestMatch` bytes in a row with one count difference: then no
 * later prefix in the slice can end differently, since every token ending there is at most `longestMatch`
 * long and so starts in that window (or later), where both passes already agree. After a join the window must
 * also end past the farthest place where a token spelled across the join could end (crossingReach).
 *
 * Only the bytes before agreement are stepped through, in one scratch window: the trie depth of bytes before
 * the slice (the tokens of its first bytes may start there), then the slice's first bytes.
 */
export class SlicedPass {
  /** True when a slice did not agree with its run within AGREEMENT_LIMIT bytes, or a byte had no token. */
  readonly gaveUp: boolean = false;
  /** The length of the joined bytes. */
  readonly length: number;
  /**
   * Per slice, SLICE_FIELDS numbers: its start in the joined bytes; the place up to which its counts are its
   * own; where those start in `ownCounts` (NOT_KEPT when the agreement came from the run's memo); run position
   * minus joined position and run count minus joined count past that place. (Plain arrays: a pass is made
   * per chunk, and typed arrays cost more to make.)
   */
  private readonly fields: number[];
  /** The counts of joined prefixes read before agreement, slice after slice. */
  private readonly ownCounts: number[] = [];

  constructor(
    private readonly slices: readonly RunSlice[],
    private readonly steps: EncodingSteps,
  ) {
    const count = slices.length;
    this.fields = new Array<number>(SLICE_FIELDS * count);
    let length = 0;
    for (const slice of slices) length += slice.to - slice.from;
    this.length = length;
    const depth = steps.trie.depth;
    const { bytes, counts, last, tail } = scratchOf(depth);
    counts[0] = 0;
    // Scratch index p holds the joined prefix of length base + p (counts, last) and joined byte base + p (bytes).
    let start = 0;
    let carried = 0;
    for (let i = 0; i < count; i++) {
      const { run, from, to } = slices[i];
      const end = start + to - from;
      const shift = from - start;
      const remembered = i === 0 ? rememberedAgreement(run, from) : UNKNOWN;
      if (remembered === GAVE_UP) {
        this.gaveUp = true;
        return;
      }
      // A first slice's pass depends on its start only; its agreement is remembered per start, and used where
      // the slice reaches past it (and past the trie depth the next slice reads).
      if (remembered !== UNKNOWN && to - from > remembered + (i < count - 1 ? depth : 0)) {
        this.setFields(i, start, start + remembered, NOT_KEPT, shift, run.agreedOffsets![from]);
        for (let q = end - Math.min(depth, end), t = 0; i < count - 1 && q <= end; q++, t++) {
          counts[t] = run.counts[q + shift] + run.agreedOffsets![from];
          last[t] = run.last[q + shift];
          if (q < end) bytes[t] = run.bytes[q + shift];
        }
        carried = Math.min(depth, end);
        start = end;
        continue;
      }
      const window = run.longestMatch;
      const earliest = Math.max(window, i > 0 ? crossingReach(run, from, Math.min(depth, to - from)) : 0);
      const read = Math.min(to - from, earliest + AGREEMENT_LIMIT);
      let agreed = -1;
      let inRow = 0;
      let offset = 0;
      for (let k = 1; k <= read; k++) {
        const p = carried + k;
        bytes[p - 1] = run.bytes[from + k - 1];
        if (steps.step(bytes, p, counts, last) === 0) {
          this.gaveUp = true;
          return;
        }
        const g = from + k;
        if (last[p] === run.last[g]) {
          const difference = counts[p] - run.counts[g];
          inRow = inRow > 0 && difference === offset ? inRow + 1 : 1;
          offset = difference;
        } else inRow = 0;
        if (inRow >= window && k >= earliest) {
          agreed = start + k;
          break;
        }
      }
      if (agreed < 0) {
        if (read < to - from) {
          if (i === 0) remember(run, from, GAVE_UP, 0);
          this.gaveUp = true;
          return;
        }
        agreed = end;
      } else if (i === 0) remember(run, from, agreed - start, offset);
      this.setFields(i, start, agreed, this.ownCounts.length, shift, offset);
      for (let p = carried + 1; p <= carried + agreed - start; p++) this.ownCounts.push(counts[p]);
      if (i === count - 1) break;
      // The next slice's first steps read the last trie depth of the joined bytes so far: from the run past
      // agreement, else from this window (through a copy, since the two overlap).
      const kept = Math.min(depth, end);
      if (end - kept > agreed) {
        for (let q = end - kept, t = 0; q <= end; q++, t++) {
          counts[t] = run.counts[q + shift] + offset;
          last[t] = run.last[q + shift];
          if (q < end) bytes[t] = run.bytes[q + shift];
        }
      } else {
        for (let q = end - kept, t = 0; q <= end; q++, t++) {
          const p = carried + q - start;
          tail.counts[t] = q > agreed ? run.counts[q + shift] + offset : counts[p];
          tail.last[t] = q > agreed ? run.last[q + shift] : last[p];
          if (q < end) tail.bytes[t] = q >= start ? run.bytes[q + shift] : bytes[p];
        }
        for (let t = 0; t <= kept; t++) {
          bytes[t] = tail.bytes[t];
          counts[t] = tail.counts[t];
          last[t] = tail.last[t];
        }
      }
      carried = kept;
      start = end;
    }
  }

  /**
   * The count of bytes [from, to) of `run`, undefined where its pass gives up. Where the run remembers how a
   * pass from `from` agreed (a splitter counts a span, then its first half, from one start), that is read
   * without a pass.
   */
  static countSlice(run: WholeRun, from: number, to: number, steps: EncodingSteps): number | undefined {
    const remembered = rememberedAgreement(run, from);
    if (remembered === GAVE_UP) return undefined;
    if (remembered !== UNKNOWN && to - from > remembered) return run.counts[to] + run.agreedOffsets![from];
    const pass = new SlicedPass([{ run, from, to }], steps);
    return pass.gaveUp ? undefined : pass.countAt(pass.length);
  }

  /**
   * Bytes past `from` after which a pass starting there agrees with `run` (the tokens of its encoding ending
   * further on are the run's), as the count of a slice from `from` found and remembered; undefined when none did.
   */
  static agreedAfter(run: WholeRun, from: number): number | undefined {
    const remembered = rememberedAgreement(run, from);
    return remembered > 0 ? remembered : undefined;
  }

  private setFields(slice: number, start: number, agreed: number, own: number, shift: number, offset: number): void {
    const at = SLICE_FIELDS * slice;
    this.fields[at] = start;
    this.fields[at + 1] = agreed;
    this.fields[at + 2] = own;
    this.fields[at + 3] = shift;
    this.fields[at + 4] = offset;
  }

  /** The token count of the first `length` joined bytes (0 <= length <= this.length). */
  countAt(length: number): number {
    if (length <= 0) return 0;
    const fields = this.fields;
    let low = 0;
    let high = this.slices.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (fields[SLICE_FIELDS * mid] < length) low = mid;
      else high = mid - 1;
    }
    return this.countInSlice(low, length);
  }

  /**
   * How slice `slice` reads from its run past its agreement: countAt(length) for a length in the slice past
   * `agreed` is `counts[length + runShift] + countShift` (a caller scanning many lengths reads them itself).
   */
  runCountsOf(slice: number): { counts: Int32Array; agreed: number; runShift: number; countShift: number } {
    const at = SLICE_FIELDS * slice;
    return { counts: this.slices[slice].run.counts, agreed: this.fields[at + 1], runShift: this.fields[at + 3], countShift: this.fields[at + 4] };
  }

  /** countAt(length) for a `length` that ends in slice `slice`: past its start, at most its end. */
  countInSlice(slice: number, length: number): number {
    const fields = this.fields;
    const at = SLICE_FIELDS * slice;
    if (length > fields[at + 1]) return this.slices[slice].run.counts[length + fields[at + 3]] + fields[at + 4];
    if (fields[at + 2] !== NOT_KEPT) return this.ownCounts[fields[at + 2] + length - fields[at] - 1];
    // Before a remembered agreement (only a first slice has one): the slice's own first bytes, counted anew.
    const { run, from } = this.slices[0];
    return new SlicedPass([{ run, from, to: from + length }], this.steps).countAt(length);
  }
}

/** SlicedPass.fields: a slice whose own counts were not kept. */
const NOT_KEPT = -1;
/** The agreement memo of a run: not known yet, or the pass from that start gave up. */
const UNKNOWN = 0;
const GAVE_UP = -1;

/** Bytes past `from` after which a pass starting there agrees with the run; UNKNOWN or GAVE_UP. */
function rememberedAgreement(run: WholeRun, from: number): number {
  return run.agreedAfter ? run.agreedAfter[from] : UNKNOWN;
}

function remember(run: WholeRun, from: number, after: number, offset: number): void {
  if (after > 0x7fff) return;
  if (!run.agreedAfter) {
    run.agreedAfter = new Int16Array(run.bytes.length + 1);
    run.agreedOffsets = new Int32Array(run.bytes.length + 1);
  }
  run.agreedAfter[from] = after;
  run.agreedOffsets![from] = offset;
}

/**
 * The farthest place, at most `reach` bytes past `from`, where a token spelled across a join before `from`
 * could end: such a token ends with the run's bytes from `from` on, so the run's own trie walk from there must
 * reach back to `from`. Past it, every token ending in the slice lies in the slice.
 */
function crossingReach(run: WholeRun, from: number, reach: number): number {
  let farthest = 0;
  for (let k = 1; k <= reach; k++) if (run.walks[from + k] >= k) farthest = k;
  return farthest;
}

/** Numbers per slice in SlicedPass.fields. */
const SLICE_FIELDS = 5;

interface Scratch {
  bytes: Uint8Array;
  counts: Int32Array;
  last: Int32Array;
  tail: { bytes: Uint8Array; counts: Int32Array; last: Int32Array };
}

/** One scratch window per trie depth, reused by every pass (a pass runs to its end before the next starts). */
const scratches = new Map<number, Scratch>();

function scratchOf(depth: number): Scratch {
  let scratch = scratches.get(depth);
  if (!scratch) {
    const size = 2 * depth + AGREEMENT_LIMIT + 2;
    scratch = {
      bytes: new Uint8Array(size),
      counts: new Int32Array(size + 1),
      last: new Int32Array(size + 1),
      tail: { bytes: new Uint8Array(depth + 1), counts: new Int32Array(depth + 1), last: new Int32Array(depth + 1) },
    };
    scratches.set(depth, scratch);
  }
  return scratch;
}

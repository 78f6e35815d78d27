// Counting texts by their places in a source string (Tokenizer.sliceCounter): a splitter whose chunks are
// slices of a page, or slices joined (a chunk and the overlap it borrows from the next), asks by offsets, and
// a tokenizer that can count such texts faster than from their characters does so.

import type { BytePairEncoder } from './bytePairEncoder';
import type { LeadingTokens } from './prefixTokenCounts';
import type { RunSlice, WholeRun } from './slicedPass';

/** UTF-16 offsets [start, end) of a source string. */
export interface SourceSlice {
  start: number;
  end: number;
}

/** Counts the text that slices of one source spell, joined in order. */
export interface SliceCounter {
  /** `Tokenizer.countUpTo` of the joined text. */
  countUpTo(slices: readonly SourceSlice[], limit: number): number;
  /** `Tokenizer.prefixCounter` of the joined text: `end` is a UTF-16 offset in the joined text. */
  prefixCounter(slices: readonly SourceSlice[], limit: number): PrefixCounts;
  /**
   * The count of the text of `slice` and where in the source the text of its first `tokens` tokens ends
   * (LeadingTokens): what decoding the first `tokens` ids of an encoding, and fewer until the text decoded is
   * the slice's own, finds. A splitter cutting a word longer than a cap at the cap asks it of a window.
   */
  leadingTokens(slice: SourceSlice, tokens: number): LeadingTokens;
}

/** How a tokenizer counts and encodes a text, for a slice counter that has nothing faster. */
export interface TextCounting {
  countUpTo: (text: string, limit: number) => number;
  prefixCounter: (text: string, limit: number) => (end: number) => number;
  encode: (text: string) => number[];
  decode: (tokens: number[]) => string;
}

/** The token counts of the prefixes of one text up to a limit, as `Tokenizer.prefixCounter` gives them. */
export interface PrefixCounts {
  /** The count of the first `end` UTF-16 units when at most the limit, else some number above it. */
  countAt(end: number): number;
  /**
   * The largest `end` in [low, high] whose count is at most the limit, or `low - 1` when there is none: what
   * asking countAt from `high` down finds. (A splitter shrinking a chunk's overlap one character at a time
   * asks this of about fifty prefixes per chunk.)
   */
  lastFitting(low: number, high: number): number;
}

/** PrefixCounts of a function from a prefix's end to its count up to `limit`. */
export function prefixCountsOf(countAt: (end: number) => number, limit: number): PrefixCounts {
  return {
    countAt,
    lastFitting(low, high) {
      for (let end = high; end >= low; end--) if (countAt(end) <= limit) return end;
      return low - 1;
    },
  };
}

/** The text `slices` of `source` spell, joined. */
function joinedText(source: string, slices: readonly SourceSlice[]): string {
  let text = '';
  for (const { start, end } of slices) text += source.slice(start, end);
  return text;
}

/** A slice counter that joins the text and counts it: for tokenizers with nothing faster. */
export function textSliceCounter(source: string, text: TextCounting): SliceCounter {
  return {
    countUpTo: (slices, limit) => text.countUpTo(joinedText(source, slices), limit),
    prefixCounter: (slices, limit) => prefixCountsOf(text.prefixCounter(joinedText(source, slices), limit), limit),
    leadingTokens({ start, end }, tokens) {
      const ids = text.encode(source.slice(start, end));
      if (ids.length <= tokens) return { count: ids.length, end };
      for (let n = tokens; n >= 1; n--) {
        const decoded = text.decode(ids.slice(0, n));
        if (source.startsWith(decoded, start)) return { count: ids.length, end: start + decoded.length };
      }
      return { count: ids.length, end: start };
    },
  };
}

/** Runs of letters without case shorter than this are counted as text: a pass over a whole run pays off on long ones. */
const INDEXED_RUN = 1024;
/** Slices of a run that may fail to agree with it (SlicedPass.gaveUp) before the run is counted as text. */
const GIVE_UPS_PER_RUN = 16;

/**
 * A long run of letters in the source, indexed on first use: of letters without case (`\p{Lo}`: CJK, kana,
 * Thai ...), of lower-case ASCII letters, or of upper-case ones (`kind`).
 */
interface LetterRun {
  start: number;
  end: number;
  kind: RunKind;
  /** The UTF-8 offset of each UTF-16 offset in the run, -1 inside a surrogate pair. */
  byteAt?: Int32Array;
  /** The run's prefix counts; null once the run is counted as text. */
  whole?: WholeRun | null;
  giveUps: number;
}

/**
 * A slice counter for a byte-pair encoding: slices that all lie in long runs of letters of one kind (without
 * case, lower-case ASCII, upper-case ASCII) are counted by SlicedPass; any other text by `text`. Why that is
 * exact: text made only of letters of one such kind is one pre-tokenisation piece under every tiktoken pattern
 * (o200k_base cuts before an upper-case letter that follows a lower-case one, so the kinds are not mixed), so
 * its tokens are the byte-pair encoding of its bytes, which the pass computes.
 */
export function longRunSliceCounter(source: string, bytes: BytePairEncoder, text: SliceCounter): SliceCounter {
  let runs: LetterRun[] | undefined;
  /** The slices as slices of their runs' bytes, with the runs; undefined unless all lie in indexed runs. */
  const inRuns = (slices: readonly SourceSlice[]): { runSlices: RunSlice[]; runs: LetterRun[] } | undefined => {
    const runSlices: RunSlice[] = [];
    const used: LetterRun[] = [];
    for (const { start, end } of slices) {
      const run = runHolding(start, end);
      if (!run || (used.length && run.kind !== used[0].kind)) return undefined;
      runSlices.push({ run: run.whole!, from: run.byteAt![start - run.start], to: run.byteAt![end - run.start] });
      used.push(run);
    }
    return used.length ? { runSlices, runs: used } : undefined;
  };
  /** The indexed run that holds [start, end) whole, cut between code points; undefined if none. */
  const runHolding = (start: number, end: number): LetterRun | undefined => {
    // The source is searched for runs on the first slice that starts with such a letter.
    if (!runs) {
      if (!isRunLetter(source, start)) return undefined;
      runs = longLetterRuns(source);
    }
    const run = runAt(runs, start);
    if (!run || end > run.end || end <= start || isLowSurrogate(source, start) || isLowSurrogate(source, end)) return undefined;
    return indexed(run) ? run : undefined;
  };
  const indexed = (run: LetterRun): WholeRun | null => {
    if (run.whole === undefined) {
      const letters = source.slice(run.start, run.end);
      run.byteAt = utf8Offsets(letters);
      run.whole = bytes.wholeRun(letters) ?? null;
    }
    return run.whole;
  };
  const gaveUp = (used: readonly LetterRun[]): void => {
    for (const run of used) if (++run.giveUps >= GIVE_UPS_PER_RUN) run.whole = null;
  };
  const pass = (found: { runSlices: RunSlice[]; runs: LetterRun[] }) => {
    const counted = bytes.slicedPass(found.runSlices);
    if (!counted) gaveUp(found.runs);
    return counted;
  };
  /** The count of one slice from its run, made without a pass object where the run remembers its start. */
  const countOne = ({ start, end }: SourceSlice, limit: number): number | undefined => {
    const run = runHolding(start, end);
    if (!run) return undefined;
    const from = run.byteAt![start - run.start];
    const to = run.byteAt![end - run.start];
    const fewest = Math.ceil((to - from) / bytes.longestTokenBytes);
    if (fewest > limit) return fewest;
    const n = bytes.countRunSlice(run.whole!, from, to);
    if (n === undefined) gaveUp([run]);
    return n;
  };
  return {
    leadingTokens(slice, tokens) {
      const run = runHolding(slice.start, slice.end);
      if (!run) return text.leadingTokens(slice, tokens);
      const from = run.byteAt![slice.start - run.start];
      const found = bytes.leadingRunSlice(run.whole!, from, run.byteAt![slice.end - run.start], tokens);
      if (!found) {
        gaveUp([run]);
        return text.leadingTokens(slice, tokens);
      }
      if (found.count <= tokens) return { count: found.count, end: slice.end };
      return { count: found.count, end: run.start + unitAt(run.byteAt!, from + found.end) };
    },
    countUpTo(slices, limit) {
      const merged = mergeAdjacent(slices);
      if (merged.length === 1) return countOne(merged[0], limit) ?? text.countUpTo(merged, limit);
      const found = inRuns(merged);
      if (!found) return text.countUpTo(merged, limit);
      let length = 0;
      for (const slice of found.runSlices) length += slice.to - slice.from;
      const fewest = Math.ceil(length / bytes.longestTokenBytes);
      if (fewest > limit) return fewest;
      const counted = pass(found);
      return counted ? counted.countAt(counted.length) : text.countUpTo(merged, limit);
    },
    prefixCounter(slices, limit) {
      const merged = mergeAdjacent(slices);
      const found = inRuns(merged);
      const counted = found && pass(found);
      if (!found || !counted) return text.prefixCounter(merged, limit);
      let direct: PrefixCounts | undefined;
      // Per slice, 4 numbers: where it starts and ends in the joined text (UTF-16), what to add to an offset in
      // the joined text for the offset in its run, and what to add to the run's UTF-8 offset for joined bytes.
      const places = new Array<number>(4 * merged.length);
      let units = 0;
      let joinedBytes = 0;
      for (let i = 0; i < merged.length; i++) {
        const { from, to } = found.runSlices[i];
        places[4 * i] = units;
        places[4 * i + 2] = merged[i].start - found.runs[i].start - units;
        units += merged[i].end - merged[i].start;
        places[4 * i + 1] = units;
        places[4 * i + 3] = joinedBytes - from;
        joinedBytes += to - from;
      }
      /** The count of the joined prefix of `end` UTF-16 units that ends in slice `i` (past its start). */
      const countInSlice = (i: number, end: number): number => {
        const byte = found.runs[i].byteAt![end + places[4 * i + 2]];
        if (byte >= 0) return counted.countInSlice(i, byte + places[4 * i + 3]);
        // Between the halves of a surrogate pair: not a place in the run's bytes.
        direct ??= text.prefixCounter(merged, limit);
        return direct.countAt(end);
      };
      return {
        countAt(end) {
          if (end <= 0) return 0;
          let i = merged.length - 1;
          while (i > 0 && places[4 * i] >= end) i--;
          return countInSlice(i, Math.min(end, places[4 * i + 1]));
        },
        lastFitting(low, high) {
          // Slice by slice from the last, reading the run's counts directly past the slice's agreement.
          let end = high;
          for (let i = merged.length - 1; i >= 0 && end >= Math.max(low, 1); i--) {
            const stop = Math.max(low, places[4 * i] + 1, 1);
            const byteAt = found.runs[i].byteAt!;
            const sliceEnd = places[4 * i + 1];
            const unitShift = places[4 * i + 2];
            const byteShift = places[4 * i + 3];
            const { counts, agreed, runShift, countShift } = counted.runCountsOf(i);
            for (; end >= stop; end--) {
              const byte = byteAt[Math.min(end, sliceEnd) + unitShift];
              const joined = byte + byteShift;
              const n = byte < 0 ? countInSlice(i, Math.min(end, sliceEnd)) : joined > agreed ? counts[joined + runShift] + countShift : counted.countInSlice(i, joined);
              if (n <= limit) return end;
            }
          }
          return low <= 0 && high >= 0 && limit >= 0 ? 0 : low - 1;
        },
      };
    },
  };
}

/** `slices` without empty ones, each run of slices that follow each other in the source joined into one. */
function mergeAdjacent(slices: readonly SourceSlice[]): readonly SourceSlice[] {
  let merged = true;
  for (let i = 0; i < slices.length && merged; i++) merged = slices[i].end > slices[i].start && (i === 0 || slices[i - 1].end !== slices[i].start);
  if (merged) return slices;
  const out: SourceSlice[] = [];
  for (const { start, end } of slices) {
    if (end <= start) continue;
    const last = out[out.length - 1];
    if (last && last.end === start) out[out.length - 1] = { start: last.start, end };
    else out.push({ start, end });
  }
  return out;
}

type RunKind = 'withoutCase' | 'lower' | 'upper';

const RUN_LETTER = /[\p{Lo}a-zA-Z]/uy;
/** Runs of one kind: the groups are letters without case, lower-case ASCII, upper-case ASCII. */
const RUNS = /(\p{Lo}+)|([a-z]+)|([A-Z]+)/gu;

function isRunLetter(source: string, at: number): boolean {
  RUN_LETTER.lastIndex = at;
  return RUN_LETTER.test(source);
}

function isLowSurrogate(source: string, at: number): boolean {
  const c = source.charCodeAt(at);
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The runs of letters of one kind of `source` at least INDEXED_RUN UTF-16 units long, in order. */
function longLetterRuns(source: string): LetterRun[] {
  const runs: LetterRun[] = [];
  RUNS.lastIndex = 0;
  for (let m = RUNS.exec(source); m !== null; m = RUNS.exec(source)) {
    const kind: RunKind = m[1] ? 'withoutCase' : m[2] ? 'lower' : 'upper';
    if (m[0].length >= INDEXED_RUN) runs.push({ start: m.index, end: m.index + m[0].length, kind, giveUps: 0 });
  }
  return runs;
}

/** The run holding offset `at`, by binary search. */
function runAt(runs: readonly LetterRun[], at: number): LetterRun | undefined {
  let low = 0;
  let high = runs.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (runs[mid].end <= at) low = mid + 1;
    else if (runs[mid].start > at) high = mid - 1;
    else return runs[mid];
  }
  return undefined;
}

/** The UTF-16 offset whose UTF-8 offset in `byteAt` (as utf8Offsets gives them) is `byte`, a place between characters. */
function unitAt(byteAt: Int32Array, byte: number): number {
  let low = 0;
  let high = byteAt.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    // Between the halves of a pair: one byte past the pair's start, so that the pair's start is found.
    const at = byteAt[mid] >= 0 ? byteAt[mid] : byteAt[mid - 1] + 1;
    if (at <= byte) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The UTF-8 offset of each UTF-16 offset of `text`, -1 between the two halves of a surrogate pair. */
export function utf8Offsets(text: string): Int32Array {
  const out = new Int32Array(text.length + 1);
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    out[i] = bytes;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      out[++i] = -1;
      bytes += 4;
    } else bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
  }
  out[text.length] = bytes;
  return out;
}

// Keeps one document's matching against a fixed baseline (matchChunks.ts) up to date from version to version,
// at the cost of what changed. The engine keeps the chunk objects an edit did not touch, so the chunks that
// differ from the previous version are one window between an unchanged prefix and suffix (found by object
// identity). The window's old chunks leave, its new ones arrive, and only what their arrival can change is
// matched again, with matchChunks' rules:
//
// - Step 1 (same key): the k-th head chunk with a key pairs with the k-th base chunk with it. Per key present in
//   the baseline, the head chunks holding it are kept in order, so a window that adds or removes some re-pairs
//   the later chunks of that key only (all of them, wherever they are: the pairing is by rank, not by place).
// - Step 2 (same place): a run of head chunks left unpaired is placed in the gap after its anchor (the chunk
//   before the run) by placeRun. A run is placed again when one of its chunks, its anchor or its anchor's base
//   partner changed, or a base chunk in its gap was paired or freed by step 1.
//
// The marks are then equal to those of a from-scratch matchChunks of the same versions; the summary is kept
// by delta. A chunk object's content and heading path never change (the engine makes a new chunk for new
// text, and moves unchanged ones in place); its `index` is used as a hint to find it and checked.
//
// Cost of an update: one pass of pointer comparisons to find the window (the only work over every chunk; it
// allocates nothing), a hash per chunk with new text, and the window, the runs and gaps around it and the other
// chunks of the keys it touched. A document mostly rewritten against its baseline (long runs and gaps) costs
// those runs and gaps; against an empty baseline nothing is placed.

import { placeRun, type IndexedChunks } from './matchChunks';
import type { Chunk } from '../model/types';

/** What re-embeds in the current version, against the baseline. */
export interface MatchingSummary {
  /** Head chunks that re-embed (changed or added). */
  chunks: number;
  /** Their tokens. */
  tokens: number;
  /** Baseline chunks with no head chunk. */
  removed: number;
}

export interface IncrementalMatching {
  /** Moves the matching to `chunks`, the next version's (or any version's) chunks of the document. */
  update(chunks: readonly Chunk[]): void;
  /** Whether a chunk of the current version re-embeds (changed or added); false for a chunk not in it. */
  reembeds(chunk: Chunk): boolean;
  summary(): MatchingSummary;
}

interface Entry {
  key: string;
  tokens: number;
  /** The base chunk paired by key (step 1), or -1. */
  partner: number;
  /** Paired by place (step 2): `changed`. Only when `partner` is -1. */
  placed: boolean;
}

/**
 * A matching against `base` (indexed once), empty until the first `update`. `keyOf` gives a chunk's content key,
 * which depends on its text alone (strategy and tokenizer are those of the baseline): a re-made chunk with the
 * text of one that left the window takes its key without hashing.
 */
export function createIncrementalMatching(base: IndexedChunks, keyOf: (chunk: Chunk) => string): IncrementalMatching {
  const entries = new Map<Chunk, Entry>();
  /** Per key in the baseline: the head chunks holding it, in order. */
  const byKey = new Map<string, Chunk[]>();
  /** Per base chunk: the head chunk paired with it by key. */
  const takenBy = new Array<Chunk | undefined>(base.chunks.length).fill(undefined);
  let chunks: readonly Chunk[] = [];
  let paired = 0;
  let placed = 0;
  let marked = 0;
  let markedTokens = 0;

  const count = (e: Entry, sign: 1 | -1) => {
    if (e.partner >= 0) paired += sign;
    else {
      if (e.placed) placed += sign;
      marked += sign;
      markedTokens += sign * e.tokens;
    }
  };
  const isPaired = (c: Chunk) => entries.get(c)!.partner >= 0;
  const positionOf = (c: Chunk) => (chunks[c.index] === c ? c.index : chunks.indexOf(c));
  const take = (j: number, c: Chunk | undefined, touched: Map<number, boolean>) => {
    if (!touched.has(j)) touched.set(j, takenBy[j] !== undefined);
    takenBy[j] = c;
  };

  /**
   * Step 1 for one key: pairs its head chunks of ranks [from, to) with the base chunks of that key by rank.
   * Records the base chunks it pairs or frees in `touched` (with whether they were taken before), and the head
   * chunks from rank `arrivedEnd` on (after the window) whose partner changed in `moved`.
   */
  const pairByRank = (key: string, from: number, to: number, arrivedEnd: number, touched: Map<number, boolean>, moved: Chunk[]) => {
    const holders = byKey.get(key)!;
    const baseIndexes = base.byKey.get(key)!;
    for (let r = from; r < to; r++) {
      const c = holders[r];
      const e = entries.get(c)!;
      const j = r < baseIndexes.length ? baseIndexes[r] : -1;
      if (e.partner === j) continue;
      count(e, -1);
      if (e.partner >= 0 && takenBy[e.partner] === c) take(e.partner, undefined, touched);
      e.partner = j;
      e.placed = false;
      if (j >= 0) take(j, c, touched);
      count(e, 1);
      if (r >= arrivedEnd) moved.push(c);
    }
  };

  return {
    update(next) {
      if (next === chunks) return;
      const previous = chunks;
      const { start, oldEnd, newEnd } = changedWindow(previous, next);
      chunks = next;
      /** Base chunks paired or freed by step 1 (were they taken before?), and chunks after the window re-paired. */
      const touched = new Map<number, boolean>();
      const moved: Chunk[] = [];
      /** The keys of the chunks that left, by text. */
      const leftKeys = new Map<string, string>();
      /** Per key of the window: [chunks that left, chunks that arrived]. */
      const window = new Map<string, [Chunk[], Chunk[]]>();
      const windowOf = (key: string) => {
        let w = window.get(key);
        if (!w) window.set(key, (w = [[], []]));
        return w;
      };
      for (let i = start; i < oldEnd; i++) {
        const c = previous[i];
        const e = entries.get(c)!;
        count(e, -1);
        entries.delete(c);
        leftKeys.set(c.content, e.key);
        if (e.partner >= 0 && takenBy[e.partner] === c) take(e.partner, undefined, touched);
        if (base.byKey.has(e.key)) windowOf(e.key)[0].push(c);
      }
      for (let i = start; i < newEnd; i++) {
        const c = next[i];
        const e: Entry = { key: leftKeys.get(c.content) ?? keyOf(c), tokens: c.tokens, partner: -1, placed: false };
        entries.set(c, e);
        count(e, 1);
        if (base.byKey.has(e.key)) windowOf(e.key)[1].push(c);
      }
      for (const [key, [left, arrived]] of window) {
        let holders = byKey.get(key);
        if (!holders) byKey.set(key, (holders = []));
        // The window's chunks of a key are consecutive among its holders: where they leave, the new ones go.
        const at = left.length ? holders.indexOf(left[0]) : rankBefore(holders, start, positionOf);
        holders.splice(at, left.length, ...arrived);
        const arrivedEnd = at + arrived.length;
        if (!holders.length) byKey.delete(key);
        else pairByRank(key, at, left.length === arrived.length ? arrivedEnd : holders.length, arrivedEnd, touched, moved);
      }
      const changed: number[] = [];
      for (const [j, wasTaken] of touched) if ((takenBy[j] !== undefined) !== wasTaken) changed.push(j);
      placeAround(next, start, newEnd, moved, changed);
    },
    reembeds(chunk) {
      const e = entries.get(chunk);
      return e !== undefined && e.partner < 0;
    },
    summary: () => ({ chunks: marked, tokens: markedTokens, removed: base.chunks.length - paired - placed }),
  };

  /**
   * Step 2 again for every run that can have changed: the runs over the window [start, end] (its end included,
   * for a window that only removed chunks), around each head chunk after it that step 1 re-paired, and over
   * each gap where a base chunk was paired or freed.
   */
  function placeAround(next: readonly Chunk[], start: number, end: number, moved: Chunk[], touched: number[]): void {
    // Against an empty baseline (a file the last commit does not hold) every chunk is one run with no gap: added.
    if (!base.chunks.length) return;
    /** Run anchors (null: the document's start) and their head position where known. */
    const anchors = new Map<Chunk | null, number>();
    let covered = -1;
    const runsOver = (from: number, to: number) => {
      from = Math.max(from, covered + 1);
      if (from > to) return;
      let k = from - 1;
      while (k > covered && !isPaired(next[k])) k--;
      if (k > covered) anchors.set(next[k], k);
      else if (covered < 0) anchors.set(null, -1);
      for (let i = from; i <= to && i < next.length; i++) if (isPaired(next[i])) anchors.set(next[i], i);
      covered = to;
    };
    const positions = moved.map(positionOf);
    positions.push(start);
    positions.sort((a, b) => a - b);
    for (const q of positions) runsOver(q, q === start ? end : q);
    // The anchor of the gap holding base chunk j is the head chunk paired with the nearest taken base chunk
    // before j; in ascending order, a scan back stops at the previous j, whose gap anchor is known.
    let lastJ = -1;
    let lastAnchor: Chunk | null = null;
    for (const j of touched.sort((a, b) => a - b)) {
      let a = j - 1;
      while (a > lastJ && !takenBy[a]) a--;
      const anchor: Chunk | null = a > lastJ || (a >= 0 && takenBy[a]) ? takenBy[a]! : lastAnchor;
      if (!anchors.has(anchor)) anchors.set(anchor, -1);
      lastJ = j;
      lastAnchor = anchor;
    }
    for (const [anchor, known] of anchors) {
      const from = anchor ? (known >= 0 ? known : positionOf(anchor)) + 1 : 0;
      let to = from;
      while (to < next.length && !isPaired(next[to])) to++;
      if (to === from) continue;
      const gapStart = anchor ? entries.get(anchor)!.partner + 1 : 0;
      const run = next.slice(from, to);
      const partners = placeRun(base.chunks, gapStart, (j) => takenBy[j] !== undefined, run.map((c) => c.headingsPath));
      run.forEach((c, k) => {
        const e = entries.get(c)!;
        count(e, -1);
        e.placed = partners[k] >= 0;
        count(e, 1);
      });
    }
  }
}

/** How many of `holders` (head chunks in document order) lie before head position `start`. */
function rankBefore(holders: readonly Chunk[], start: number, positionOf: (c: Chunk) => number): number {
  let lo = 0;
  let hi = holders.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (positionOf(holders[mid]) < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The window where `next` differs from `previous`: they hold the same objects before `start` and from the ends on. */
function changedWindow(previous: readonly Chunk[], next: readonly Chunk[]): { start: number; oldEnd: number; newEnd: number } {
  let start = 0;
  const shorter = Math.min(previous.length, next.length);
  while (start < shorter && previous[start] === next[start]) start++;
  let oldEnd = previous.length;
  let newEnd = next.length;
  while (oldEnd > start && newEnd > start && previous[oldEnd - 1] === next[newEnd - 1]) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}

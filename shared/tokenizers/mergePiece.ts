// Byte-pair merging of one piece, on token ids. A long piece merges in O(n log n): the same merges as
// tiktoken's scan for the lowest-ranked pair, found with a heap instead of a scan over every pair at every step
// (quadratic in one unbroken run of letters, spaces or CJK characters: 40k CJK characters took 3.3 s to count).

/** The rank of a byte run that is no token. */
export const NO_RANK = Number.MAX_SAFE_INTEGER;

/**
 * The token ids of a piece after merging, exactly as the reference merge: repeatedly join the adjacent pair
 * of lowest rank, the leftmost of equal ones, until no pair has a rank. `ids` holds the id of each byte (it is
 * overwritten); `mergedId(left, right)` is the id of the token the two tokens' bytes make, or NO_RANK (in
 * tiktoken a token's rank is its id, so the pair's rank is the merged token's id). Parts are a linked list of
 * starts; the heap holds (rank, start) of every pair when it got its rank, and an entry whose pair has since
 * changed rank or vanished is skipped when popped. The popped entry is the lowest (rank, start) among current
 * pairs, which is the pair the reference picks.
 */
export function mergeLongPiece(ids: Int32Array, mergedId: (left: number, right: number) => number): number[] {
  const n = ids.length;
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const pairRank = new Float64Array(n + 1).fill(NO_RANK);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  // Each merge pushes at most two pairs, after the n - 1 first ones.
  const heap = new PairHeap(3 * n);
  const setPair = (start: number): void => {
    const right = next[start];
    const r = right < n ? mergedId(ids[start], ids[right]) : NO_RANK;
    pairRank[start] = r;
    if (r !== NO_RANK) heap.push(r, start);
  };
  for (let i = 0; i + 1 < n; i++) setPair(i);
  while (heap.size > 0) {
    const r = heap.topRank();
    const start = heap.pop();
    if (pairRank[start] !== r) continue;
    const right = next[start];
    const after = next[right];
    pairRank[right] = NO_RANK;
    next[start] = after;
    if (after <= n) prev[after] = start;
    ids[start] = r;
    setPair(start);
    if (start > 0) setPair(prev[start]);
  }
  const out: number[] = [];
  for (let i = 0; i < n; i = next[i]) out.push(ids[i]);
  return out;
}

/**
 * The same merge for a short piece, by scanning every pair for the lowest rank at each step: below some
 * tens of bytes that is cheaper than the heap's bookkeeping.
 */
export function mergeShortPiece(ids: Int32Array, mergedId: (left: number, right: number) => number): number[] {
  const parts = Array.from(ids);
  const ranks: number[] = [];
  for (let i = 0; i + 1 < parts.length; i++) ranks.push(mergedId(parts[i], parts[i + 1]));
  while (ranks.length > 0) {
    let lowest = 0;
    for (let k = 1; k < ranks.length; k++) if (ranks[k] < ranks[lowest]) lowest = k;
    if (ranks[lowest] === NO_RANK) break;
    parts[lowest] = ranks[lowest];
    parts.splice(lowest + 1, 1);
    ranks.splice(lowest, 1);
    if (lowest < ranks.length) ranks[lowest] = mergedId(parts[lowest], parts[lowest + 1]);
    if (lowest > 0) ranks[lowest - 1] = mergedId(parts[lowest - 1], parts[lowest]);
  }
  return parts;
}

/**
 * A binary min-heap of (rank, start) pairs ordered by rank, then start, in two typed arrays of a fixed
 * capacity. (A heap of numbers packing both, in a plain array, spent most of a long merge on floating-point
 * division and boxed elements.)
 */
class PairHeap {
  private readonly ranks: Int32Array;
  private readonly starts: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.ranks = new Int32Array(Math.max(1, capacity));
    this.starts = new Int32Array(Math.max(1, capacity));
  }

  topRank(): number {
    return this.ranks[0];
  }

  push(rank: number, start: number): void {
    const { ranks, starts } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (ranks[parent] < rank || (ranks[parent] === rank && starts[parent] <= start)) break;
      ranks[i] = ranks[parent];
      starts[i] = starts[parent];
      i = parent;
    }
    ranks[i] = rank;
    starts[i] = start;
  }

  /** Removes the lowest pair and returns its start. */
  pop(): number {
    const { ranks, starts } = this;
    const top = starts[0];
    const size = --this.size;
    const rank = ranks[size];
    const start = starts[size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (ranks[child + 1] < ranks[child] || (ranks[child + 1] === ranks[child] && starts[child + 1] < starts[child]))) child++;
      if (ranks[child] > rank || (ranks[child] === rank && starts[child] >= start)) break;
      ranks[i] = ranks[child];
      starts[i] = starts[child];
      i = child;
    }
    ranks[i] = rank;
    starts[i] = start;
    return top;
  }
}

/**
 * Whether merging `left`'s bytes followed by `right`'s (`byteIds` holds each byte's id) gives back exactly the
 * tokens `left` and `right`: a compatible pair (encodingStep.ts). The same merges as mergeShortPiece, in scratch
 * arrays, stopped at the first merge across the two: a part spanning both is never split again, so the answer
 * is no.
 *
 * Why: the prefix counts ask this of every pair of tokens they meet for the first time, tens of thousands on a
 * line of random letters; encoding the joined bytes as a new string cost about 7 µs a pair.
 */
export function mergesBackToPair(left: number, right: number, bytesOf: readonly string[], byteIds: Int32Array, mergedId: (left: number, right: number) => number): boolean {
  const leftBytes = bytesOf[left];
  const rightBytes = bytesOf[right];
  let n = leftBytes.length + rightBytes.length;
  if (pairParts.length < n) {
    pairParts = new Int32Array(2 * n);
    pairRanks = new Float64Array(2 * n);
  }
  const parts = pairParts;
  const ranks = pairRanks;
  for (let i = 0; i < leftBytes.length; i++) parts[i] = byteIds[leftBytes.charCodeAt(i)];
  for (let i = 0; i < rightBytes.length; i++) parts[leftBytes.length + i] = byteIds[rightBytes.charCodeAt(i)];
  for (let i = 0; i + 1 < n; i++) ranks[i] = mergedId(parts[i], parts[i + 1]);
  // The first part of `right`'s bytes: the pair before it is the one across the two.
  let split = leftBytes.length;
  while (n > 1) {
    let lowest = 0;
    for (let k = 1; k < n - 1; k++) if (ranks[k] < ranks[lowest]) lowest = k;
    if (ranks[lowest] === NO_RANK) break;
    if (lowest === split - 1) return false;
    parts[lowest] = ranks[lowest];
    parts.copyWithin(lowest + 1, lowest + 2, n);
    ranks.copyWithin(lowest, lowest + 1, n - 1);
    n--;
    if (lowest < split) split--;
    if (lowest < n - 1) ranks[lowest] = mergedId(parts[lowest], parts[lowest + 1]);
    if (lowest > 0) ranks[lowest - 1] = mergedId(parts[lowest - 1], parts[lowest]);
  }
  return n === 2 && split === 1 && parts[0] === left && parts[1] === right;
}

/** Scratch room of mergesBackToPair, grown to the longest pair met. */
let pairParts = new Int32Array(64);
let pairRanks = new Float64Array(64);

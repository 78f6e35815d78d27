// Matches the chunks of two versions of one document, chunk by chunk, to say which ones re-embed.
//
// 1. Same content key (contentKey.ts): the chunk is the same embedding. It is `unchanged` when its index, start
//    offset and heading path are the same, else `moved` (a new place, a new Spec v1 id, no new embedding).
//    Chunks with equal keys pair in document order (the first unpaired base chunk with that key).
// 2. The chunks left over are placed in gaps: a head chunk's gap is the run of unpaired base chunks right after
//    the base partner of the nearest paired head chunk before it (the start of the document when there is
//    none). In its gap, a head chunk pairs with the first unpaired base chunk of the same heading path: the
//    same place in the same section with other text, `changed`.
// 3. What is still unpaired is `added` (head) or `removed` (base).
//
// Linear in the number of chunks: one map lookup per chunk (the base's index can be built once for many heads),
// and each gap's chunks are grouped by heading path once (placeRun, which incrementalMatching.ts shares). Limits: a chunk split in two is one `changed` and one `added`; a chunk whose own heading was renamed
// has another heading path, so it is `removed` and `added`; text moved to another section and edited there is
// `removed` there and `added` here; equal chunks pair in order, so swapping two identical chunks is no change.

/** What matching needs of a chunk. */
export interface MatchableChunk {
  /** The content key (contentKeyOf). */
  key: string;
  /**
   * UTF-16 offset where the chunk starts in its version. Only tells `unchanged` from `moved`: without it on both
   * sides, a chunk with the same key, index and heading path is `unchanged` (the editor, which marks only what
   * re-embeds, leaves it out: reading every chunk's place would undo the engine's lazy moves).
   */
  start?: number;
  headingsPath: readonly string[];
}

/** What happened to a chunk between two versions. `changed` and `added` re-embed. */
export type ChunkChange = 'unchanged' | 'moved' | 'changed' | 'added' | 'removed';

/** The matching of two versions. */
export interface ChunkMatching {
  /** Per head chunk, in order: what happened to it. */
  head: Exclude<ChunkChange, 'removed'>[];
  /** Per head chunk: the index of its base chunk, or -1 (added). */
  partner: number[];
  /** Base chunks with no head chunk, in order. */
  removed: number[];
}

/** Whether a head chunk with this change must be embedded again. */
export function reembeds(change: ChunkChange): boolean {
  return change === 'changed' || change === 'added';
}

/** A version's chunks indexed by content key, to match many versions against (the editor's baseline). */
export interface IndexedChunks {
  chunks: readonly MatchableChunk[];
  /** Content key → the indexes of the chunks with it, ascending. */
  byKey: ReadonlyMap<string, readonly number[]>;
}

/** Indexes `chunks` by content key. */
export function indexChunks(chunks: readonly MatchableChunk[]): IndexedChunks {
  const byKey = new Map<string, number[]>();
  chunks.forEach((chunk, i) => {
    const indexes = byKey.get(chunk.key);
    if (indexes) indexes.push(i);
    else byKey.set(chunk.key, [i]);
  });
  return { chunks, byKey };
}

/** Matches `head` (the new version's chunks, in order) against `base` (the old version's, or their index). */
export function matchChunks(baseChunks: readonly MatchableChunk[] | IndexedChunks, head: readonly MatchableChunk[]): ChunkMatching {
  const { chunks: base, byKey } = 'byKey' in baseChunks ? baseChunks : indexChunks(baseChunks);
  const baseTaken = new Array<boolean>(base.length).fill(false);
  const partner = new Array<number>(head.length).fill(-1);
  /** How many chunks of each key were paired so far. */
  const used = new Map<string, number>();
  const change: ChunkMatching['head'] = new Array(head.length).fill('added');
  for (let i = 0; i < head.length; i++) {
    const chunk = head[i];
    const indexes = byKey.get(chunk.key);
    if (!indexes) continue;
    let j: number;
    if (indexes.length === 1) {
      // The common case, a key held once: no counter to keep.
      j = indexes[0];
      if (baseTaken[j]) continue;
    } else {
      const next = used.get(chunk.key) ?? 0;
      if (next >= indexes.length) continue;
      used.set(chunk.key, next + 1);
      j = indexes[next];
    }
    partner[i] = j;
    baseTaken[j] = true;
    const other = base[j];
    change[i] = i === j && other.start === chunk.start && samePath(other.headingsPath, chunk.headingsPath) ? 'unchanged' : 'moved';
  }
  // Runs of head chunks left unpaired, each placed in the gap after its anchor's base partner.
  const pairedByPlace = new Array<boolean>(base.length).fill(false);
  for (let i = 0; i < head.length; ) {
    if (partner[i] >= 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < head.length && partner[end] < 0) end++;
    const gapStart = i > 0 ? partner[i - 1] + 1 : 0;
    const placed = placeRun(base, gapStart, (j) => baseTaken[j], head.slice(i, end).map((c) => c.headingsPath));
    placed.forEach((j, k) => {
      if (j < 0) return;
      partner[i + k] = j;
      pairedByPlace[j] = true;
      change[i + k] = 'changed';
    });
    i = end;
  }
  const removed: number[] = [];
  for (let j = 0; j < base.length; j++) if (!baseTaken[j] && !pairedByPlace[j]) removed.push(j);
  return { head: change, partner, removed };
}

/**
 * Step 2 for one run of head chunks that no key paired (given by their heading paths, in order): pairs them, in
 * order, with the base chunks of the same heading path in the run's gap, which starts at `gapStart` (after the
 * base partner of the chunk before the run) and ends at the next base chunk that `taken` says a key paired.
 * Returns each run chunk's base partner, or -1. Gaps of different runs never overlap.
 */
export function placeRun(base: readonly MatchableChunk[], gapStart: number, taken: (j: number) => boolean, paths: readonly (readonly string[])[]): number[] {
  const partners = new Array<number>(paths.length).fill(-1);
  if (!paths.length || gapStart >= base.length || taken(gapStart)) return partners;
  const gap = new Map<string, { indexes: number[]; next: number }>();
  for (let j = gapStart; j < base.length && !taken(j); j++) {
    const path = pathKey(base[j].headingsPath);
    const entry = gap.get(path);
    if (entry) entry.indexes.push(j);
    else gap.set(path, { indexes: [j], next: 0 });
  }
  paths.forEach((path, k) => {
    const entry = gap.get(pathKey(path));
    if (entry && entry.next < entry.indexes.length) partners[k] = entry.indexes[entry.next++];
  });
  return partners;
}

/** Joined heading paths by array: chunks share their path arrays, and a keystroke matches the same ones again. */
const pathKeys = new WeakMap<readonly string[], string>();

function pathKey(path: readonly string[]): string {
  let key = pathKeys.get(path);
  if (key === undefined) pathKeys.set(path, (key = path.join('\u0000')));
  return key;
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((h, i) => h === b[i]));
}

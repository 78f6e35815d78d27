// Dense retrieval for `chunklens eval`: embeds chunks and questions through the endpoint (shared/eval does not
// know it exists), caches every vector on disk by a hash of the model and the embed text, ranks chunks by
// cosine similarity; and reciprocal rank fusion for the hybrid retriever.

import { appendFileSync, closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { embeddingCacheKey, embeddingCachePath } from '../../node/embeddingCacheFiles';
import { embedTexts, type EmbeddingRequestOptions } from './embeddingClient';
import type { EmbeddingEndpoint } from './evalArgs';

/** RRF's constant (Cormack et al. 2009), as most hybrid search engines use it. */
const RRF_K = 60;

/**
 * Each question's `depth` best chunks by cosine similarity of their embeddings (indexes into `chunkTexts`),
 * best first, ties in chunk order. Texts already in the cache under this model are not sent again; `stats`,
 * when given, counts the texts sent.
 */
export async function embeddingRankings(endpoint: EmbeddingEndpoint, questions: readonly string[], chunkTexts: readonly string[], depth: number, options: EmbeddingRequestOptions & { stats?: { embedded: number } } = {}): Promise<number[][]> {
  const vectors = await cachedEmbeddings(endpoint, [...chunkTexts, ...questions], options);
  const chunks = vectors.slice(0, chunkTexts.length).map(normalized);
  return vectors.slice(chunkTexts.length).map((q) => {
    const query = normalized(q);
    return chunks
      .map((c, i) => ({ i, score: dot(query, c) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, depth)
      .map((x) => x.i);
  });
}

/**
 * The vectors of `texts`, from the cache file of the endpoint's model where known, else embedded and appended to
 * it (keyed by model and text: eval's chunks and questions, the semantic strategies' sentence groups).
 */
export async function cachedEmbeddings(endpoint: EmbeddingEndpoint, texts: readonly string[], options: EmbeddingRequestOptions & { stats?: { embedded: number } }): Promise<number[][]> {
  const file = embeddingCachePath(endpoint.cacheDir, endpoint.model);
  const cache = readCache(file);
  const keys = texts.map((t) => embeddingCacheKey(endpoint.model, t));
  const missing = [...new Set(keys.filter((k) => !cache.has(k)))];
  if (missing.length) {
    const textOf = new Map(keys.map((k, i) => [k, texts[i]]));
    const fresh = await embedTexts(endpoint, missing.map((k) => textOf.get(k)!), options);
    mkdirSync(endpoint.cacheDir, { recursive: true });
    appendFileSync(file, missing.map((k, i) => JSON.stringify({ key: k, model: endpoint.model, vector: fresh[i] }) + '\n').join(''));
    missing.forEach((k, i) => cache.set(k, fresh[i]));
  }
  if (options.stats) options.stats.embedded += missing.length;
  return keys.map((k) => cache.get(k)!);
}

/** One cache file as this process has read it: its vectors by key, and how many of its bytes (whole lines) are read. */
interface CacheRead {
  vectors: Map<string, number[]>;
  bytes: number;
}

/** The cache files this process has read, by path: each round of a run reads only what was appended since. */
const cacheReads = new Map<string, CacheRead>();

/**
 * The cache: one JSON line per vector; a line that does not read (a run cut short while writing) is ignored.
 * Lines read before are not read again (a run embeds in rounds, a command over many files once per file), lines
 * another process appended since are; a file that shrank is read anew. A last line without its newline is read
 * each time, until it has one.
 */
function readCache(file: string): Map<string, number[]> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    cacheReads.delete(file);
    return new Map();
  }
  let read = cacheReads.get(file);
  if (!read || size < read.bytes) {
    read = { vectors: new Map(), bytes: 0 };
    cacheReads.set(file, read);
  }
  if (size === read.bytes) return read.vectors;
  const appended = Buffer.alloc(size - read.bytes);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, appended, 0, appended.length, read.bytes);
  } finally {
    closeSync(fd);
  }
  const whole = appended.lastIndexOf(10) + 1;
  for (const line of appended.toString('utf8').split('\n')) addLine(read.vectors, line);
  read.bytes += whole;
  return read.vectors;
}

/** Adds the vector of one cache line to `vectors`; a line that does not read is ignored. */
function addLine(vectors: Map<string, number[]>, line: string): void {
  if (!line) return;
  try {
    const { key, vector } = JSON.parse(line) as { key?: unknown; vector?: unknown };
    if (typeof key === 'string' && Array.isArray(vector)) vectors.set(key, vector as number[]);
  } catch {
    return;
  }
}

/**
 * Reciprocal rank fusion: each item scores the sum of 1 / (60 + rank) over the rankings that hold it; best
 * first, ties in order of first appearance.
 */
export function fuseRankings(rankings: ReadonlyArray<readonly number[]>): number[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings) ranking.forEach((item, rank) => scores.set(item, (scores.get(item) ?? 0) + 1 / (RRF_K + rank + 1)));
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}

function normalized(v: readonly number[]): number[] {
  const norm = Math.sqrt(dot(v, v)) || 1;
  return v.map((x) => x / norm);
}

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i];
  return s;
}

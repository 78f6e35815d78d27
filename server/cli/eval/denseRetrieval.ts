// Dense retrieval for `chunklens eval`: embeds chunks and questions through the endpoint (shared/eval does not
// know it exists), caches every vector on disk by a hash of the model and the embed text, ranks chunks by
// cosine similarity; and reciprocal rank fusion for the hybrid retriever.

import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
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

/** The cache: one JSON line per vector; a line that does not read (a run cut short while writing) is ignored. */
function readCache(file: string): Map<string, number[]> {
  const cache = new Map<string, number[]>();
  if (!existsSync(file)) return cache;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    try {
      const { key, vector } = JSON.parse(line) as { key?: unknown; vector?: unknown };
      if (typeof key === 'string' && Array.isArray(vector)) cache.set(key, vector as number[]);
    } catch {
      continue;
    }
  }
  return cache;
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

// Ranks chunks for a question with BM25 (MiniSearch's BM25+, scored as MiniSearch scores: bm25Index.ts), as a
// lexical retriever over the chunks' embed text would: which chunk a question's words point to, not what it means.
//
// Invariant (shared/README.md invariant 1): pure; an index is built from the chunks given and kept only by its caller.

import type { Chunk } from '../model/types';
import { Bm25Index } from './bm25Index';

/** One ranked chunk: the list it came from (`document`, an index into the lists given), its index there, its score. */
export interface ChunkHit {
  document: number;
  chunk: number;
  score: number;
  /** The index terms of the chunk that matched the question (lower-cased words). */
  terms: string[];
}

/**
 * The `top` chunks of `documents` (lists of chunks, e.g. one per file) that best match `query`, best first; ties
 * in document, then chunk order. Words are MiniSearch's: split at whitespace and punctuation, lower-cased, no
 * stemming, no prefixes, no fuzzy matching; a chunk matches when it holds any word of the question. An empty
 * question, or one with no word in any chunk, ranks nothing.
 */
export function rankChunks(query: string, documents: ReadonlyArray<readonly Chunk[]>, top: number): ChunkHit[] {
  return new ChunkSearch(documents).rank(query, top);
}

/**
 * A BM25 index of the chunks of `documents` (their `content`, the embed text, is the one indexed field), built
 * once for many questions: `chunklens eval` ranks every question of a set against it.
 */
export class ChunkSearch {
  private readonly places: Array<{ document: number; chunk: number }> = [];
  private readonly index: Bm25Index;

  constructor(documents: ReadonlyArray<readonly Chunk[]>) {
    const contents: string[] = [];
    documents.forEach((chunks, document) => {
      for (const chunk of chunks) {
        contents.push(chunk.content);
        this.places.push({ document, chunk: chunk.index });
      }
    });
    this.index = new Bm25Index(contents);
  }

  /**
   * As `rankChunks`, against this index. Every chunk holding a word of the question has a score; only those
   * scoring at least the `top`-th best score are ordered by the tie rule and turned into hits, so a question of
   * common words costs no sort of thousands of results.
   */
  rank(query: string, top: number): ChunkHit[] {
    if (top <= 0 || !query.trim()) return [];
    const { texts, scores } = this.index.search(query);
    if (texts.length === 0) return [];
    const floor = nthHighest(scores, Math.min(top, scores.length));
    const hits: ChunkHit[] = [];
    for (let i = 0; i < texts.length; i++) {
      if (scores[i] >= floor) hits.push({ ...this.places[texts[i]], score: scores[i], terms: this.index.matchedTerms(query, texts[i]) });
    }
    return hits.sort((x, y) => y.score - x.score || x.document - y.document || x.chunk - y.chunk).slice(0, top);
  }
}

/** The `n`-th highest of `values` (1 ≤ n ≤ values.length), kept in a sorted window of n. */
function nthHighest(values: Float64Array, n: number): number {
  const best = new Float64Array(n).fill(-Infinity);
  for (const value of values) {
    if (value <= best[n - 1]) continue;
    let at = n - 1;
    while (at > 0 && best[at - 1] < value) {
      best[at] = best[at - 1];
      at--;
    }
    best[at] = value;
  }
  return best[n - 1];
}

/**
 * About `width` characters of `content` around the first place a matched term occurs (case-insensitive, at a
 * word start), on one line, with `…` where it was cut; the start of the content when no term is found.
 */
export function snippetOf(content: string, terms: readonly string[], width = 160): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  let at = -1;
  for (const term of terms) {
    if (!term) continue;
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu').exec(flat);
    if (match && (at < 0 || match.index + match[1].length < at)) at = match.index + match[1].length;
  }
  const start = at < 0 ? 0 : Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Ranks chunks for a question with BM25 (MiniSearch's BM25+), as a lexical retriever over the chunks' embed
// text would: which chunk a question's words point to, not what it means.
//
// Invariant (shared/README.md invariant 1): pure; an index is built from the chunks given and kept only by its caller.

import MiniSearch from 'minisearch';
import type { Chunk } from '../model/types';

/** One ranked chunk: the list it came from (`document`, an index into the lists given), its index there, its score. */
export interface ChunkHit {
  document: number;
  chunk: number;
  score: number;
  /** The index terms of the chunk that matched the question (lower-cased words). */
  terms: string[];
}

interface IndexedChunk {
  id: number;
  content: string;
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
  private readonly index = new MiniSearch<IndexedChunk>({ fields: ['content'], storeFields: [] });

  constructor(documents: ReadonlyArray<readonly Chunk[]>) {
    const items: IndexedChunk[] = [];
    documents.forEach((chunks, document) => {
      for (const chunk of chunks) {
        items.push({ id: this.places.length, content: chunk.content });
        this.places.push({ document, chunk: chunk.index });
      }
    });
    this.index.addAll(items);
  }

  /**
   * As `rankChunks`, against this index. MiniSearch returns every chunk holding a word of the question, best
   * first; only those scoring at least the `top`-th score are ordered by the tie rule and turned into hits, so
   * a question of common words costs no sort of thousands of results.
   */
  rank(query: string, top: number): ChunkHit[] {
    if (top <= 0 || !query.trim()) return [];
    const results = this.index.search(query);
    if (results.length === 0) return [];
    const floor = results[Math.min(top, results.length) - 1].score;
    let end = Math.min(top, results.length);
    while (end < results.length && results[end].score >= floor) end++;
    return results
      .slice(0, end)
      .map((r) => ({ ...this.places[r.id as number], score: r.score, terms: [...r.terms].sort() }))
      .sort((x, y) => y.score - x.score || x.document - y.document || x.chunk - y.chunk)
      .slice(0, top);
  }
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

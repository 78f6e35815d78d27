// The vectors the language server knows, by embedding model and exact text: filled by the embedding step on save
// or on request (features/embedDocuments.ts), read by every analysis, so that a keystroke never calls the
// endpoint and an edit re-embeds only the sentences it changed. Bounded: the least recently used go first.

import type { TextEmbeddings } from '../../shared/chunkers/types';

/** Numbers kept over all vectors (8 bytes each): about 64 MB, some 5,000 vectors of 1,536 dimensions. */
export const VECTOR_NUMBERS_LIMIT = 8_000_000;

export class EmbeddingVectors {
  /** Key (model, NUL, text) → vector; a Map keeps insertion order, which a read renews (least recently used first). */
  private readonly vectors = new Map<string, readonly number[]>();
  private numbers = 0;
  /** Counts the vectors kept: an analysis made at another revision may have read fewer. */
  revision = 0;

  constructor(private readonly limit = VECTOR_NUMBERS_LIMIT) {}

  /** The vector of `text` under `model`, if known (and then the last to be forgotten). */
  get(model: string, text: string): readonly number[] | undefined {
    const key = keyOf(model, text);
    const vector = this.vectors.get(key);
    if (vector) {
      this.vectors.delete(key);
      this.vectors.set(key, vector);
    }
    return vector;
  }

  /** Keeps `vector` as the embedding of `text` under `model`, forgetting the least recently used past the limit. */
  set(model: string, text: string, vector: readonly number[]): void {
    const key = keyOf(model, text);
    const old = this.vectors.get(key);
    if (old) {
      this.numbers -= old.length;
      this.vectors.delete(key);
    }
    this.vectors.set(key, vector);
    this.numbers += vector.length;
    this.revision++;
    for (const [oldest, v] of this.vectors) {
      if (this.numbers <= this.limit || oldest === key) break;
      this.vectors.delete(oldest);
      this.numbers -= v.length;
    }
  }

  /** The texts among `texts` (once each, in order) with no vector under `model`. */
  missing(model: string, texts: readonly string[]): string[] {
    return [...new Set(texts)].filter((t) => !this.vectors.has(keyOf(model, t)));
  }

  /** A lookup for a semantic strategy (shared/chunkers/semanticStrategy.ts): what is known now under `model`. */
  lookup(model: string): TextEmbeddings {
    return { model, vectorOf: (text) => this.get(model, text) };
  }
}

function keyOf(model: string, text: string): string {
  return `${model}\u0000${text}`;
}

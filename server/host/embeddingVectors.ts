// The vectors the language server knows, by embedding model and exact text: filled by the embedding step on save
// or on request (features/embedDocuments.ts), read by every analysis, so that a keystroke never calls the
// endpoint and an edit re-embeds only the sentences it changed. Bounded: the least recently used go first. Backed,
// where the runtime has a disk, by the on-disk cache the CLI uses (node/embeddingCacheFiles.ts) in the folder the
// client names, so that a restart re-embeds nothing.

import type { TextEmbeddings } from '../../shared/chunkers/types';

/** Vectors kept beyond the server's life, by model and exact text (the Node server's on-disk cache). */
export interface EmbeddingStore {
  get(model: string, text: string): readonly number[] | undefined;
  /** Keeps these vectors (text, vector) under `model`; a store that cannot write says so in the log, never throws. */
  put(model: string, entries: ReadonlyArray<readonly [string, readonly number[]]>): void;
}

/** Numbers kept over all vectors (8 bytes each): about 64 MB, some 5,000 vectors of 1,536 dimensions. */
export const VECTOR_NUMBERS_LIMIT = 8_000_000;

export class EmbeddingVectors {
  /** Key (model, NUL, text) → vector; a Map keeps insertion order, which a read renews (least recently used first). */
  private readonly vectors = new Map<string, readonly number[]>();
  private numbers = 0;
  /** Counts the vectors kept: an analysis made at another revision may have read fewer. */
  revision = 0;

  private store?: EmbeddingStore;

  constructor(private readonly limit = VECTOR_NUMBERS_LIMIT) {}

  /** Backs the vectors with `store` from now on (the client named its folder in `initialize`). */
  useStore(store: EmbeddingStore): void {
    this.store = store;
    this.revision++;
  }

  /** The vector of `text` under `model`, if known in memory or in the store (and then the last to be forgotten). */
  get(model: string, text: string): readonly number[] | undefined {
    const key = keyOf(model, text);
    const vector = this.vectors.get(key);
    if (vector) {
      this.vectors.delete(key);
      this.vectors.set(key, vector);
      return vector;
    }
    const stored = this.store?.get(model, text);
    if (stored) this.keep(key, stored);
    return stored;
  }

  /** Keeps the embeddings of `texts` under `model` (`vectors[i]` of `texts[i]`), in the store too. */
  setAll(model: string, texts: readonly string[], vectors: ReadonlyArray<readonly number[]>): void {
    texts.forEach((text, i) => this.set(model, text, vectors[i]));
    this.store?.put(model, texts.map((text, i) => [text, vectors[i]] as const));
  }

  /** Keeps `vector` as the embedding of `text` under `model` in memory, forgetting the least recently used past the limit. */
  set(model: string, text: string, vector: readonly number[]): void {
    this.keep(keyOf(model, text), vector);
    this.revision++;
  }

  private keep(key: string, vector: readonly number[]): void {
    const old = this.vectors.get(key);
    if (old) {
      this.numbers -= old.length;
      this.vectors.delete(key);
    }
    this.vectors.set(key, vector);
    this.numbers += vector.length;
    for (const [oldest, v] of this.vectors) {
      if (this.numbers <= this.limit || oldest === key) break;
      this.vectors.delete(oldest);
      this.numbers -= v.length;
    }
  }

  /** The texts among `texts` (once each, in order) with no vector under `model`, in memory or in the store. */
  missing(model: string, texts: readonly string[]): string[] {
    return [...new Set(texts)].filter((t) => this.get(model, t) === undefined);
  }

  /** A lookup for a semantic strategy (shared/chunkers/semanticStrategy.ts): what is known now under `model`. */
  lookup(model: string): TextEmbeddings {
    return { model, vectorOf: (text) => this.get(model, text) };
  }
}

function keyOf(model: string, text: string): string {
  return `${model}\u0000${text}`;
}

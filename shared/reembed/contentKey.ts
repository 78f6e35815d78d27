// The content key of a chunk: what decides whether it must be embedded again. It hashes exactly what the
// embedder receives (the chunk's embed text) with the strategy and tokenizer that made it, and nothing about
// its place: a chunk that only moved keeps its key, whatever its strategy's own id does (Spec v1 §9 hashes
// offsets into `chunk_id`, so every chunk after an edit gets a new id). Strategies' ids are left as they are.

import { sha256Hex } from '../text/hash';
import type { Chunk } from '../model/types';
import type { MatchableChunk } from './matchChunks';

/** Keys already computed, per chunk object: the engine moves unchanged chunks in place from one version to the next. */
const known = new WeakMap<Chunk, { content: string; tokenizer: string; key: string }>();

/**
 * sha256 (hex) of the chunk's strategy, the tokenizer id and its embed text, separated by NUL. A heading path
 * enters the key only where the strategy writes it into the embed text. Memoised per chunk object and checked
 * against its content, so a keystroke hashes only the chunks it re-made.
 */
export function contentKeyOf(chunk: Chunk, tokenizer: string): string {
  const memo = known.get(chunk);
  if (memo && memo.content === chunk.content && memo.tokenizer === tokenizer) return memo.key;
  const key = contentKey(chunk.strategy, tokenizer, chunk.content);
  known.set(chunk, { content: chunk.content, tokenizer, key });
  return key;
}

/** The content key of an embed text made by `strategy` and measured with `tokenizer` (contentKeyOf without the memo). */
export function contentKey(strategy: string, tokenizer: string, content: string): string {
  return sha256Hex(`${strategy}\u0000${tokenizer}\u0000${content}`);
}

/** What matching reads of each chunk of a version nothing else keeps (a baseline): its key and heading path, not its place. */
export function matchableChunksOf(chunks: readonly Chunk[], tokenizer: string): MatchableChunk[] {
  return chunks.map((c) => ({ key: contentKey(c.strategy, tokenizer, c.content), headingsPath: c.headingsPath }));
}

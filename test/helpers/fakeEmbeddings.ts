// Embeddings for tests: the fake vectors of the upstream semantic chunker test suites (by position in the batch,
// or by the stripped text, as their mock embedding classes answer), deterministic vectors derived from a text's
// words, and the transcribed cases (test/fixtures/langchain/semantic_chunker.json, llamaindex/semantic_splitter.json, chonkie/semantic_chunker.json).

import { readFileSync } from 'node:fs';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import { repoPath } from './repoPath';

/** How a case's mock embedding answers: the i-th vector for the i-th text of a batch, or by the stripped text. */
export type CaseEmbeddings = { positional: number[][] } | { stripped_text: Record<string, number[]> };

export interface SemanticCase {
  test: string;
  strategy: string;
  options: Record<string, unknown>;
  input: string;
  embeddings: CaseEmbeddings;
  expected_count?: number;
  expected?: string[];
  expected_embed_texts?: string[];
}

export interface CaseSource {
  repository: string;
  license: string;
  file: string;
  commit: string;
  release: string;
  note: string;
}

/** The transcribed upstream cases of each semantic chunker's suite, with where they come from. */
export function semanticSuites(): Array<{ source: CaseSource; cases: SemanticCase[] }> {
  return ['langchain/semantic_chunker.json', 'llamaindex/semantic_splitter.json', 'chonkie/semantic_chunker.json'].map((f) => JSON.parse(readFileSync(repoPath(`test/fixtures/${f}`), 'utf8')));
}

/** The vectors a case's mock embedding gives for one batch of texts; throws on a text it does not know, as the mock raises. */
export function caseVectors(embeddings: CaseEmbeddings, texts: readonly string[]): number[][] {
  if ('positional' in embeddings) return embeddings.positional.slice(0, texts.length);
  return texts.map((t) => {
    const v = embeddings.stripped_text[t.trim()];
    if (!v) throw new Error(`Invalid text for the mock embedding: ${JSON.stringify(t)}`);
    return v;
  });
}

/** A lookup holding `vectors[i]` for `texts[i]`. */
export function lookupOf(model: string, texts: readonly string[], vectors: readonly number[][]): TextEmbeddings {
  const map = new Map(texts.map((t, i) => [t, vectors[i]]));
  return { model, vectorOf: (t) => map.get(t) };
}

/**
 * A deterministic vector for `text`: 8 dimensions counting its words by the first letter's code modulo 8, plus one,
 * so texts about the same words point the same way and nothing is a zero vector.
 */
export function wordVector(text: string): number[] {
  const v = new Array<number>(8).fill(1);
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) v[w.charCodeAt(0) % 8] += 1;
  return v;
}

/** Every text embedded with `wordVector`. */
export const WORD_EMBEDDINGS: TextEmbeddings = { model: 'word-vectors', vectorOf: wordVector };

// The editor's fetch step of a semantic strategy's embedding loop (shared/chunkers/embedInRounds.ts): the texts
// go to the `chunklens.embeddings.*` endpoint and their vectors are kept in the server's vectors (memory and, on
// Node, the on-disk cache). Used on save, by "Chunk by meaning now" and by "Lint Workspace".

import { embedTexts, type EmbeddingRequestEndpoint } from '../cli/eval/embeddingClient';
import type { EmbeddingVectors } from './embeddingVectors';

/** The `fetch` of embedInRounds for `endpoint`; rejects with the client's EmbeddingError when the endpoint fails. */
export function embedThroughEndpoint(vectors: EmbeddingVectors, endpoint: EmbeddingRequestEndpoint, apiKey: string | undefined): (texts: string[]) => Promise<void> {
  return async (texts) => vectors.setAll(endpoint.model, texts, await embedTexts(endpoint, texts, { apiKey }));
}

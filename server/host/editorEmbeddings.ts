// What a semantic strategy reads in the editor: the vectors the server already knows (host/embeddingVectors.ts),
// never the endpoint (a keystroke's analysis does not wait for the network), and the editor's words for the
// fallback's CK101 finding (the settings when no endpoint is configured, saving or the command when sentences
// are not embedded yet). The same on the main thread and on an analysis worker, which gets the vectors it needs
// in its job.

import type { ResolvedSettings } from '../../shared/config/config';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import type { EmbeddingVectors } from './embeddingVectors';

/** The fallback's advice when `chunklens.embeddings.*` name no endpoint. */
export const CONFIGURE_ENDPOINT_HINT = 'set chunklens.embeddings.url and chunklens.embeddings.model (an OpenAI-compatible endpoint; the API key is read from the environment variable chunklens.embeddings.keyEnv names), then save the document';
/** The fallback's advice when an endpoint is configured but the document's current sentences are not all embedded. */
export const EMBED_NOW_HINT = 'save the document or run "chunklens: Chunk by meaning now (embed)"; the editor embeds on save and on that command, never while typing';

/** The vectors an analysis worker gets for one job: those known for the texts its document's strategy compares. */
export interface WorkerEmbeddings {
  model: string;
  vectors: Array<[string, readonly number[]]>;
}

/**
 * `settings` with a semantic strategy reading `embeddings` (undefined: no endpoint configured) and ending its
 * fallback finding with the editor's advice; other strategies' settings unchanged.
 */
export function withEditorEmbeddings(settings: ResolvedSettings, embeddings: TextEmbeddings | undefined): ResolvedSettings {
  const embeds = settings.strategy.embeds;
  if (!embeds) return settings;
  return { ...settings, strategy: embeds.withEmbeddings(embeddings, embeddings ? EMBED_NOW_HINT : CONFIGURE_ENDPOINT_HINT) };
}

/** The vectors under `model` known for the texts `settings`' strategy compares in `text`; undefined without a semantic strategy or a model. */
export function workerEmbeddings(settings: ResolvedSettings, model: string | undefined, vectors: EmbeddingVectors, text: string): WorkerEmbeddings | undefined {
  const embeds = settings.strategy.embeds;
  if (!embeds || model === undefined) return undefined;
  const known: Array<[string, readonly number[]]> = [];
  for (const t of new Set(embeds.textsToEmbed(text, vectors.lookup(model)))) {
    const vector = vectors.get(model, t);
    if (vector) known.push([t, vector]);
  }
  return { model, vectors: known };
}

/** The lookup of a worker's vectors. */
export function lookupOf(embeddings: WorkerEmbeddings): TextEmbeddings {
  const byText = new Map(embeddings.vectors);
  return { model: embeddings.model, vectorOf: (t) => byText.get(t) };
}

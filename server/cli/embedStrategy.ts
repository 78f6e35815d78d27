// The asynchronous step before a semantic strategy chunks a file on the command line: the texts it compares,
// embedded through the user's endpoint with eval's on-disk cache (keyed by model and text, so an edit re-embeds
// only the sentences it changed), round by round as the strategy asks (embedInRounds.ts), handed to the pure
// strategy as a lookup.

import { embedInRounds } from '../../shared/chunkers/embedInRounds';
import { flatText } from '../../shared/text/documentText';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import { DEFAULT_MAX_FILE_BYTES } from '../node/readRegularFile';
import { readSourceFile, type SourceFile } from '../node/readDocument';
import { analyzeFile, fileSettings, type FileAnalysis } from './analyzeFile';
import type { ConfigLookup } from './configLookup';
import { cachedEmbeddings } from './eval/denseRetrieval';
import type { EmbeddingEndpoint } from './eval/evalArgs';
import type { Overrides } from './overrides';

/** How many texts a run compared and how many of them it sent to the endpoint (the rest came from the cache). */
export interface EmbeddingCount {
  texts: number;
  sent: number;
}

/**
 * The vectors the strategy `overrides` and config give `path` compares, or none when that strategy embeds nothing.
 * Throws an EmbeddingError when the endpoint fails for good, a UsageError for settings that cannot apply.
 */
export async function embeddingsFor(path: string, file: SourceFile, overrides: Overrides, configs: ConfigLookup, endpoint: EmbeddingEndpoint, count?: EmbeddingCount, env: NodeJS.ProcessEnv = process.env): Promise<TextEmbeddings | undefined> {
  const embeds = fileSettings(path, file, overrides, configs).strategy.embeds;
  if (!embeds) return undefined;
  const byText = new Map<string, readonly number[]>();
  const lookup: TextEmbeddings = { model: endpoint.model, vectorOf: (t) => byText.get(t) };
  const stats = { embedded: 0 };
  const { texts } = await embedInRounds(embeds, flatText(file.text), lookup, async (missing) => {
    const vectors = await cachedEmbeddings(endpoint, missing, { apiKey: env[endpoint.keyEnv] || undefined, stats });
    missing.forEach((t, i) => byText.set(t, vectors[i]));
  });
  if (count) {
    count.texts += texts.length;
    count.sent += stats.embedded;
  }
  return lookup;
}

/** `analyzeFile` with the file's strategy reading the vectors of `endpoint` (the file is read once). */
export async function analyzeFileEmbedded(path: string, overrides: Overrides, configs: ConfigLookup, endpoint: EmbeddingEndpoint, count?: EmbeddingCount): Promise<FileAnalysis> {
  const file = readSourceFile(path, overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  return analyzeFile(path, overrides, configs, file, await embeddingsFor(path, file, overrides, configs, endpoint, count));
}

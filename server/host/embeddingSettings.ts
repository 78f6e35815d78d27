// The `chunklens.embeddings.*` settings: the OpenAI-compatible endpoint the editor embeds a semantic strategy's
// sentences with, the API key named by an environment variable (a key itself never sits in settings).

import type { ConfigProblem } from '../../shared/config/config';
import { EMBEDDING_DEFAULTS, type EmbeddingRequestEndpoint } from '../cli/eval/embeddingClient';

/** An environment variable's name, as a shell accepts it. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The endpoint `raw` (the `embeddings` object of the `chunklens` section) configures, or undefined when it sets
 * neither url nor model; each bad value becomes a problem at its `chunklens.embeddings.*` path and no endpoint,
 * so that a half-configured endpoint is reported instead of being called. Batch size, timeout and retries are the
 * command line's defaults.
 */
export function readEmbeddingSettings(raw: unknown, problems: ConfigProblem[]): EmbeddingRequestEndpoint | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ path: 'chunklens.embeddings', message: 'expected an object with url, model and keyEnv' });
    return undefined;
  }
  const { url = '', model = '', keyEnv = '', ...rest } = raw as Record<string, unknown>;
  const before = problems.length;
  for (const key of Object.keys(rest)) problems.push({ path: `chunklens.embeddings.${key}`, message: `unknown setting "${key}"` });
  if (url === '' && model === '') return undefined;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) {
    problems.push({ path: 'chunklens.embeddings.url', message: `expected the endpoint's base URL (http:// or https://, e.g. http://127.0.0.1:11434/v1), got ${JSON.stringify(url)}` });
  }
  if (typeof model !== 'string' || model === '') problems.push({ path: 'chunklens.embeddings.model', message: `expected the name of the embedding model, got ${JSON.stringify(model)}` });
  if (keyEnv !== '' && (typeof keyEnv !== 'string' || !ENV_NAME.test(keyEnv))) {
    problems.push({ path: 'chunklens.embeddings.keyEnv', message: `expected the name of an environment variable, got ${JSON.stringify(keyEnv)}` });
  }
  if (problems.length > before) return undefined;
  return {
    url: (url as string).replace(/\/+$/, ''),
    model: model as string,
    keyEnv: (keyEnv as string) || EMBEDDING_DEFAULTS.keyEnv,
    batchSize: EMBEDDING_DEFAULTS.batchSize,
    timeoutMs: EMBEDDING_DEFAULTS.timeoutS * 1000,
    retries: EMBEDDING_DEFAULTS.retries,
  };
}

// The flags of `chunklens eval QUESTIONS [PATH...]`: strategies, K, retriever and embedding endpoint, output
// format and the CI gates. Each mistake is a UsageError (exit 2) naming the flag.

import { readFormat } from '../format/outputFormat';
import { UsageError } from '../usageError';
import { EMBEDDING_DEFAULTS, type EmbeddingEndpoint } from './embeddingClient';
import { EVAL_FORMATS, type EvalFormat } from './evalFormats';

/** The retrievers eval ranks chunks with. */
export const RETRIEVERS = ['bm25', 'dense', 'hybrid', 'none'] as const;
export type Retriever = (typeof RETRIEVERS)[number];

export type { EmbeddingEndpoint };

export interface EvalOptions {
  questions: string;
  paths: string[];
  top: number;
  format: EvalFormat;
  retriever: Retriever;
  embeddings?: EmbeddingEndpoint;
  /** Exit 1 when a strategy's mean recall at K is below this (0..1). */
  minRecall?: number;
  /** A previous `--format json` run: exit 1 when a question it answered is no longer answered. */
  baseline?: string;
  gitignore: boolean;
  /** `--chroma-compat`: place chunks and count touching chunks as Chroma's evaluation code does (shared/eval/locateChunkText.ts). */
  chromaCompat: boolean;
}

/** The eval flags for node:util parseArgs (`--strategy`, `--top`, `--format`, `--baseline` and `--no-gitignore` are shared). */
export const EVAL_FLAGS = {
  retriever: { type: 'string' },
  'min-recall': { type: 'string' },
  'chroma-compat': { type: 'boolean' },
  'embeddings-url': { type: 'string' },
  'embeddings-model': { type: 'string' },
  'embeddings-key-env': { type: 'string' },
  'embeddings-batch': { type: 'string' },
  'embeddings-timeout': { type: 'string' },
  'embeddings-cache': { type: 'string' },
} as const;

/** The flags of the embeddings endpoint, which `chunk` and `compare` take too (for the semantic strategies). */
export const EMBEDDING_FLAGS = Object.keys(EVAL_FLAGS).filter((f) => f.startsWith('embeddings-'));

/** Reads the eval flags of `values` for the operands `QUESTIONS [PATH...]`. */
export function readEvalOptions(operands: string[], values: Record<string, string | boolean | undefined>): EvalOptions {
  const [questions, ...paths] = operands;
  if (questions === undefined) throw new UsageError('eval takes a QUESTIONS file (JSONL, or Chroma\'s questions_df.csv) and optional PATHs');
  const format = readFormat(EVAL_FORMATS, values.format);
  const retriever = (values.retriever ?? 'bm25') as Retriever;
  if (!RETRIEVERS.includes(retriever)) throw new UsageError(`--retriever must be one of ${RETRIEVERS.join(', ')}, got "${retriever}"`);
  const dense = retriever === 'dense' || retriever === 'hybrid';
  const given = EMBEDDING_FLAGS.find((f) => values[f] !== undefined);
  if (!dense && given) throw new UsageError(`--${given} applies to --retriever dense or hybrid only`);
  const options: EvalOptions = { questions, paths, top: wholeNumber(values.top, 5, '--top'), format, retriever, gitignore: values['no-gitignore'] !== true, chromaCompat: values['chroma-compat'] === true };
  if (dense) options.embeddings = readEmbeddingEndpoint(values);
  if (values['min-recall'] !== undefined) {
    const raw = String(values['min-recall']);
    const n = Number(raw);
    if (!/^\d*\.?\d+$/.test(raw) || n > 1) throw new UsageError(`--min-recall must be a share between 0 and 1, got "${raw}"`);
    if (retriever === 'none') throw new UsageError('--min-recall needs a retriever (not --retriever none)');
    options.minRecall = n;
  }
  if (values.baseline !== undefined) options.baseline = String(values.baseline);
  return options;
}

/** The endpoint the `--embeddings-*` flags of `values` describe; a UsageError naming the flag when one is wrong or missing. */
export function readEmbeddingEndpoint(values: Record<string, string | boolean | undefined>): EmbeddingEndpoint {
  const url = values['embeddings-url'];
  const model = values['embeddings-model'];
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new UsageError('--embeddings-url must be the endpoint\'s base URL (http:// or https://, e.g. http://127.0.0.1:11434/v1)');
  if (typeof model !== 'string' || !model) throw new UsageError('--embeddings-model must name the embedding model');
  return {
    url: url.replace(/\/+$/, ''),
    model,
    keyEnv: typeof values['embeddings-key-env'] === 'string' ? values['embeddings-key-env'] : EMBEDDING_DEFAULTS.keyEnv,
    batchSize: wholeNumber(values['embeddings-batch'], EMBEDDING_DEFAULTS.batchSize, '--embeddings-batch'),
    timeoutMs: wholeNumber(values['embeddings-timeout'], EMBEDDING_DEFAULTS.timeoutS, '--embeddings-timeout') * 1000,
    retries: EMBEDDING_DEFAULTS.retries,
    cacheDir: typeof values['embeddings-cache'] === 'string' ? values['embeddings-cache'] : '.chunklens-embeddings',
  };
}

function wholeNumber(raw: string | boolean | undefined, fallback: number, flag: string): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(String(raw)) || Number(raw) < 1) throw new UsageError(`${flag} must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

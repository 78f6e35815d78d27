// Embedding models and how much of a chunk's embed text each reads: the input limit in its own tokens, the
// special tokens it adds inside that limit, and the chunklens tokenizer that counts like it (exactly for OpenAI's
// models, the nearest available encoding for the others).

import type { TokenizerId } from '../tokenizers';

/** An embedding model's input limit as the truncation rule (CK011) measures it. */
export interface EmbeddingModel {
  /** The model's name as its provider spells it, or `the embedding model` for a number. */
  name: string;
  /** Tokens of text the model reads: its input limit less the special tokens it adds. */
  limit: number;
  /** The tokenizer chunklens counts with; absent for a number, which is counted with the strategy's tokenizer. */
  tokenizer?: TokenizerId;
  /** How the count relates to the model's own tokenizer (`approximating its WordPiece`), said in the finding (absent: exact). */
  approximation?: string;
}

/** A listed model as its provider documents it. */
export interface KnownModel {
  /** The input limit the provider documents, in the model's tokens. */
  maxTokens: number;
  /** Tokens the model adds inside the limit ([CLS] and [SEP] for BERT-style models, <s> and </s> for XLM-R). */
  special: number;
  tokenizer: TokenizerId;
  approximation?: string;
}

const WORDPIECE = 'approximating its WordPiece';
const XLMR = 'approximating its XLM-RoBERTa SentencePiece';

/**
 * Common embedding models by name. A WordPiece or SentencePiece model is counted with the encoding nearest to
 * it (gpt2's 50,257 English-heavy pieces for WordPiece, o200k_base's multilingual ones for XLM-R): counts then
 * differ by some percent, which the finding says; OpenAI's models are counted exactly.
 */
export const EMBEDDING_MODELS: Readonly<Record<string, KnownModel>> = {
  'text-embedding-3-small': { maxTokens: 8191, special: 0, tokenizer: 'cl100k_base' },
  'text-embedding-3-large': { maxTokens: 8191, special: 0, tokenizer: 'cl100k_base' },
  'text-embedding-ada-002': { maxTokens: 8191, special: 0, tokenizer: 'cl100k_base' },
  'embed-english-v3.0': { maxTokens: 512, special: 0, tokenizer: 'cl100k_base', approximation: "approximating Cohere's tokenizer" },
  'embed-multilingual-v3.0': { maxTokens: 512, special: 0, tokenizer: 'o200k_base', approximation: "approximating Cohere's tokenizer" },
  'voyage-3': { maxTokens: 32000, special: 0, tokenizer: 'cl100k_base', approximation: "approximating Voyage's tokenizer" },
  'voyage-3-lite': { maxTokens: 32000, special: 0, tokenizer: 'cl100k_base', approximation: "approximating Voyage's tokenizer" },
  'voyage-3-large': { maxTokens: 32000, special: 0, tokenizer: 'cl100k_base', approximation: "approximating Voyage's tokenizer" },
  'bge-small-en-v1.5': { maxTokens: 512, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'bge-base-en-v1.5': { maxTokens: 512, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'bge-large-en-v1.5': { maxTokens: 512, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'bge-m3': { maxTokens: 8192, special: 2, tokenizer: 'o200k_base', approximation: XLMR },
  'e5-base-v2': { maxTokens: 512, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'e5-large-v2': { maxTokens: 512, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'multilingual-e5-large': { maxTokens: 512, special: 2, tokenizer: 'o200k_base', approximation: XLMR },
  'all-MiniLM-L6-v2': { maxTokens: 256, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
  'nomic-embed-text-v1.5': { maxTokens: 8192, special: 2, tokenizer: 'gpt2', approximation: WORDPIECE },
};

/** Whether `value` is a valid embeddingModel setting: a known model's name or a whole number of tokens > 0. */
export function embeddingModelProblem(value: unknown): string | undefined {
  if (typeof value === 'string' && Object.hasOwn(EMBEDDING_MODELS, value)) return undefined;
  if (Number.isInteger(value) && (value as number) > 0) return undefined;
  return `expected a model (${Object.keys(EMBEDDING_MODELS).join(', ')}) or an input limit in tokens, got ${JSON.stringify(value)}`;
}

/** The model a valid setting names. */
export function embeddingModelOf(setting: string | number): EmbeddingModel {
  if (typeof setting === 'number') return { name: 'the embedding model', limit: setting };
  const known = EMBEDDING_MODELS[setting];
  return { name: setting, limit: known.maxTokens - known.special, tokenizer: known.tokenizer, ...(known.approximation ? { approximation: known.approximation } : {}) };
}

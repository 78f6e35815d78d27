// The arguments of Mastra's `semantic-markdown` chunking (`MDocument.chunk({ strategy: 'semantic-markdown', ... })`,
// @mastra/rag 2.6.4) by their own names and defaults, how Mastra checks them, and what js-tiktoken 1.0.21 (the
// encoder Mastra loads) knows of encodings: the model names it maps to one, and each encoding's special tokens.

import type { EncodingId } from '../../tokenizers';
import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem, StrategyOptions } from '../types';

/**
 * `SemanticMarkdownTransformer`'s arguments that change chunks (`maxSize`, `overlap`, `separatorPosition`,
 * `addStartIndex` and `lengthFunction` are read by the base transformer but not by this one). `allowedSpecial`
 * and `disallowedSpecial` are Sets in Mastra: here a list of strings, or "all".
 */
export const SEMANTIC_MARKDOWN_SCHEMA: ArgumentSchema = {
  joinThreshold: { default: 500 },
  encodingName: { default: 'cl100k_base' },
  modelName: { default: null },
  allowedSpecial: { default: [] },
  disallowedSpecial: { default: 'all' },
  stripWhitespace: { default: true },
};

/** The encodings js-tiktoken loads that chunklens counts with (`p50k_edit` is not one). */
export const MASTRA_ENCODINGS: readonly EncodingId[] = ['gpt2', 'r50k_base', 'p50k_base', 'cl100k_base', 'o200k_base'];

/** js-tiktoken 1.0.21's `getEncodingNameForModel`: every model name it knows, by encoding. */
const MODELS_BY_ENCODING: Readonly<Partial<Record<EncodingId, readonly string[]>>> = {
  gpt2: ['gpt2'],
  p50k_base: ['code-cushman-001', 'code-cushman-002', 'code-davinci-001', 'code-davinci-002', 'cushman-codex', 'davinci-codex', 'davinci-002', 'text-davinci-002', 'text-davinci-003'],
  r50k_base: ['ada', 'babbage', 'babbage-002', 'code-search-ada-code-001', 'code-search-babbage-code-001', 'curie', 'davinci', 'text-ada-001', 'text-babbage-001', 'text-curie-001', 'text-davinci-001', 'text-search-ada-doc-001', 'text-search-babbage-doc-001', 'text-search-curie-doc-001', 'text-search-davinci-doc-001', 'text-similarity-ada-001', 'text-similarity-babbage-001', 'text-similarity-curie-001', 'text-similarity-davinci-001'],
  cl100k_base: ['gpt-3.5-turbo-instruct-0914', 'gpt-3.5-turbo-instruct', 'gpt-3.5-turbo-16k-0613', 'gpt-3.5-turbo-16k', 'gpt-3.5-turbo-0613', 'gpt-3.5-turbo-0301', 'gpt-3.5-turbo', 'gpt-4-32k-0613', 'gpt-4-32k-0314', 'gpt-4-32k', 'gpt-4-0613', 'gpt-4-0314', 'gpt-4', 'gpt-3.5-turbo-1106', 'gpt-35-turbo', 'gpt-4-1106-preview', 'gpt-4-vision-preview', 'gpt-3.5-turbo-0125', 'gpt-4-turbo', 'gpt-4-turbo-2024-04-09', 'gpt-4-turbo-preview', 'gpt-4-0125-preview', 'text-embedding-ada-002', 'text-embedding-3-small', 'text-embedding-3-large'],
  o200k_base: ['gpt-4o', 'gpt-4o-2024-05-13', 'gpt-4o-2024-08-06', 'gpt-4o-2024-11-20', 'gpt-4o-mini-2024-07-18', 'gpt-4o-mini', 'gpt-4o-search-preview', 'gpt-4o-search-preview-2025-03-11', 'gpt-4o-mini-search-preview', 'gpt-4o-mini-search-preview-2025-03-11', 'gpt-4o-audio-preview', 'gpt-4o-audio-preview-2024-12-17', 'gpt-4o-audio-preview-2024-10-01', 'gpt-4o-mini-audio-preview', 'gpt-4o-mini-audio-preview-2024-12-17', 'o1', 'o1-2024-12-17', 'o1-mini', 'o1-mini-2024-09-12', 'o1-preview', 'o1-preview-2024-09-12', 'o1-pro', 'o1-pro-2025-03-19', 'o3', 'o3-2025-04-16', 'o3-mini', 'o3-mini-2025-01-31', 'o4-mini', 'o4-mini-2025-04-16', 'chatgpt-4o-latest', 'gpt-4o-realtime', 'gpt-4o-realtime-preview-2024-10-01', 'gpt-4o-realtime-preview-2024-12-17', 'gpt-4o-mini-realtime-preview', 'gpt-4o-mini-realtime-preview-2024-12-17', 'gpt-4.1', 'gpt-4.1-2025-04-14', 'gpt-4.1-mini', 'gpt-4.1-mini-2025-04-14', 'gpt-4.1-nano', 'gpt-4.1-nano-2025-04-14', 'gpt-4.5-preview', 'gpt-4.5-preview-2025-02-27', 'gpt-5', 'gpt-5-2025-08-07', 'gpt-5-nano', 'gpt-5-nano-2025-08-07', 'gpt-5-mini', 'gpt-5-mini-2025-08-07', 'gpt-5-chat-latest'],
};

const ENCODING_OF_MODEL = new Map(Object.entries(MODELS_BY_ENCODING).flatMap(([encoding, models]) => models!.map((m) => [m, encoding as EncodingId] as const)));

/** Each encoding's special tokens, in js-tiktoken's order (its `specialTokens` keys). */
export const SPECIAL_TOKENS: Readonly<Partial<Record<EncodingId, readonly string[]>>> = {
  gpt2: ['<|endoftext|>'],
  r50k_base: ['<|endoftext|>'],
  p50k_base: ['<|endoftext|>'],
  cl100k_base: ['<|endoftext|>', '<|fim_prefix|>', '<|fim_middle|>', '<|fim_suffix|>', '<|endofprompt|>'],
  o200k_base: ['<|endoftext|>', '<|endofprompt|>'],
};

/** The encoding `fromTikToken` loads: the model's when `modelName` is given, else `encodingName`. */
export function encodingOf(options: StrategyOptions): EncodingId {
  return typeof options.modelName === 'string' ? ENCODING_OF_MODEL.get(options.modelName)! : (options.encodingName as EncodingId);
}

const LOAD_ERROR = 'Could not load tiktoken encoding. Please install it with `npm install js-tiktoken`.';

const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Mastra's checks (its zod schema, then the encoder it loads), with its messages where it has them. */
export const SEMANTIC_MARKDOWN_ARGUMENTS: ArgumentRules<{ default: unknown }> = {
  noun: 'transformer',
  checkValue(name, _spec, v): OptionProblem[] {
    const got = JSON.stringify(v);
    const one = (ok: boolean, message: string): OptionProblem[] => (ok ? [] : [{ path: name, message }]);
    switch (name) {
      case 'joinThreshold':
        return one(typeof v === 'number' && v > 0 && Number.isFinite(v), `joinThreshold must be a positive number, got ${got}`);
      case 'encodingName':
        return one(typeof v === 'string' && (MASTRA_ENCODINGS as readonly string[]).includes(v), `${LOAD_ERROR} (chunklens counts with ${MASTRA_ENCODINGS.join(', ')}; got ${got})`);
      case 'modelName':
        return one(v === null || (typeof v === 'string' && ENCODING_OF_MODEL.has(v)), `${LOAD_ERROR} (js-tiktoken 1.0.21 knows no model ${got} with an encoding chunklens counts with)`);
      case 'allowedSpecial':
      case 'disallowedSpecial':
        return one(v === 'all' || isStringList(v), `Must be a Set object or the literal 'all' (here a list of strings), got ${got}`);
      default:
        return one(typeof v === 'boolean', `${name} must be true or false, got ${got}`);
    }
  },
  crossCheck: () => [],
};

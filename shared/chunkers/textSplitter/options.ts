// The arguments of semantic-text-splitter's `TextSplitter` and `MarkdownSplitter` (Python binding 0.32.0) by
// their own names: `capacity` (an int, or `[desired, max]` for the binding's `(desired, max)` tuple), `overlap`,
// `trim`, and `tiktoken_model` for the `from_tiktoken_model` constructor; with the crate's own messages.

import type { TokenizerId } from '../../tokenizers';
import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem, StrategyOptions } from '../types';
import type { ChunkCapacity } from './chunkCapacity';

/**
 * The constructor's arguments and defaults. `capacity` has no default in the binding (it is required); 1000
 * characters stands in so that the strategy runs unconfigured.
 */
export const TEXT_SPLITTER_SCHEMA: ArgumentSchema = {
  capacity: { default: 1000 },
  overlap: { default: 0 },
  trim: { default: true },
  tiktoken_model: { default: null },
};

/**
 * tiktoken-rs's `get_bpe_from_model` table (the encodings chunklens carries): exact model names, then prefixes.
 * `p50k_edit` models are left out (chunklens has no p50k_edit ranks).
 */
const MODEL_ENCODINGS: Readonly<Record<string, TokenizerId>> = {
  'gpt-5': 'o200k_base',
  'gpt-4.5': 'o200k_base',
  'gpt-4.1': 'o200k_base',
  'chatgpt-4o-latest': 'o200k_base',
  'gpt-4o': 'o200k_base',
  o1: 'o200k_base',
  o3: 'o200k_base',
  o4: 'o200k_base',
  'gpt-4': 'cl100k_base',
  'gpt-3.5-turbo': 'cl100k_base',
  'gpt-35-turbo': 'cl100k_base',
  'text-embedding-ada-002': 'cl100k_base',
  'text-embedding-3-small': 'cl100k_base',
  'text-embedding-3-large': 'cl100k_base',
  'text-davinci-003': 'p50k_base',
  'text-davinci-002': 'p50k_base',
  'code-davinci-002': 'p50k_base',
  'code-davinci-001': 'p50k_base',
  'code-cushman-002': 'p50k_base',
  'code-cushman-001': 'p50k_base',
  'davinci-codex': 'p50k_base',
  'cushman-codex': 'p50k_base',
  'text-davinci-001': 'r50k_base',
  'text-curie-001': 'r50k_base',
  'text-babbage-001': 'r50k_base',
  'text-ada-001': 'r50k_base',
  davinci: 'r50k_base',
  curie: 'r50k_base',
  babbage: 'r50k_base',
  ada: 'r50k_base',
  gpt2: 'gpt2',
};

const MODEL_PREFIXES: ReadonlyArray<[string, TokenizerId]> = [
  ['o1-', 'o200k_base'],
  ['o3-', 'o200k_base'],
  ['o4-', 'o200k_base'],
  ['gpt-5-', 'o200k_base'],
  ['gpt-4.5-', 'o200k_base'],
  ['gpt-4.1-', 'o200k_base'],
  ['chatgpt-4o-', 'o200k_base'],
  ['gpt-4o-', 'o200k_base'],
  ['gpt-oss-', 'o200k_base'],
  ['gpt-4-', 'cl100k_base'],
  ['gpt-3.5-turbo-', 'cl100k_base'],
  ['gpt-35-turbo-', 'cl100k_base'],
  ['ft:gpt-4o', 'o200k_base'],
  ['ft:gpt-4', 'cl100k_base'],
  ['ft:gpt-3.5-turbo', 'cl100k_base'],
  ['ft:davinci-002', 'cl100k_base'],
  ['ft:babbage-002', 'cl100k_base'],
];

/** The encoding `from_tiktoken_model(model)` loads, or undefined for a model tiktoken-rs does not know. */
export function encodingForModel(model: string): TokenizerId | undefined {
  return MODEL_ENCODINGS[model] ?? MODEL_PREFIXES.find(([prefix]) => model.startsWith(prefix))?.[1];
}

/** The capacity an argument value stands for: an int is `desired = max`, a pair is `(desired, max)`. */
export function capacityOf(value: unknown): ChunkCapacity {
  if (Array.isArray(value)) return { desired: value[0] as number, max: value[1] as number };
  return { desired: value as number, max: value as number };
}

function isSize(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** How the binding checks its arguments: pyo3's types, then the crate's ChunkCapacity and ChunkConfig errors. */
export const TEXT_SPLITTER_RULES: ArgumentRules<{ default: unknown }> = {
  noun: 'splitter',
  checkValue(name, _spec, v): OptionProblem[] {
    if (name === 'capacity') {
      if (isSize(v)) return [];
      if (Array.isArray(v) && v.length === 2 && isSize(v[0]) && isSize(v[1])) {
        return v[1] < v[0] ? [{ path: name, message: 'Max chunk size must be greater than or equal to the desired chunk size' }] : [];
      }
      return [{ path: name, message: `capacity must be a size (an integer from 0) or [desired, max], got ${JSON.stringify(v)}` }];
    }
    if (name === 'overlap') return isSize(v) ? [] : [{ path: name, message: `overlap must be an integer from 0, got ${JSON.stringify(v)}` }];
    if (name === 'trim') return typeof v === 'boolean' ? [] : [{ path: name, message: `trim must be true or false, got ${JSON.stringify(v)}` }];
    if (v === null) return [];
    if (typeof v === 'string' && encodingForModel(v) !== undefined) return [];
    return [{ path: name, message: `tiktoken_model: no tiktoken encoding chunklens carries for model ${JSON.stringify(v)}` }];
  },
  crossCheck(options: StrategyOptions): OptionProblem[] {
    const capacity = capacityOf(options.capacity);
    return (options.overlap as number) >= capacity.desired ? [{ path: 'overlap', message: 'The overlap is larger than or equal to the desired chunk capacity' }] : [];
  },
};

// The parameters of the managed-service chunking presets, by the services' own names, and their validation with
// the ranges the services document (OpenAI's static chunking_strategy, Bedrock's fixedSizeChunkingConfiguration).

import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem } from '../types';

/** A whole number between `min` and `max` (inclusive), with the default chunklens uses. */
export interface ManagedOptionSpec {
  default: number;
  min: number;
  max: number;
}

export type ManagedSchema = ArgumentSchema<ManagedOptionSpec>;

/** OpenAI `chunking_strategy: {type: "static", static: {...}}`: 100–4096 tokens, 800 by default; overlap 400. */
export const OPENAI_STATIC_SCHEMA: ManagedSchema = {
  max_chunk_size_tokens: { default: 800, min: 100, max: 4096 },
  chunk_overlap_tokens: { default: 400, min: 0, max: 4096 },
};

/**
 * Bedrock `fixedSizeChunkingConfiguration`: maxTokens 1–8192, overlapPercentage 1–99. The API requires both and
 * documents no default; chunklens takes 300 (the size of Bedrock's default chunking) and 20.
 */
export const BEDROCK_FIXED_SCHEMA: ManagedSchema = {
  maxTokens: { default: 300, min: 1, max: 8192 },
  overlapPercentage: { default: 20, min: 1, max: 99 },
};

/** Bedrock's default chunking takes no parameters. */
export const NO_PARAMETERS: ManagedSchema = {};

/** How the services check their parameters: each a whole number in its documented range, then across parameters. */
export const MANAGED_ARGUMENTS: ArgumentRules<ManagedOptionSpec> = { noun: 'chunking configuration', checkValue, crossCheck };

function checkValue(name: string, spec: ManagedOptionSpec, v: unknown): OptionProblem[] {
  if (Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max) return [];
  return [{ path: name, message: `${name} must be a whole number from ${spec.min} to ${spec.max}, got ${JSON.stringify(v)}` }];
}

/** OpenAI: "the overlap must not exceed half of max_chunk_size_tokens". */
function crossCheck(o: Record<string, unknown>): OptionProblem[] {
  if (typeof o.chunk_overlap_tokens === 'number' && (o.chunk_overlap_tokens as number) > (o.max_chunk_size_tokens as number) / 2) {
    return [{ path: 'chunk_overlap_tokens', message: 'chunk_overlap_tokens must not exceed half of max_chunk_size_tokens' }];
  }
  return [];
}

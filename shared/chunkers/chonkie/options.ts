// The constructor arguments of chonkie's chunkers, by their own names and with chonkie 1.6.8's defaults, and
// their validation: a bad value is a problem with its path and chonkie's own message where it has one.

import type { EncodingId, TokenizerId } from '../../tokenizers';
import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem, StrategyOptions } from '../types';
import { RECIPES } from './recipes';
import { parseRules } from './recursiveRules';

export type ChonkieOptionType = 'positiveInt' | 'nonNegativeInt' | 'chunkOverlap' | 'tokenizer' | 'tableTokenizer' | 'rules' | 'recipe' | 'delim' | 'includeDelim';

export interface ChonkieOptionSpec {
  type: ChonkieOptionType;
  /** chonkie's default (null where it is None or where the argument belongs to another constructor). */
  default: unknown;
}

export type ChonkieSchema = ArgumentSchema<ChonkieOptionSpec>;

/**
 * The `tokenizer` strings offered, and the chunklens tokenizer each is: "character" (chonkie's default, one
 * token per code point) and the tiktoken encodings chonkie maps to tokie's copies of them.
 */
export const CHONKIE_TOKENIZERS: Readonly<Record<string, TokenizerId>> = {
  character: 'chars',
  gpt2: 'gpt2',
  p50k_base: 'p50k_base',
  cl100k_base: 'cl100k_base',
  o200k_base: 'o200k_base',
} satisfies Record<string, 'chars' | EncodingId>;

/** `RecursiveChunker.__init__` (and `from_recipe`'s name as `recipe`). */
export const RECURSIVE_SCHEMA: ChonkieSchema = {
  tokenizer: { type: 'tokenizer', default: 'character' },
  chunk_size: { type: 'positiveInt', default: 2048 },
  rules: { type: 'rules', default: null },
  min_characters_per_chunk: { type: 'positiveInt', default: 24 },
  recipe: { type: 'recipe', default: null },
};

/** `TokenChunker.__init__`. */
export const TOKEN_SCHEMA: ChonkieSchema = {
  tokenizer: { type: 'tokenizer', default: 'character' },
  chunk_size: { type: 'positiveInt', default: 2048 },
  chunk_overlap: { type: 'chunkOverlap', default: 0 },
};

/** `SentenceChunker.__init__` (`approximate`, deprecated and without effect, is not offered). */
export const SENTENCE_SCHEMA: ChonkieSchema = {
  tokenizer: { type: 'tokenizer', default: 'character' },
  chunk_size: { type: 'positiveInt', default: 2048 },
  chunk_overlap: { type: 'nonNegativeInt', default: 0 },
  min_sentences_per_chunk: { type: 'positiveInt', default: 1 },
  min_characters_per_sentence: { type: 'positiveInt', default: 12 },
  delim: { type: 'delim', default: ['. ', '! ', '? ', '\n'] },
  include_delim: { type: 'includeDelim', default: 'prev' },
};

/** `TableChunker.__init__`: "row" counts data rows (chunklens measures such chunks in code points). */
export const TABLE_SCHEMA: ChonkieSchema = {
  tokenizer: { type: 'tableTokenizer', default: 'row' },
  chunk_size: { type: 'positiveInt', default: 3 },
};

/** `MarkdownChef.__init__`: the tokenizer its chunks' `token_count` is measured with. */
export const MARKDOWN_CHEF_SCHEMA: ChonkieSchema = {
  tokenizer: { type: 'tokenizer', default: 'character' },
};

/** How chonkie checks its chunkers' arguments: each value by its type, then across arguments. */
export const CHONKIE_ARGUMENTS: ArgumentRules<ChonkieOptionSpec> = { noun: 'chunker', checkValue: (name, spec, value) => checkValue(name, spec.type, value), crossCheck };

function checkValue(name: string, type: ChonkieOptionType, v: unknown): OptionProblem[] {
  const got = JSON.stringify(v);
  const one = (ok: boolean, message: string): OptionProblem[] => (ok ? [] : [{ path: name, message }]);
  switch (type) {
    case 'positiveInt':
      return one(Number.isInteger(v) && (v as number) > 0, `${name} must be greater than 0 (a whole number), got ${got}`);
    case 'nonNegativeInt':
      return one(Number.isInteger(v) && (v as number) >= 0, `${name} must be a whole number >= 0, got ${got}`);
    case 'delim':
      return one(typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string')), `delim must be a list of strings or a string, got ${got}`);
    case 'includeDelim':
      return one(v === 'prev' || v === 'next' || v === null, `include_delim must be 'prev', 'next' or None (null), got ${got}`);
    case 'chunkOverlap':
      return one(
        typeof v === 'number' && (Number.isInteger(v) ? v >= 0 : v > 0 && v < 1),
        `must be a whole number of tokens >= 0 or a fraction of chunk_size between 0 and 1, got ${got}`,
      );
    case 'tokenizer':
      return one(typeof v === 'string' && Object.hasOwn(CHONKIE_TOKENIZERS, v), `must be one of ${Object.keys(CHONKIE_TOKENIZERS).join(', ')}, got ${got}`);
    case 'tableTokenizer':
      return one(v === 'row' || (typeof v === 'string' && Object.hasOwn(CHONKIE_TOKENIZERS, v)), `must be "row" or one of ${Object.keys(CHONKIE_TOKENIZERS).join(', ')}, got ${got}`);
    case 'recipe':
      return one(
        v === null || (typeof v === 'string' && Object.hasOwn(RECIPES, v)),
        `Tried getting recipe \`${String(v)}_en.json\` but it is not available (chunklens carries: ${Object.keys(RECIPES).join(', ')})`,
      );
    case 'rules':
      return v === null ? [] : parseRules(v).problems;
  }
}

/** chonkie's checks across arguments. */
function crossCheck(o: Record<string, unknown>): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if (Number.isInteger(o.chunk_overlap) && (o.chunk_overlap as number) >= (o.chunk_size as number)) {
    problems.push({ path: 'chunk_overlap', message: 'chunk_overlap must be less than chunk_size' });
  }
  if (o.recipe !== null && o.recipe !== undefined && o.rules !== null && o.rules !== undefined) {
    problems.push({ path: 'recipe', message: 'from_recipe takes its rules from the recipe; give either recipe or rules' });
  }
  return problems;
}

/** The token overlap `chunk_overlap` stands for: a whole number as is, a fraction `int(chunk_overlap * chunk_size)`. */
export function overlapTokens(o: StrategyOptions): number {
  const v = o.chunk_overlap as number;
  return Number.isInteger(v) ? v : Math.trunc(v * (o.chunk_size as number));
}

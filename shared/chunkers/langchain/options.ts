// The constructor arguments of LangChain's splitters (and of the LlamaIndex and LightRAG ones, declared with the
// same types), by their own names: the types a schema gives them, and the checks that turn bad values into
// problems with their path (never an exception).

import { isEncodingId, isTokenizerId, TOKENIZER_IDS, type EncodingId } from '../../tokenizers';
import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem, StrategyOptions } from '../types';
import { LANGUAGE_SEPARATORS } from './languageSeparators';
import { compileSeparator, SeparatorError } from './pythonText';

export type OptionType =
  | 'positiveInt'
  | 'nonNegativeInt'
  | 'positiveInts'
  | 'bool'
  | 'keepSeparator'
  | 'string'
  | 'optionalString'
  | 'separators'
  | 'headers'
  | 'headerLevels'
  | 'encoding'
  | 'language'
  | 'jsLanguage';

export interface OptionSpec {
  type: OptionType;
  /** The library's default (null where the library's is None). */
  default: unknown;
}

/** Argument name → its type and the library's default. */
export type OptionSchema = ArgumentSchema<OptionSpec>;

/** The languages LangChain.js's `fromLanguage` is offered for here. */
export const JS_LANGUAGES = ['markdown'] as const;

/**
 * How a splitter declared with these option types checks its arguments: each value by its type, then
 * LangChain's checks across arguments and `check`, a splitter's own.
 */
export function splitterRules(check?: (options: StrategyOptions) => OptionProblem[]): ArgumentRules<OptionSpec> {
  return {
    noun: 'splitter',
    checkValue: (name, spec, value) => {
      const problem = checkValue(spec.type, value);
      return problem ? [{ path: name, message: problem }] : [];
    },
    crossCheck: (options, given) => [...crossCheck(options, given), ...(check?.(options) ?? [])],
  };
}

function checkValue(type: OptionType, v: unknown): string | undefined {
  const got = JSON.stringify(v);
  switch (type) {
    case 'positiveInt':
      return Number.isInteger(v) && (v as number) > 0 ? undefined : `must be a whole number > 0, got ${got}`;
    case 'nonNegativeInt':
      return Number.isInteger(v) && (v as number) >= 0 ? undefined : `must be a whole number >= 0, got ${got}`;
    case 'positiveInts':
      return Array.isArray(v) && v.length > 0 && v.every((n) => Number.isInteger(n) && n > 0) ? undefined : `must be a non-empty list of whole numbers > 0, got ${got}`;
    case 'bool':
      return typeof v === 'boolean' ? undefined : `must be true or false, got ${got}`;
    case 'keepSeparator':
      return typeof v === 'boolean' || v === 'start' || v === 'end' ? undefined : `must be true, false, "start" or "end", got ${got}`;
    case 'string':
      return typeof v === 'string' ? undefined : `must be a string, got ${got}`;
    case 'optionalString':
      return v === null || typeof v === 'string' ? undefined : `must be a string or null, got ${got}`;
    case 'separators':
      return v === null || (Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string')) ? undefined : `must be a non-empty list of strings or null, got ${got}`;
    case 'headers':
      return Array.isArray(v) && v.every((h) => Array.isArray(h) && h.length === 2 && typeof h[0] === 'string' && h[0] !== '' && (typeof h[1] === 'string' || h[1] === null))
        ? undefined
        : `must be a list of [separator, name] pairs (name a string or null), got ${got}`;
    case 'headerLevels':
      return v === null || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((n) => Number.isInteger(n)))
        ? undefined
        : `must be an object of header pattern → level, or null, got ${got}`;
    case 'encoding':
      return isTokenizerId(v) && isEncodingId(v) ? undefined : `must be a tiktoken encoding (${TOKENIZER_IDS.filter(isEncodingId).join(', ')}), got ${got}`;
    case 'language':
      return typeof v === 'string' && Object.hasOwn(LANGUAGE_SEPARATORS, v) ? undefined : `must be a Language value of from_language (${Object.keys(LANGUAGE_SEPARATORS).join(', ')}), got ${got}`;
    case 'jsLanguage':
      return (JS_LANGUAGES as readonly unknown[]).includes(v) ? undefined : `must be one of ${JS_LANGUAGES.join(', ')} (the languages chunklens offers fromLanguage for), got ${got}`;
  }
}

/** The checks LangChain makes across arguments, with its own messages. */
function crossCheck(o: Record<string, unknown>, given: Record<string, unknown>): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const size = o.chunk_size as number | undefined;
  const overlap = o.chunk_overlap as number | undefined;
  if (size !== undefined && overlap !== undefined && overlap > size) {
    problems.push({ path: 'chunk_overlap', message: `Got a larger chunk overlap (${overlap}) than chunk size (${size}), should be smaller.` });
  }
  if ('language' in given && 'is_separator_regex' in o && ('separators' in given || 'is_separator_regex' in given)) {
    problems.push({ path: 'language', message: 'from_language sets separators and is_separator_regex itself; give either language or those' });
  }
  if (o.is_separator_regex === true) {
    const patterns = [...(Array.isArray(o.separators) ? o.separators : []), ...(typeof o.separator === 'string' ? [o.separator] : [])] as string[];
    for (const p of patterns) {
      try {
        if (p !== '') compileSeparator(p);
      } catch (error) {
        if (!(error instanceof SeparatorError)) throw error;
        problems.push({ path: 'separator' in given ? 'separator' : 'separators', message: error.message });
      }
    }
  }
  return problems;
}

/** The encoding an `encoding_name` argument names, when it was given. */
export function encodingOf(options: StrategyOptions): EncodingId | undefined {
  return typeof options.encoding_name === 'string' ? (options.encoding_name as EncodingId) : undefined;
}

// The constructor arguments of Haystack's splitters, by their own names and with haystack-ai 2.31.0's defaults,
// and their validation: a bad value is a problem with its path and Haystack's own message where it has one.

import type { ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, OptionProblem, StrategyOptions } from '../types';
import { SPLIT_BY_CHARACTER } from './documentSplitter';

export type HaystackOptionType =
  | 'splitBy'
  | 'secondarySplit'
  | 'positiveInt'
  | 'nonNegativeInt'
  | 'bool'
  | 'string'
  | 'levels'
  | 'splitLength'
  | 'overlap'
  | 'splitUnit'
  | 'separators'
  | 'sentenceParams';

export interface HaystackOptionSpec {
  type: HaystackOptionType;
  /** Haystack's default (null where it is None). */
  default: unknown;
}

export type HaystackSchema = ArgumentSchema<HaystackOptionSpec>;

/** How Haystack checks a component's arguments: each value by its type; `crossCheck` is the component's `__init__` checks across arguments. */
export function haystackRules(crossCheck: (o: StrategyOptions) => OptionProblem[]): ArgumentRules<HaystackOptionSpec> {
  return { noun: 'component', checkValue: (name, spec, value) => checkValue(name, spec.type, value), crossCheck };
}

function checkValue(name: string, type: HaystackOptionType, v: unknown): OptionProblem[] {
  const got = JSON.stringify(v);
  const one = (ok: boolean, message: string): OptionProblem[] => (ok ? [] : [{ path: name, message }]);
  switch (type) {
    case 'secondarySplit':
      // The DocumentSplitter it builds checks it as its split_by.
      return v === null ? [] : checkSplitBy(name, v);
    case 'splitBy':
      return checkSplitBy(name, v);
    case 'positiveInt':
      return one(Number.isInteger(v) && (v as number) > 0, `${name} must be greater than 0.`);
    case 'nonNegativeInt':
      return one(Number.isInteger(v) && (v as number) >= 0, `${name} must be greater than or equal to 0.`);
    case 'bool':
      return one(typeof v === 'boolean', `must be true or false, got ${got}`);
    case 'string':
      return one(typeof v === 'string', `must be a string, got ${got}`);
    case 'levels': {
      if (!Array.isArray(v) || v.length === 0) return [{ path: name, message: 'header_split_levels must be a non-empty list.' }];
      const invalid = v.filter((l) => !Number.isInteger(l) || l < 1 || l > 6);
      if (invalid.length) return [{ path: name, message: `header_split_levels contains invalid values: ${JSON.stringify(invalid)}. All levels must be integers between 1 and 6.` }];
      return one(new Set(v).size === v.length, 'header_split_levels must not contain duplicate values.');
    }
    case 'splitLength':
      return one(Number.isInteger(v) && (v as number) >= 1, 'Split length must be at least 1 character.');
    case 'overlap':
      return one(Number.isInteger(v) && (v as number) >= 0, 'Overlap must be greater than zero.');
    case 'splitUnit':
      return one(v === 'word' || v === 'char' || v === 'token', `split_unit must be one of word, char, token, got ${got}`);
    case 'separators':
      if (v === null) return [];
      if (!Array.isArray(v)) return [{ path: name, message: `must be a list of strings or null, got ${got}` }];
      return one(v.every((s) => typeof s === 'string'), 'All separators must be strings.');
    case 'sentenceParams':
      return v === null ? [] : checkSentenceParams(name, v);
  }
}

/** SentenceSplitter's keyword arguments: English only (the abbreviations chunklens has), three switches. */
function checkSentenceParams(name: string, v: unknown): OptionProblem[] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return [{ path: name, message: `must be an object or null, got ${JSON.stringify(v)}` }];
  const problems: OptionProblem[] = [];
  for (const [key, value] of Object.entries(v)) {
    const path = `${name}.${key}`;
    if (key === 'language') {
      if (value !== 'en') problems.push({ path, message: `language ${JSON.stringify(value)} is not offered: only "en", whose abbreviations chunklens carries` });
    } else if (key === 'use_split_rules' || key === 'extend_abbreviations' || key === 'keep_white_spaces') {
      if (typeof value !== 'boolean') problems.push({ path, message: `must be true or false, got ${JSON.stringify(value)}` });
    } else problems.push({ path, message: `SentenceSplitter.__init__() got an unexpected keyword argument '${key}'` });
  }
  return problems;
}

function checkSplitBy(name: string, v: unknown): OptionProblem[] {
  if (v === 'sentence' || v === 'function') return [{ path: name, message: notOffered(v) }];
  return typeof v === 'string' && Object.hasOwn(SPLIT_BY_CHARACTER, v) ? [] : [{ path: name, message: 'split_by must be one of function, page, passage, period, word, line, sentence.' }];
}

function notOffered(unit: 'sentence' | 'function'): string {
  return `split_by "${unit}" is not offered: ${unit === 'sentence' ? "it needs NLTK's trained Punkt model, which chunklens does not carry" : 'a Python splitting_function cannot be given'}`;
}

/** RecursiveDocumentSplitter's `_check_params` across arguments. */
export function checkRecursiveOverlap(o: StrategyOptions): OptionProblem[] {
  return (o.split_overlap as number) >= (o.split_length as number) ? [{ path: 'split_overlap', message: 'Overlap cannot be greater than or equal to the chunk size.' }] : [];
}

/** DocumentSplitter's `_init_checks` across arguments. */
export function checkOverlap(o: StrategyOptions): OptionProblem[] {
  return (o.split_overlap as number) >= (o.split_length as number) ? [{ path: 'split_overlap', message: 'split_overlap must be less than split_length.' }] : [];
}

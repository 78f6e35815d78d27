// chonkie's RecursiveRules and RecursiveLevel (chonkie 1.6.8 types/recursive.py): the default levels
// (paragraphs, sentences, pauses, words, tokens), and rules given as `RecursiveRules.from_dict` reads them,
// checked as `RecursiveLevel._validate_fields` checks them.

import type { OptionProblem } from '../types';
import type { IncludeDelim } from './splitOffsets';

/** One level: cut at `delimiters`, else at spaces (`whitespace`), else into windows of `chunk_size` tokens. */
export interface RecursiveLevel {
  /** null is Python's None; a string is one delimiter; an empty list is kept apart from None, as chonkie does. */
  delimiters: string | string[] | null;
  whitespace: boolean;
  /** null is None, which the chunker reads as "prev". */
  include_delim: IncludeDelim | null;
}

const level = (delimiters: string[] | null, whitespace = false): RecursiveLevel => ({ delimiters, whitespace, include_delim: 'prev' });

/** `RecursiveRules()`: the levels chonkie uses when none are given. */
export const DEFAULT_LEVELS: readonly RecursiveLevel[] = [
  level(['\n\n', '\r\n', '\n', '\r']),
  level(['. ', '! ', '? ']),
  level(['{', '}', '"', '[', ']', '<', '>', '(', ')', ':', ';', ',', '—', '|', '~', '-', '...', '`', "'"]),
  level(null, true),
  level(null),
];

const LEVEL_KEYS = ['delimiters', 'whitespace', 'include_delim'];

/**
 * The levels of a `rules` argument in `RecursiveRules.from_dict` form (`{"levels": [...]}`, `levels` one object
 * or a list; `{"levels": null}` is the default rules), or problems located by path (`rules.levels[1].whitespace`).
 */
export function parseRules(raw: unknown): { levels: RecursiveLevel[]; problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { levels: [], problems: [{ path: 'rules', message: `must be an object {"levels": [...]} as RecursiveRules.from_dict reads it, got ${JSON.stringify(raw)}` }] };
  }
  const unknown = Object.keys(raw).filter((k) => k !== 'levels');
  if (unknown.length) problems.push({ path: `rules.${unknown[0]}`, message: `unknown key "${unknown[0]}" (RecursiveRules.from_dict reads "levels")` });
  const given = (raw as { levels?: unknown }).levels;
  if (given === undefined || given === null) return { levels: [...DEFAULT_LEVELS], problems };
  const list = Array.isArray(given) ? given : [given];
  const levels = list.map((l, i) => parseLevel(l, Array.isArray(given) ? `rules.levels[${i}]` : 'rules.levels', problems));
  return { levels, problems };
}

function parseLevel(raw: unknown, path: string, problems: OptionProblem[]): RecursiveLevel {
  const out: RecursiveLevel = level(null);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ path, message: `must be an object with delimiters, whitespace and include_delim, got ${JSON.stringify(raw)}` });
    return out;
  }
  const r = raw as Record<string, unknown>;
  for (const k of Object.keys(r)) {
    if (!LEVEL_KEYS.includes(k)) problems.push({ path: `${path}.${k}`, message: `unknown key "${k}" (a level takes ${LEVEL_KEYS.join(', ')}; chonkie's RecursiveChunker does not use pattern)` });
  }
  const d = r.delimiters;
  if (d === undefined || d === null) out.delimiters = null;
  else if (typeof d === 'string') {
    if (d === '') problems.push({ path: `${path}.delimiters`, message: 'Custom delimiters cannot be an empty string.' });
    out.delimiters = d;
  } else if (Array.isArray(d) && d.every((x) => typeof x === 'string')) {
    if (d.some((x) => x === '')) problems.push({ path: `${path}.delimiters`, message: 'Custom delimiters cannot be an empty string.' });
    else if (d.some((x) => x === ' ')) problems.push({ path: `${path}.delimiters`, message: 'Custom delimiters cannot be whitespace only. Set whitespace to True instead.' });
    out.delimiters = d as string[];
  } else problems.push({ path: `${path}.delimiters`, message: `must be a string, a list of strings or null, got ${JSON.stringify(d)}` });
  if (r.whitespace !== undefined) {
    if (typeof r.whitespace === 'boolean') out.whitespace = r.whitespace;
    else problems.push({ path: `${path}.whitespace`, message: `must be true or false, got ${JSON.stringify(r.whitespace)}` });
  }
  if (r.include_delim !== undefined) {
    const v = r.include_delim;
    if (v === null || v === 'prev' || v === 'next' || v === 'none') out.include_delim = v;
    else problems.push({ path: `${path}.include_delim`, message: "include_delim must be 'prev', 'next', or 'none'" });
  }
  const delimiterCount = typeof out.delimiters === 'string' ? 1 : (out.delimiters?.length ?? 0);
  if (delimiterCount > 0 && out.whitespace) {
    problems.push({ path, message: 'Cannot use multiple splitting methods simultaneously. Choose one of: delimiters, whitespace, or pattern.' });
  }
  return out;
}

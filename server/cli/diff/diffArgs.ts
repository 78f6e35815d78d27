// The flags and operands of `chunklens diff [BASE [HEAD]] [PATH…]`: output format, price, `--no-index`, and the
// lint flags it shares (jobs, cache). Operands before `--` are revisions or paths, decided when the run can ask
// git (runDiff.ts); operands after `--` are paths. Each mistake is a UsageError (exit 2) naming the flag.

import { readFormat } from '../format/outputFormat';
import { DEFAULT_CACHE_LOCATION } from '../lint/lintArgs';
import { UsageError } from '../usageError';
import { DIFF_FORMATS, type DiffFormat } from './diffFormats';

/** The flags of `diff` that `lint` does not have, for node:util parseArgs. */
export const DIFF_FLAGS = {
  'price-per-million': { type: 'string' },
  'no-index': { type: 'boolean' },
} as const;

/** The lint flags that `diff` takes too. */
export const DIFF_LINT_FLAGS = ['jobs', 'cache', 'cache-location'];

/** The diff flags, read and checked. */
export interface DiffOptions {
  /** Operands before `--` (or all of them without `--`): revisions first, then paths. */
  operands: string[];
  /** Operands after `--`: paths only. */
  paths: string[];
  /** `--no-index`: the two operands are files or folders, not revisions. */
  noIndex: boolean;
  format: DiffFormat;
  /** Cost of embedding a million tokens (`--price-per-million N`). */
  pricePerMillion?: number;
  jobs?: number;
  cacheLocation?: string;
}

/** Reads the diff flags from parsed `values`; `operands` and `paths` split at `--`. */
export function readDiffOptions(values: Record<string, string | boolean | undefined>, operands: string[], paths: string[]): DiffOptions {
  const options: DiffOptions = { operands, paths, noIndex: values['no-index'] === true, format: readFormat(DIFF_FORMATS, values.format) };
  const price = values['price-per-million'];
  if (price !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(String(price))) throw new UsageError(`--price-per-million must be a number ≥ 0, got "${price}"`);
    options.pricePerMillion = Number(price);
  }
  if (values.jobs !== undefined) {
    if (!/^\d+$/.test(String(values.jobs)) || Number(values.jobs) < 1) throw new UsageError(`--jobs must be a whole number ≥ 1, got "${values.jobs}"`);
    options.jobs = Number(values.jobs);
  }
  if (values['cache-location'] !== undefined && values.cache !== true) throw new UsageError('--cache-location needs --cache');
  if (values.cache === true) options.cacheLocation = values['cache-location'] !== undefined ? String(values['cache-location']) : DEFAULT_CACHE_LOCATION;
  if (options.noIndex && operands.length + paths.length !== 2) throw new UsageError(`diff --no-index takes exactly two files or folders, got ${operands.length + paths.length}`);
  return options;
}

// The flags of `chunklens lint` beyond strategy and budgets: output format, file selection, failure threshold,
// baseline, cache and sharding. Each mistake is a UsageError (exit 2) naming the flag.

import { readFormat } from '../format/outputFormat';
import { UsageError } from '../usageError';
import { LINT_FORMATS, type LintFormat } from './lintFormats';

/** The lint flags, read and checked. */
export interface LintOptions {
  format: LintFormat;
  jobs?: number;
  /** False with `--no-gitignore`. */
  gitignore: boolean;
  /** Exit 1 when there are more warnings than this (`--max-warnings N`). */
  maxWarnings?: number;
  /** `--quiet`: report errors only. */
  quiet: boolean;
  /** The name a document read from standard input (`-`) gets, for its kind, configuration and messages. */
  stdinFilename?: string;
  baseline?: string;
  writeBaseline?: string;
  /** The cache file with `--cache` (default `.chunklensCache` in the working folder), else undefined. */
  cacheLocation?: string;
  shard?: { index: number; count: number };
  /** `--time-limit S` given: lint on workers, where a file past it also loses its worker (see Overrides.timeLimitS). */
  timeLimitS?: number;
}

/** The lint flags for node:util parseArgs. */
export const LINT_FLAGS = {
  jobs: { type: 'string' },
  'no-gitignore': { type: 'boolean' },
  'max-warnings': { type: 'string' },
  quiet: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  shard: { type: 'string' },
} as const;

/** The cache file of `--cache` without `--cache-location`, in the working folder. */
export const DEFAULT_CACHE_LOCATION = '.chunklensCache';

/** Reads the lint flags from parsed `values`; `paths` are the command's PATH arguments. */
export function readLintOptions(values: Record<string, string | boolean | undefined>, paths: string[]): LintOptions {
  const options: LintOptions = { format: readFormat(LINT_FORMATS, values.format), gitignore: values['no-gitignore'] !== true, quiet: values.quiet === true };
  if (values.jobs !== undefined) options.jobs = wholeNumber('jobs', values.jobs, 1);
  if (values['max-warnings'] !== undefined) options.maxWarnings = wholeNumber('max-warnings', values['max-warnings'], 0);
  checkPaths(paths);
  if (values['stdin-filename'] !== undefined) {
    if (!paths.includes('-')) throw new UsageError('--stdin-filename needs "-" among the paths');
    if (values['stdin-filename'] === '') throw new UsageError('--stdin-filename must name a file, got ""');
    options.stdinFilename = String(values['stdin-filename']);
  }
  if (paths.includes('-') && paths.length > 1) throw new UsageError('"-" (standard input) cannot be combined with other paths');
  if (paths.includes('-')) {
    const flag = ['cache', 'cache-location', 'shard'].find((f) => values[f] !== undefined);
    if (flag) throw new UsageError(`--${flag} does not apply to "-" (standard input)`);
  }
  if (values.baseline !== undefined) options.baseline = String(values.baseline);
  if (values['write-baseline'] !== undefined) options.writeBaseline = String(values['write-baseline']);
  if (values['cache-location'] !== undefined && values.cache !== true) throw new UsageError('--cache-location needs --cache');
  if (values.cache === true) options.cacheLocation = values['cache-location'] !== undefined ? String(values['cache-location']) : DEFAULT_CACHE_LOCATION;
  if (values.shard !== undefined) options.shard = readShard(String(values.shard));
  if (values['time-limit'] !== undefined) options.timeLimitS = readTimeLimit(String(values['time-limit']));
  return options;
}

/** At least one PATH must select files: `!` arguments only take files out, and a bare `!` excludes nothing. */
export function checkPaths(paths: string[]): void {
  if (paths.includes('!')) throw new UsageError('"!" must be followed by a glob or path to leave out');
  if (!paths.some((p) => !p.startsWith('!'))) throw new UsageError('"!" arguments only leave files out: give at least one PATH to lint');
}

function readShard(raw: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard must be i/n with 1 ≤ i ≤ n, got "${raw}"`);
  return { index, count };
}

/** `--time-limit S`: a number of seconds > 0. */
export function readTimeLimit(raw: string): number {
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) throw new UsageError(`--time-limit must be a number of seconds > 0, got "${raw}"`);
  return Number(raw);
}

function wholeNumber(flag: string, raw: string | boolean, min: number): number {
  const text = String(raw);
  if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`--${flag} must be a whole number ≥ ${min}, got "${text}"`);
  return Number(text);
}

// Parses and validates CLI arguments (DESIGN.md, CLI contract). Every mistake is a UsageError (exit 2).

import { parseArgs } from 'node:util';
import { BUDGET_KEYS, type BudgetKey, type Budgets } from '../../shared/chunkers/types';
import { findStrategy, STRATEGIES } from '../../shared/chunkers';
import { checkBudget } from '../../shared/config';
import type { StrategyId } from '../../shared/model';
import { isTokenizerEngine, isTokenizerId, type TokenizerEngine, type TokenizerId } from '../../shared/tokenizers';

export class UsageError extends Error {}

export type Command =
  | { name: 'chunk'; file: string; format: 'text' | 'json' | 'jsonl'; overrides: Overrides; config?: string }
  | { name: 'lint'; paths: string[]; format: 'text' | 'json' | 'sarif'; overrides: Overrides; config?: string; jobs?: number; timeLimitS?: number }
  | { name: 'help' }
  | { name: 'version' };

export interface Overrides {
  strategy?: StrategyId;
  tokenizer?: TokenizerId;
  tokenizerEngine?: TokenizerEngine;
  budgets: Budgets;
  /** `--max-file-mb` in bytes: larger documents, sidecars and configuration files are skipped. */
  maxFileBytes?: number;
}

/** CLI flag → budget key. */
export const BUDGET_FLAGS: Record<string, BudgetKey> = {
  'max-tokens': 'maxTokens',
  'target-tokens': 'targetTokens',
  'min-tokens': 'minTokens',
  overlap: 'overlapTokens',
  'max-chars': 'maxChars',
  'overlap-percent': 'overlapPercent',
  'large-threshold': 'largeThreshold',
};

export const USAGE = `Usage:
  chunklens chunk FILE [--strategy ID] [--tokenizer o200k_base|cl100k_base|chars] [--tokenizer-engine js|wasm]
                       [--max-tokens N] [--target-tokens N] [--min-tokens N] [--overlap N]
                       [--max-chars N] [--overlap-percent N] [--large-threshold N]
                       [--format text|json|jsonl] [--config FILE] [--max-file-mb N]
  chunklens lint PATH... [--format text|json|sarif] [--jobs N] [same strategy, tokenizer and budget flags]
                         [--max-file-mb N]   (files over N MiB, default 32, are skipped with a note)
                         [--time-limit S]    (a file analysed longer, default 60 s, gets a CK900; runs of 16+ files
                                              or with this flag lint on worker threads)

Strategies: ${STRATEGIES.map((s) => s.id).join(', ')}
Exit codes: 0 clean, 1 findings at error severity, 2 tool failure.`;

export function parseCommand(argv: string[]): Command {
  const options = {
    strategy: { type: 'string' },
    tokenizer: { type: 'string' },
    'tokenizer-engine': { type: 'string' },
    format: { type: 'string' },
    config: { type: 'string' },
    jobs: { type: 'string' },
    'max-file-mb': { type: 'string' },
    'time-limit': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
    ...Object.fromEntries(Object.keys(BUDGET_FLAGS).map((flag) => [flag, { type: 'string' }])),
  } as const;
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify.*$/s, ''));
  }
  const { values, positionals } = parsed as { values: Record<string, string | boolean | undefined>; positionals: string[] };
  if (values.version) return { name: 'version' };
  if (values.help || positionals.length === 0) return { name: 'help' };
  const [name, ...rest] = positionals;
  const overrides = readOverrides(values);
  const config = values.config as string | undefined;
  if (values.jobs !== undefined && name !== 'lint') throw new UsageError('--jobs applies to lint only');
  if (values['time-limit'] !== undefined && name !== 'lint') throw new UsageError('--time-limit applies to lint only');
  if (name === 'chunk') {
    if (rest.length !== 1) throw new UsageError(`chunk takes exactly one FILE, got ${rest.length}`);
    const format = oneOf(values.format ?? 'text', ['text', 'json', 'jsonl'] as const, '--format');
    return { name, file: rest[0], format, overrides, config };
  }
  if (name === 'lint') {
    if (rest.length === 0) throw new UsageError('lint takes at least one PATH');
    const format = oneOf(values.format ?? 'text', ['text', 'json', 'sarif'] as const, '--format');
    const jobs = values.jobs === undefined ? undefined : readJobs(String(values.jobs));
    const timeLimitS = values['time-limit'] === undefined ? undefined : readTimeLimit(String(values['time-limit']));
    return { name, paths: rest, format, overrides, config, ...(jobs !== undefined ? { jobs } : {}), ...(timeLimitS !== undefined ? { timeLimitS } : {}) };
  }
  throw new UsageError(`unknown command "${name}" (expected chunk or lint)`);
}

function readOverrides(values: Record<string, string | boolean | undefined>): Overrides {
  const overrides: Overrides = { budgets: {} };
  if (values.strategy !== undefined) {
    const strategy = findStrategy(String(values.strategy));
    if (!strategy) throw new UsageError(`unknown strategy "${values.strategy}" (expected one of ${STRATEGIES.map((s) => s.id).join(', ')})`);
    overrides.strategy = strategy.id;
  }
  if (values.tokenizer !== undefined) {
    if (!isTokenizerId(values.tokenizer)) throw new UsageError(`unknown tokenizer "${values.tokenizer}" (expected o200k_base, cl100k_base or chars)`);
    overrides.tokenizer = values.tokenizer;
  }
  const engine = values['tokenizer-engine'];
  if (engine !== undefined) {
    if (!isTokenizerEngine(engine)) throw new UsageError(`unknown tokenizer engine "${engine}" (expected js or wasm)`);
    overrides.tokenizerEngine = engine;
  }
  for (const [flag, key] of Object.entries(BUDGET_FLAGS)) {
    const raw = values[flag];
    if (raw === undefined) continue;
    const n = Number(raw);
    if (!/^\d+$/.test(String(raw))) throw new UsageError(`--${flag} must be a whole number, got "${raw}"`);
    overrides.budgets[key] = n;
  }
  const maxFileMb = values['max-file-mb'];
  if (maxFileMb !== undefined) {
    if (!/^\d+$/.test(String(maxFileMb)) || Number(maxFileMb) < 1) throw new UsageError(`--max-file-mb must be a whole number ≥ 1, got "${maxFileMb}"`);
    overrides.maxFileBytes = Number(maxFileMb) * 1024 * 1024;
  }
  return overrides;
}

/** Checks that every budget flag given means something to the strategy a document resolves to. */
export function checkOverridesFor(strategyId: StrategyId, budgets: Budgets): void {
  const strategy = findStrategy(strategyId)!;
  for (const key of BUDGET_KEYS) {
    if (budgets[key] === undefined) continue;
    const problem = checkBudget(strategy, key, budgets[key]);
    if (problem) {
      const flag = Object.entries(BUDGET_FLAGS).find(([, k]) => k === key)![0];
      throw new UsageError(`--${flag}: ${problem}`);
    }
  }
}

function readJobs(raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new UsageError(`--jobs must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

function readTimeLimit(raw: string): number {
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) throw new UsageError(`--time-limit must be a number of seconds > 0, got "${raw}"`);
  return Number(raw);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], flag: string): T {
  if (!allowed.includes(value as T)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

// The settings a command line gives every file (`Overrides`: strategy, tokenizer, budgets, dialect, site, …), the
// budget flags, and the checks of budgets and `--options` against the strategy a file resolves to. Apart from
// args.ts so that the code that analyses files needs no part of the command line parser.

import { BUDGET_KEYS, type BudgetKey, type Budgets } from '../../shared/chunkers/types';
import { findStrategy, STRATEGIES } from '../../shared/chunkers';
import { checkBudget, type PipelineFindingsSetting } from '../../shared/config/config';
import type { StrategyId } from '../../shared/model/types';
import type { TokenizerEngine, TokenizerId } from '../../shared/tokenizers';
import type { DialectSetting } from '../../shared/parse/dialect';
import type { SiteSetting } from '../../shared/sites/siteReading';
import { UsageError } from './usageError';

/** The settings a command line gives every file it reads, over the configuration files' (`--strategy`, `--dialect`, …). */
export interface Overrides {
  strategy?: StrategyId;
  tokenizer?: TokenizerId;
  tokenizerEngine?: TokenizerEngine;
  budgets: Budgets;
  dialect?: DialectSetting;
  site?: SiteSetting;
  /** `--options`: the library splitter's constructor arguments, checked against the strategy each file resolves to. */
  options?: Record<string, unknown>;
  /** `--max-file-mb` in bytes: larger documents, sidecars and configuration files are skipped. */
  maxFileBytes?: number;
  /** `--pipeline-findings`: list pipeline findings per line (`inline`) or only count them (`summary`); wins over the config. */
  pipelineFindings?: PipelineFindingsSetting;
  /** `--embedding-model NAME|N`: the model whose input limit CK011 checks; wins over the config. */
  embeddingModel?: string | number;
  /** `--time-limit S` (default DEFAULT_TIME_LIMIT_S): a file analysed longer gets a CK900 and the run goes on. */
  timeLimitS?: number;
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

/** Checks `--options` against the strategy a document resolves to: its own argument names and values. */
export function checkOptionsFor(strategyId: StrategyId, options: Record<string, unknown> | undefined): void {
  if (options === undefined) return;
  const strategy = findStrategy(strategyId)!;
  if (!strategy.options) throw new UsageError(`--options: strategy "${strategyId}" takes no options (library strategies do: ${STRATEGIES.filter((s) => s.options).map((s) => s.id).join(', ')})`);
  const [problem] = strategy.options.validate(options).problems;
  if (problem) throw new UsageError(`--options: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`);
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

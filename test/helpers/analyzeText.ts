// Test helper: analyse a text with the default settings of its kind, optionally overriding budgets/tokenizer.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoPath } from './repoPath';
import type { Budgets } from '../../shared/chunkers/types';
import { resolveSettings } from '../../shared/config/config';
import { analyze, type Analysis } from '../../shared/engine/engine';
import type { InputKind, StrategyId } from '../../shared/model/types';
import type { TokenizerId } from '../../shared/tokenizers';

/** The repository's test/fixtures folder. */
export const FIXTURES = repoPath('test/fixtures');

export interface AnalyzeOptions {
  budgets?: Budgets;
  tokenizer?: TokenizerId;
  documentId?: string;
  kind?: InputKind;
  rules?: Record<string, 'error' | 'warning' | 'info' | 'hint' | 'off'>;
  strategy?: StrategyId;
  /** The `embeddingModel` setting (CK011). */
  embeddingModel?: string | number;
}

/** Runs the engine on `text` as a CLI run with no config file would, with `options` as flags. */
export function analyzeText(text: string, options: AnalyzeOptions = {}): Analysis {
  const kind = options.kind ?? 'markdown';
  const settings = resolveSettings({ rules: options.rules }, kind, {
    budgets: options.budgets ?? {},
    tokenizer: options.tokenizer,
    ...(options.strategy ? { strategy: options.strategy } : {}),
    ...(options.embeddingModel !== undefined ? { embeddingModel: options.embeddingModel } : {}),
  });
  return analyze({ kind, text, documentId: options.documentId ?? 'doc.md', settings });
}

/** The text of a file under test/fixtures. */
export function readFixture(...parts: string[]): string {
  return readFileSync(join(FIXTURES, ...parts), 'utf8');
}

// Lints many files on a pool of worker threads (one per core by default; `--jobs 1` is one worker, so every big
// run gets the workers' larger young generation). Files go out in small batches to whichever worker is free;
// results are put back in file order, so the output does not depend on timing.

import { Worker } from 'node:worker_threads';
import { LINT_SEMI_SPACE_MB } from '../processFlags';
import type { Overrides } from './args';
import { collectOutcomes, type LintOutcome, type LintReport } from './lintFile';

export interface LintBatch {
  first: number;
  paths: string[];
  overrides: Overrides;
  config?: string;
}

export interface LintBatchResult {
  first: number;
  outcomes: LintOutcome[];
}

const BATCH_SIZE = 32;

/**
 * Lints `paths` on `jobs` workers started from `workerScript` (the built `lintWorker.js`). Resolves with the
 * findings in the order of `paths` (with `notes`, the walk's notes on skipped entries, first); rejects with the
 * first failing file's error in that order.
 */
export async function lintInWorkers(paths: string[], notes: string[], overrides: Overrides, config: string | undefined, jobs: number, workerScript: string): Promise<LintReport> {
  const outcomes: LintOutcome[] = new Array(paths.length);
  let next = 0;
  const takeBatch = (): LintBatch | undefined => {
    if (next >= paths.length) return undefined;
    const first = next;
    next = Math.min(paths.length, next + BATCH_SIZE);
    return { first, paths: paths.slice(first, next), overrides, config };
  };
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerScript, { resourceLimits: { maxYoungGenerationSizeMb: 3 * LINT_SEMI_SPACE_MB } });
      const send = () => {
        const batch = takeBatch();
        if (batch) worker.postMessage(batch);
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (result: LintBatchResult) => {
        result.outcomes.forEach((o, i) => (outcomes[result.first + i] = o));
        send();
      });
      worker.on('error', reject);
      send();
    });
  await Promise.all(Array.from({ length: Math.min(jobs, Math.ceil(paths.length / BATCH_SIZE)) }, runWorker));
  return collectOutcomes(outcomes, notes);
}

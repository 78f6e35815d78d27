// Lints many files on a pool of worker threads (one per core by default; `--jobs 1` is one worker, so every big
// run gets the workers' larger young generation). Files go out in small batches to whichever worker is free,
// and come back in one reply per batch; results are put back in file order, so the output does not depend on
// timing. The pool holds each file to the time limit through the worker's BatchProgress. A file that runs past
// the time limit, or runs its worker out of memory, costs that worker: it is replaced, the file gets one CK900
// finding ("analysis stopped"), and the rest of its batch (the files before it too, whose results went down
// with the worker) goes on in the new worker.

import { Worker } from 'node:worker_threads';
import { INTERNAL_ERROR_RULE_ID } from '../../../shared/rules';
import { LINT_SEMI_SPACE_MB } from '../../../shared/model/processFlags';
import type { Overrides } from '../args';
import { DEFAULT_TIME_LIMIT_S } from '../analyzeFile';
import { collectOutcomes, fingerprintOf, type LintOutcome, type LintReport } from './lintFile';
import { BatchProgress, epochNow } from './batchProgress';
import type { SourceFile } from '../../node/readDocument';

export interface LintBatch {
  /** Positions of the files in the run, in order. */
  indexes: number[];
  paths: string[];
  overrides: Overrides;
  config?: string;
  /** The documents themselves, aligned with `paths`, when they are not read from disk (`chunklens diff`). */
  sources?: SourceFile[];
  /** Return each chunk's facts (`chunklens diff`). */
  withChunks?: boolean;
  /** The memory of the worker's BatchProgress, where it marks each file as it starts it. */
  progress: SharedArrayBuffer;
}

/** A worker's answer for a batch: the outcome of each file, aligned with the batch's paths. */
export interface LintBatchResult {
  outcomes: LintOutcome[];
}

const BATCH_SIZE = 32;


/** How a pooled run is watched. */
export interface PoolOptions {
  /** Time limit of one file's analysis (default DEFAULT_TIME_LIMIT_S). */
  timeLimitMs?: number;
  /** Hears the number of files done after each file. */
  onProgress?: (done: number) => void;
  /** The documents, aligned with the paths, when they are not read from disk. */
  sources?: SourceFile[];
  /** Return each chunk's facts. */
  withChunks?: boolean;
}

/**
 * Lints `paths` on `jobs` workers started from `workerScript` (the built `lintWorker.js`), each file within the
 * time limit. Resolves with the linted files in the order of `paths` and the notes on skipped files; rejects
 * with the first failing file's error in that order.
 */
export async function lintInWorkers(
  paths: string[],
  overrides: Overrides,
  config: string | undefined,
  jobs: number,
  workerScript: string,
  { timeLimitMs = DEFAULT_TIME_LIMIT_S * 1000, onProgress = () => {}, sources, withChunks }: PoolOptions = {},
): Promise<LintReport> {
  const outcomes: LintOutcome[] = new Array(paths.length);
  let done = 0;
  const pending: number[][] = [];
  for (let first = 0; first < paths.length; first += BATCH_SIZE) {
    pending.push(Array.from({ length: Math.min(BATCH_SIZE, paths.length - first) }, (_, i) => first + i));
  }
  const finished = (index: number, outcome: LintOutcome): void => {
    outcomes[index] = outcome;
    done++;
    onProgress(done);
  };
  const runWorker = async (): Promise<void> => {
    let worker: PoolWorker | undefined;
    for (let batch = pending.shift(); batch; batch = pending.shift()) {
      worker ??= startWorker(workerScript);
      const rest = await lintBatch(worker, batch);
      if (rest) {
        worker = undefined;
        if (rest.length) pending.unshift(rest);
      }
    }
    await worker?.thread.terminate();
  };
  /**
   * Lints a batch on `worker`. Resolves with undefined when it is done, or with the files still to do when the
   * worker had to be stopped (it is then terminated and must not be used again).
   */
  const lintBatch = (worker: PoolWorker, indexes: number[]): Promise<number[] | undefined> =>
    new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = (position: number, why: string): void => {
        clearTimeout(timer);
        worker.handle = () => undefined;
        finished(indexes[position], stopped(paths[indexes[position]], why));
        void worker.thread.terminate().then(() => resolve(indexes.filter((_, i) => i !== position)));
      };
      // Looks at the file under way when the time limit of the file seen last would run out.
      const watch = (delayMs: number): void => {
        timer = setTimeout(() => {
          const { position, startedAt } = worker.progress.current();
          // Every file is done: the reply is on its way.
          if (position >= indexes.length) return;
          const left = startedAt + timeLimitMs - epochNow();
          if (left > 0) return watch(left);
          stop(position, `analysis stopped after ${timeLimitMs / 1000} s (the --time-limit); the other files are linted`);
        }, delayMs);
      };
      worker.handle = (event) => {
        if ('error' in event) return stop(Math.min(worker.progress.current().position, indexes.length - 1), `analysis stopped: ${event.error.message}`);
        clearTimeout(timer);
        event.result.outcomes.forEach((outcome, i) => finished(indexes[i], outcome));
        resolve(undefined);
      };
      // The first file's time runs from now, as the worker may still be starting.
      worker.progress.start(0);
      watch(timeLimitMs);
      const batch: LintBatch = {
        indexes,
        paths: indexes.map((i) => paths[i]),
        overrides,
        config,
        progress: worker.progress.memory,
        ...(sources ? { sources: indexes.map((i) => sources[i]) } : {}),
        ...(withChunks ? { withChunks } : {}),
      };
      worker.thread.postMessage(batch);
    });
  await Promise.all(Array.from({ length: Math.min(jobs, pending.length) }, runWorker));
  return collectOutcomes(outcomes);
}

/** A worker thread, its progress and the handler of its current batch (one listener per event for the thread's life). */
interface PoolWorker {
  thread: Worker;
  progress: BatchProgress;
  handle: (event: { result: LintBatchResult } | { error: Error }) => void;
}

function startWorker(script: string): PoolWorker {
  const thread = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 3 * LINT_SEMI_SPACE_MB } });
  const worker: PoolWorker = { thread, progress: new BatchProgress(BatchProgress.createMemory()), handle: () => undefined };
  thread.on('message', (result: LintBatchResult) => worker.handle({ result }));
  thread.on('error', (error) => worker.handle({ error }));
  return worker;
}

/** The outcome of a file whose worker was stopped: one CK900 finding, no chunks. */
function stopped(path: string, message: string): LintOutcome {
  const finding = { ruleId: INTERNAL_ERROR_RULE_ID, ruleName: 'internal-error', severity: 'error' as const, message, span: { start: 0, end: 0 } };
  return { ok: true, linted: { file: { path, text: '', findings: [finding] }, fingerprints: [fingerprintOf(finding, path, '', { chunks: [] })], tokens: [] }, notes: [] };
}

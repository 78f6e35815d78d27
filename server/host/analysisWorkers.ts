// The language server's analysis workers: first analyses (and any analysis not cheap enough for the main
// thread, see analyses.ts) run on worker threads, one job per worker at a time, so that the main thread goes on
// answering requests. A job past the time budget, or one that runs its worker out of memory (the worker's heap
// is bounded by `resourceLimits`), costs that worker: it is terminated and the next job gets a new one. One idle
// worker is kept started, with its tokenizer ranks loaded by the jobs it ran.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RangeAnalysis } from '../../shared/engine/analyzeRange';
import type { MatchableChunk } from '../../shared/reembed/matchChunks';
import { readState } from './analysisTransfer';
import type { AnalysisJob, AnalysisReply } from './analysisWorker';

/** The built worker script, beside the server bundle (out/server/analysisWorker.js). */
export const ANALYSIS_WORKER_PATH = join(__dirname, 'analysisWorker.js');

/**
 * The CLI's worker script, beside the CLI bundle that holds the server in the npm package (`chunklens lsp`): it
 * serves analysis jobs when started with ANALYSIS_WORKER_DATA.
 */
export const CLI_WORKER_PATH = join(__dirname, 'lintWorker.js');

/** The `workerData` every analysis worker starts with; it tells the CLI's worker script to serve analysis jobs. */
export const ANALYSIS_WORKER_DATA = { role: 'analysis' } as const;

/** The analysis worker script there is: the server's own, else the CLI's (either may be missing in a broken install). */
export function analysisWorkerScript(): string {
  return existsSync(ANALYSIS_WORKER_PATH) ? ANALYSIS_WORKER_PATH : CLI_WORKER_PATH;
}

/** Old-generation heap of one analysis worker, in MB: a job that needs more is stopped. */
export const WORKER_HEAP_MB = 2048;

/** How a job ended. */
export type JobOutcome =
  | { state: Uint8Array }
  /** The chunks of a `matchableOnly` job, as re-embed matching reads them. */
  | { matchable: MatchableChunk[] }
  /** The analysis threw: the message. */
  | { error: string }
  /** Stopped by the time budget, the memory bound, or its worker's death: why, after how long. */
  | { stopped: string; ms: number }
  /** Cancelled by the caller (the document was closed). */
  | { cancelled: true };

export interface RunningJob {
  outcome: Promise<JobOutcome>;
  cancel(): void;
}

export interface AnalysisWorkers {
  /** False when the worker script is missing (then the caller analyses on its own thread). */
  readonly available: boolean;
  /** Runs `job` on a worker within `timeLimitMs`; `onProvisional` hears the provisional result, if one comes. */
  run(job: AnalysisJob, timeLimitMs: number, onProvisional: (range: RangeAnalysis) => void): RunningJob;
  /** Decodes a finished job's state (analysisTransfer.ts); undefined when `cancelled()` turned true on the way. */
  readState<T>(buffer: Uint8Array, cancelled: () => boolean): Promise<T | undefined>;
  dispose(): void;
}

export function createAnalysisWorkers(script = analysisWorkerScript(), heapMb = WORKER_HEAP_MB): AnalysisWorkers {
  const available = existsSync(script);
  let idle: Worker | undefined;
  const start = (): Worker => {
    const worker = new Worker(script, { workerData: ANALYSIS_WORKER_DATA, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // An idle worker that fails is dropped; a running job hears the failure through its own listeners.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (idle === worker) idle = undefined;
    });
    return worker;
  };
  if (available) idle = start();

  const run = (job: AnalysisJob, timeLimitMs: number, onProvisional: (range: RangeAnalysis) => void): RunningJob => {
    const worker = idle ?? start();
    idle = undefined;
    const started = performance.now();
    let settle: (outcome: JobOutcome) => void = () => undefined;
    const outcome = new Promise<JobOutcome>((resolve) => (settle = resolve));
    let done = false;
    const finish = (result: JobOutcome, keepWorker: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (keepWorker && !idle) idle = worker;
      else void worker.terminate();
      settle(result);
    };
    const timer = setTimeout(() => finish({ stopped: `analysis stopped after ${(timeLimitMs / 1000).toFixed(1)} s`, ms: performance.now() - started }, false), timeLimitMs);
    const onMessage = (reply: AnalysisReply): void => {
      if ('provisional' in reply) return onProvisional(reply.provisional);
      finish(reply, true);
    };
    const onError = (error: Error & { code?: string }): void => {
      const why = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `analysis stopped: it needed more than ${heapMb} MB of memory` : `analysis stopped: ${error.message}`;
      finish({ stopped: why, ms: performance.now() - started }, false);
    };
    const onExit = (code: number): void => finish({ stopped: `analysis stopped: its worker exited with code ${code}`, ms: performance.now() - started }, false);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
    return { outcome, cancel: () => finish({ cancelled: true }, false) };
  };

  return {
    available,
    run,
    readState,
    dispose() {
      void idle?.terminate();
      idle = undefined;
    },
  };
}

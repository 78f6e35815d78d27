// A stand-in for the lint worker (server/cli/lint/lintWorker.ts) for the pool's tests, built by them with
// esbuild: it speaks the same protocol, and each file's name says what it does: `stall` runs until the pool
// stops it, `crash` throws, `slow` takes SLOW_MS; any other file is linted at once, one chunk of one token.

import { parentPort } from 'node:worker_threads';
import { basename } from 'node:path';
import { BatchProgress } from '../../server/cli/lint/batchProgress';
import type { LintOutcome } from '../../server/cli/lint/lintFile';
import type { LintBatch, LintBatchResult } from '../../server/cli/lint/lintPool';

/** How long a `slow` file takes, in wall-clock time. */
export const SLOW_MS = 300;

function waitUntil(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function lintScripted(path: string): LintOutcome {
  const name = basename(path);
  if (name.includes('stall')) for (;;) waitUntil(1000);
  if (name.includes('crash')) throw new Error(`scripted crash on ${name}`);
  if (name.includes('slow')) waitUntil(SLOW_MS);
  return { ok: true, notes: [], linted: { file: { path, text: '', findings: [] }, fingerprints: [], tokens: [1] } };
}

parentPort?.on('message', (batch: LintBatch) => {
  const progress = new BatchProgress(batch.progress);
  const outcomes = batch.paths.map((path, i) => {
    progress.start(i);
    return lintScripted(path);
  });
  progress.start(batch.paths.length);
  const reply: LintBatchResult = { outcomes };
  parentPort?.postMessage(reply);
});

// Entry of a `chunklens lint` worker thread: lints the batches of files the pool sends, one reply per batch.

import { parentPort } from 'node:worker_threads';
import { lintFile } from './lintFile';
import type { LintBatch, LintBatchResult } from './lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';

prepareCliTokenizers();

parentPort?.on('message', (batch: LintBatch) => {
  const outcomes = batch.paths.map((path) => lintFile(path, batch.overrides, batch.config));
  const reply: LintBatchResult = { first: batch.first, outcomes };
  parentPort?.postMessage(reply);
});

// Entry of a `chunklens lint` worker thread: lints the batches of files the pool sends, one reply per batch.

import { parentPort } from 'node:worker_threads';
import { ConfigLookup } from './configLookup';
import { lintFile } from './lintFile';
import type { LintBatch, LintBatchResult } from './lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';

prepareCliTokenizers();

/** A worker serves one run, whose batches all carry the same `--config`. */
let configs: ConfigLookup | undefined;

parentPort?.on('message', (batch: LintBatch) => {
  const lookup = (configs ??= new ConfigLookup(batch.config, batch.overrides.maxFileBytes));
  const outcomes = batch.paths.map((path) => lintFile(path, batch.overrides, lookup));
  const reply: LintBatchResult = { first: batch.first, outcomes };
  parentPort?.postMessage(reply);
});

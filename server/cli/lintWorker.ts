// Entry of a `chunklens lint` worker thread: lints the batches of files the pool sends, one reply per file,
// so that the pool knows which file is under way when the time limit runs out.

import { parentPort } from 'node:worker_threads';
import { ConfigLookup } from './configLookup';
import { lintFile } from './lintFile';
import type { LintBatch, LintFileResult } from './lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';

prepareCliTokenizers();

/** A worker serves one run, whose batches all carry the same `--config`. */
let configs: ConfigLookup | undefined;

parentPort?.on('message', (batch: LintBatch) => {
  const lookup = (configs ??= new ConfigLookup(batch.config, batch.overrides.maxFileBytes));
  batch.paths.forEach((path, i) => {
    const reply: LintFileResult = { index: batch.indexes[i], outcome: lintFile(path, batch.overrides, lookup, batch.sources?.[i], batch.withChunks === true) };
    parentPort?.postMessage(reply);
  });
});

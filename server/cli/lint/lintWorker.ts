// Entry of a `chunklens lint` worker thread: lints the batches of files the pool sends, one reply per batch,
// marking each file as it starts it in the batch's progress, so that the pool knows which file is under way
// when the time limit runs out. Started as an analysis worker
// (ANALYSIS_WORKER_DATA), it serves the language server's analysis jobs instead (analysisWorker.ts).

import { parentPort, workerData } from 'node:worker_threads';
import { ANALYSIS_WORKER_DATA } from '../../host/analysisWorkers';
import { ConfigLookup } from '../configLookup';
import { lintFile } from './lintFile';
import type { LintBatch, LintBatchResult } from './lintPool';
import { BatchProgress } from './batchProgress';
import { prepareCliTokenizers } from '../prepareTokenizers';

/** Lints the batches the pool sends; a worker serves one run, whose batches all carry the same `--config`. */
function serveLintBatches(): void {
  prepareCliTokenizers();
  let configs: ConfigLookup | undefined;
  parentPort?.on('message', (batch: LintBatch) => {
    const lookup = (configs ??= new ConfigLookup(batch.config, batch.overrides.maxFileBytes));
    const progress = new BatchProgress(batch.progress);
    const outcomes = batch.paths.map((path, i) => {
      progress.start(i);
      return lintFile(path, batch.overrides, lookup, batch.sources?.[i], batch.withChunks === true);
    });
    progress.start(batch.paths.length);
    const reply: LintBatchResult = { outcomes };
    parentPort?.postMessage(reply);
  });
}

// `chunklens lsp` runs the language server from the CLI bundle, and its analysis workers from this script.
if ((workerData as { role?: string } | null)?.role === ANALYSIS_WORKER_DATA.role) require('../../host/analysisWorker');
else serveLintBatches();

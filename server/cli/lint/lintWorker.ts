// Entry of a `chunklens lint` worker thread: lints the batches of files the pool sends, one reply per file,
// so that the pool knows which file is under way when the time limit runs out. Started as an analysis worker
// (ANALYSIS_WORKER_DATA), it serves the language server's analysis jobs instead (analysisWorker.ts).

import { parentPort, workerData } from 'node:worker_threads';
import { ANALYSIS_WORKER_DATA } from '../../host/analysisWorkers';
import { ConfigLookup } from '../configLookup';
import { lintFile } from './lintFile';
import type { LintBatch, LintFileResult } from './lintPool';
import { prepareCliTokenizers } from '../prepareTokenizers';

/** Lints the batches the pool sends; a worker serves one run, whose batches all carry the same `--config`. */
function serveLintBatches(): void {
  prepareCliTokenizers();
  let configs: ConfigLookup | undefined;
  parentPort?.on('message', (batch: LintBatch) => {
    const lookup = (configs ??= new ConfigLookup(batch.config, batch.overrides.maxFileBytes));
    batch.paths.forEach((path, i) => {
      const reply: LintFileResult = { index: batch.indexes[i], outcome: lintFile(path, batch.overrides, lookup, batch.sources?.[i], batch.withChunks === true) };
      parentPort?.postMessage(reply);
    });
  });
}

// `chunklens lsp` runs the language server from the CLI bundle, and its analysis workers from this script.
if ((workerData as { role?: string } | null)?.role === ANALYSIS_WORKER_DATA.role) require('../../host/analysisWorker');
else serveLintBatches();

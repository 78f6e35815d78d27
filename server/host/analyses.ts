// One analysis per (uri, version): edits schedule an analysis after a debounce; a newer version supersedes an
// older one; requests get the analysis of the document's current version, running it at once if needed.
//
// Where an analysis runs: a document's first analysis (and any analysis without a warm cache, after a big
// edit, of a whole-document strategy on a big document, or after a slow one) runs on an analysis worker
// (analysisWorkers.ts), so the main thread goes on answering; its result comes back with its cache, and the
// next versions (keystrokes) are analysed incrementally on the main thread from that cache, which costs
// milliseconds. While a worker analyses a document, its later versions wait for that result and start from it.
// The engine is synchronous, so a superseded version is dropped at the points where it could be overtaken:
// its debounce timer is cleared by the next edit, and after each await an analysis whose version is no longer
// current is dropped before it runs or is published.
//
// The parts: analysisScheduler.ts (debounce, requests, retries), documentStates.ts (the bookkeeping per
// document and the settings generation), runAnalysis.ts (one analysis from settings to publication),
// analysisInputs.ts (the engine input), offMainThread.ts (where it runs), analyzeOnWorker.ts and analyzeHere.ts
// (running it), firstPaint.ts (big documents' visible sections first), analysisPublisher.ts (the listeners).

import type { Disposable } from 'vscode-languageserver/node';
import type { AnalysesDeps, AnalysisHost } from './analysisHost';
import { createAnalysisInputs } from './analysisInputs';
import { baselineChunksOf } from './baselineChunks';
import type { MatchableChunk } from '../../shared/reembed/matchChunks';
import { createAnalysisPublisher } from './analysisPublisher';
import { createAnalysisScheduler } from './analysisScheduler';
import type { DocumentAnalysis } from './documentAnalysis';
import { DocumentStates } from './documentStates';
import { errorText } from './errorText';
import type { ProvisionalAnalysis } from './firstPaint';

export type { DocumentAnalysis } from './documentAnalysis';

export interface Analyses extends Disposable {
  /** Analyses the document after the configured delay; a later call for the same uri replaces this one. */
  schedule(uri: string): void;
  /** Re-analyses every open document (settings changed). */
  invalidateAll(): void;
  /** Re-analyses one document now (its strategy changed). */
  invalidate(uri: string): void;
  /** The analysis of the document's current version, or undefined when it is not open or cannot be analysed. */
  current(uri: string): Promise<DocumentAnalysis | undefined>;
  /**
   * The latest analysis when it is of the document's current version and settings, without starting one;
   * undefined while a newer one is due (it will be published when done) or the document is not open.
   */
  latest(uri: string): DocumentAnalysis | undefined;
  /**
   * For requests that must answer at once (hover, code lens, symbols, chunk tree): the current version's
   * analysis when it is ready within REQUEST_WAIT_MS, else the latest analysis there is (of an older version or
   * settings). A document with no analysis yet waits for its first one (bounded by the time budget).
   */
  recent(uri: string): Promise<DocumentAnalysis | undefined>;
  forget(uri: string): void;
  /** Chunks another text of `result`'s document (a re-embed baseline) with its settings, off this thread where it can. */
  baselineChunksOf(result: DocumentAnalysis, text: string): Promise<MatchableChunk[] | undefined>;
  /** Called once per new analysis of a current version, in order. */
  onDidAnalyze(listener: (result: DocumentAnalysis) => void): Disposable;
  /**
   * Called before the first full analysis of a big document (see firstPaint.ts); the full analysis waits for
   * the promise the listener returns (e.g. its notification written), so the provisional result goes out first.
   */
  onDidAnalyzeProvisionally(listener: (result: ProvisionalAnalysis) => Promise<void> | void): Disposable;
}

/** The analysis host of one server: its parts wired together over `deps`. */
export function createAnalyses(deps: AnalysesDeps): Analyses {
  const host: AnalysisHost = { deps, states: new DocumentStates(), publisher: createAnalysisPublisher(deps.log) };
  const { states, publisher } = host;
  const inputs = createAnalysisInputs(deps);
  const scheduler = createAnalysisScheduler(host, inputs);

  return {
    schedule: scheduler.schedule,
    invalidateAll() {
      states.generation++;
      for (const document of deps.documents.all()) scheduler.schedule(document.uri);
    },
    invalidate(uri) {
      states.generation++;
      for (const document of deps.documents.all()) if (document.uri !== uri) scheduler.schedule(document.uri);
      void scheduler.current(uri).catch((error) => deps.log(`chunklens: analysis of ${uri} failed: ${errorText(error)}`));
    },
    current: scheduler.current,
    recent: scheduler.recent,
    latest: (uri) => states.freshLatest(uri, deps.documents.get(uri)?.version),
    forget(uri) {
      inputs.forget(uri);
      states.delete(uri);
    },
    baselineChunksOf: (result, text) => baselineChunksOf(deps, result, text),
    onDidAnalyze: publisher.onDidAnalyze,
    onDidAnalyzeProvisionally: publisher.onDidAnalyzeProvisionally,
    dispose() {
      states.clear();
      deps.workers?.dispose();
      publisher.clear();
    },
  };
}

// Runs an analysis on the server's main thread with the document's cache: a keystroke's incremental update of
// a warm cache, or every analysis when there are no workers (a document's first one then paints its visible
// sections first, firstPaint.ts). A document over its budget gets the CK900 analysis that says why instead.

import { analyze, stoppedAnalysis } from '../../shared/engine/engine';
import { ANALYSIS_TIME_BUDGET_MS, editorTimeBudget } from './analysisBudget';
import type { AnalysisHost, PendingAnalysis } from './analysisHost';
import type { DocumentAnalysis } from './documentAnalysis';
import { errorText } from './errorText';
import { firstPaint, type ProvisionalAnalysis } from './firstPaint';

/** A main-thread analysis slower than this sends the document's next analyses to a worker. */
export const MAIN_THREAD_SLOW_MS = 500;

/**
 * Analyses `pending` here, or makes the stopped analysis that says `stop` when given (analysisBudget.ts);
 * undefined when the document changed during the first paint or the analysis threw (logged, cache emptied).
 */
export async function analyzeHere(host: AnalysisHost, pending: PendingAnalysis, stop: string | undefined): Promise<DocumentAnalysis | undefined> {
  const { deps, states } = host;
  const { state, document: now, prepared, settings } = pending;
  const { uri, version } = now;
  if (!state.latest && !stop) {
    await paintFirst(host, pending);
    const after = deps.documents.get(uri);
    if (!after || after.version !== version) return undefined;
  }
  try {
    const started = performance.now();
    const analysis = stop ? stoppedAnalysis({ ...prepared.input, text: now.text }, stop) : analyze({ ...prepared.input, timeBudget: editorTimeBudget() }, state.cache);
    const ms = performance.now() - started;
    if (stop) states.forgetCache(state);
    else {
      state.slow = ms > ANALYSIS_TIME_BUDGET_MS ? { length: now.text.length, ms } : undefined;
      state.slowOnMainThread = ms > MAIN_THREAD_SLOW_MS;
      state.warmGeneration = states.generation;
    }
    return { uri, version, kind: prepared.kind, analysis, lines: now.lines, settings };
  } catch (error) {
    // The cache may have advanced past the latest analysis: start the next one afresh.
    states.forgetCache(state);
    deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
    return undefined;
  }
}

/** Publishes the provisional analysis of a big document's visible sections, when it is big. */
async function paintFirst(host: AnalysisHost, { document, prepared, settings }: PendingAnalysis): Promise<void> {
  let provisional: ProvisionalAnalysis | undefined;
  try {
    provisional = firstPaint(document, prepared.kind, prepared.input, settings, host.deps.visibleRange(document.uri));
  } catch (error) {
    host.deps.log(`chunklens: provisional analysis of ${document.uri} version ${document.version} failed: ${errorText(error)}`);
  }
  if (provisional) await host.publisher.publishProvisional(provisional);
}

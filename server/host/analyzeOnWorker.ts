// Runs an analysis on an analysis worker (analysisWorkers.ts) within the time budget: the worker resolves the
// settings again from the same inputs, paints a big document's visible sections first, and sends back the
// analysis with its cache, which becomes the document's, so that its next versions are analysed incrementally here.

import { stoppedAnalysis } from '../../shared/engine/engine';
import { attachAnalysis, type DetachedAnalysis } from '../../shared/engine/detachAnalysis';
import { flatText } from '../../shared/text/documentText';
import { ANALYSIS_TIME_BUDGET_MS, overBudget } from './analysisBudget';
import type { AnalysisHost, PendingAnalysis } from './analysisHost';
import type { AnalysisJob } from './analysisWorker';
import type { DocumentAnalysis } from './documentAnalysis';
import { firstPaintSpan } from './firstPaint';
import { workerEmbeddings } from './editorEmbeddings';
import { timeSlices } from './timeSlices';
import { contentKeyOf } from '../../shared/reembed/contentKey';

/**
 * Analyses `pending` on a worker; the result's cache becomes the document's. Past the budget (or the worker's
 * memory bound) the document gets the CK900 analysis that says so, as overBudget words it. While it runs,
 * `state.job` lets later versions wait for it; undefined when cancelled, superseded or failed (logged).
 */
export async function analyzeOnWorker(host: AnalysisHost, pending: PendingAnalysis): Promise<DocumentAnalysis | undefined> {
  const { deps, states, publisher } = host;
  const { state, document: now, prepared, settings, startedIn } = pending;
  const { uri, version } = now;
  const { input, kind } = prepared;
  const visible = state.latest ? undefined : firstPaintSpan(now.lines, kind, now.text.length, deps.visibleRange(uri));
  const text = flatText(now.text);
  const embeddings = workerEmbeddings(input.settings, settings.embeddings?.model, deps.vectors, text);
  const job: AnalysisJob = {
    kind,
    text,
    documentId: input.documentId,
    config: settings.config,
    override: deps.documents.strategyOverrides.get(uri),
    place: deps.places.placeOf(uri, kind, now.text),
    sidecars: input.sidecars,
    ...(visible ? { visible } : {}),
    ...(embeddings ? { embeddings } : {}),
  };
  let painted: Promise<void> = Promise.resolve();
  const running = deps.workers!.run(job, ANALYSIS_TIME_BUDGET_MS, (range) => {
    const current = deps.documents.get(uri);
    if (current?.version === version && startedIn === states.generation) painted = publisher.publishProvisional({ uri, version, kind, input, range, lines: now.lines, settings });
  });
  let finished: () => void = () => undefined;
  state.job = { cancel: running.cancel, done: new Promise<void>((resolve) => (finished = resolve)) };
  try {
    const outcome = await running.outcome;
    if ('cancelled' in outcome) return undefined;
    if ('error' in outcome) {
      states.forgetCache(state);
      deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${outcome.error}`);
      return undefined;
    }
    if ('stopped' in outcome) {
      states.forgetCache(state);
      state.slow = { length: now.text.length, ms: outcome.ms, ...(outcome.stopped.startsWith('analysis stopped after') ? {} : { reason: outcome.stopped }) };
      deps.log(`chunklens: ${uri} version ${version}: ${outcome.stopped}`);
      await painted;
      return { uri, version, kind, analysis: stoppedAnalysis({ ...input, text: now.text }, overBudget(now.text.length, state.slow)!), lines: now.lines, settings };
    }
    if (!('state' in outcome)) return undefined;
    const superseded = (): boolean => states.get(uri) !== state;
    const detached = await deps.workers!.readState<DetachedAnalysis>(outcome.state, superseded);
    if (!detached) return undefined;
    const breathe = timeSlices();
    const { analysis, cache } = await attachAnalysis(detached, input, breathe);
    // The decorations published next read every chunk's content key (server/features/reembeds.ts): hashed here
    // in time slices, they are there memoised.
    for (const chunk of analysis.chunks) {
      contentKeyOf(chunk, analysis.settings.tokenizer);
      const turn = breathe();
      if (turn) await turn;
    }
    if (superseded()) return undefined;
    state.cache = cache;
    state.slow = undefined;
    state.slowOnMainThread = false;
    state.warmGeneration = startedIn;
    await painted;
    return { uri, version, kind, analysis, lines: now.lines, settings };
  } finally {
    state.job = undefined;
    finished();
  }
}

// One analysis of an open document's current version, from its settings to its publication: it waits for the
// worker job under way, decides where to run (offMainThread.ts), and drops the result at every point where a
// newer version or a settings change could have overtaken it (the engine is synchronous, so it cannot be stopped).

import { overBudget } from './analysisBudget';
import type { AnalysisHost, PendingAnalysis } from './analysisHost';
import type { AnalysisInputs } from './analysisInputs';
import { analyzeHere } from './analyzeHere';
import { analyzeOnWorker } from './analyzeOnWorker';
import type { DocumentAnalysis, PreparedAnalysis } from './documentAnalysis';
import { errorText } from './errorText';
import { offMainThread } from './offMainThread';

/**
 * Analyses the document's version as it is now and publishes the result; undefined when the document is not
 * open, cannot be analysed, or was overtaken (a newer version, new settings, closed and reopened) on the way.
 */
export async function runAnalysis(host: AnalysisHost, inputs: AnalysisInputs, uri: string): Promise<DocumentAnalysis | undefined> {
  const { deps, states, publisher } = host;
  const document = deps.documents.get(uri);
  if (!document) return undefined;
  const state = states.stateOf(uri);
  const version = document.version;
  const startedIn = states.generation;
  const settings = await deps.settings.get(uri);
  while (state.job) await state.job.done;
  const now = deps.documents.get(uri);
  if (!states.isCurrent(uri, state, version, startedIn, now)) return undefined;
  let prepared: PreparedAnalysis | undefined;
  try {
    prepared = inputs.prepare(now, settings);
  } catch (error) {
    deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
  }
  if (!prepared) return undefined;
  const stop = overBudget(now.text.length, state.slow);
  const pending: PendingAnalysis = { state, document: now, prepared, settings, startedIn };
  const result = !stop && deps.workers?.available && offMainThread(state, now, prepared, states.generation)
    ? await analyzeOnWorker(host, pending)
    : await analyzeHere(host, pending, stop);
  if (!result) return undefined;
  if (!states.isCurrent(uri, state, version, startedIn, deps.documents.get(uri))) return undefined;
  state.latest = result;
  state.latestGeneration = startedIn;
  publisher.publish(result);
  return result;
}

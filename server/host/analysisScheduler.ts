// When analyses run: an edit schedules one after the configured debounce (a later edit clears the timer), a
// request runs or joins the analysis of the current version and tries again while newer versions overtake it,
// and a request that must answer at once waits a bounded time before it takes the latest analysis there is.

import type { AnalysisHost } from './analysisHost';
import type { AnalysisInputs } from './analysisInputs';
import type { DocumentAnalysis } from './documentAnalysis';
import { errorText } from './errorText';
import { runAnalysis } from './runAnalysis';

/** How often a request waits for a newer version before it takes the latest analysis there is. */
const MAX_ATTEMPTS = 5;
/** How long `recent` waits for the current version before it answers with what there is. */
export const REQUEST_WAIT_MS = 500;

export interface AnalysisScheduler {
  /** Analyses the document after its settings' delay; a later call for the same uri replaces this one. */
  schedule(uri: string): void;
  /** Runs (or joins) the analysis of the current version; tries again while newer versions overtake it. */
  current(uri: string): Promise<DocumentAnalysis | undefined>;
  /** The current version's analysis when ready within REQUEST_WAIT_MS, else the latest there is (see Analyses.recent). */
  recent(uri: string): Promise<DocumentAnalysis | undefined>;
}

export function createAnalysisScheduler(host: AnalysisHost, inputs: AnalysisInputs): AnalysisScheduler {
  const { deps, states } = host;

  const current = async (uri: string): Promise<DocumentAnalysis | undefined> => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const document = deps.documents.get(uri);
      if (!document) return undefined;
      const state = states.stateOf(uri);
      const fresh = states.freshLatest(uri, document.version);
      if (fresh) return fresh;
      if (state.timer) clearTimeout(state.timer);
      state.timer = undefined;
      const wanted = { version: document.version, generation: states.generation };
      if (state.running?.version !== wanted.version || state.running.generation !== wanted.generation) {
        const running = { ...wanted, promise: runAnalysis(host, inputs, uri) };
        state.running = running;
        void running.promise.then(() => {
          if (state.running === running) state.running = undefined;
        });
      }
      const result = await state.running!.promise;
      const now = deps.documents.get(uri);
      if (!now) return undefined;
      if (result && result.version === now.version) return result;
      const overtaken = now.version !== wanted.version || states.generation !== wanted.generation;
      if (!result && !overtaken) return undefined;
    }
    return states.get(uri)?.latest;
  };

  return {
    current,
    schedule(uri) {
      const state = states.stateOf(uri);
      if (state.timer) clearTimeout(state.timer);
      void deps.settings.get(uri).then((settings) => {
        if (state.timer) clearTimeout(state.timer);
        state.timer = setTimeout(() => {
          state.timer = undefined;
          current(uri).catch((error) => deps.log(`chunklens: analysis of ${uri} failed: ${errorText(error)}`));
        }, settings.analysisDelayMs);
      });
    },
    async recent(uri) {
      const analysing = current(uri);
      if (!states.get(uri)?.latest) return analysing;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REQUEST_WAIT_MS)));
      const answer = await Promise.race([analysing, late]);
      clearTimeout(timer);
      return answer === 'late' ? states.get(uri)?.latest : answer;
    },
  };
}

// The analysis host's bookkeeping per open document: its analysis cache and how warm it is, the worker job and
// the analysis under way, its debounce timer, its latest analysis, and the settings generation that tells a
// current analysis from a superseded one.

import { createAnalysisCache, type AnalysisCache } from '../../shared/engine/engine';
import type { SlowAnalysis } from './analysisBudget';
import type { DocumentAnalysis } from './documentAnalysis';

/** What the host keeps of one open document between its analyses. */
export interface DocumentState {
  cache: AnalysisCache;
  /** The settings generation of the analysis that left `cache` (absent: the cache is empty). */
  warmGeneration?: number;
  /** The last main-thread analysis took over MAIN_THREAD_SLOW_MS: analyse on a worker until one is fast. */
  slowOnMainThread?: boolean;
  /** The worker analysis under way; later versions wait for it and start from its cache. */
  job?: { cancel(): void; done: Promise<unknown> };
  /** The last analysis that ran past the time budget (analysisBudget.ts). */
  slow?: SlowAnalysis;
  timer?: ReturnType<typeof setTimeout>;
  latest?: DocumentAnalysis;
  latestGeneration?: number;
  running?: { version: number; generation: number; promise: Promise<DocumentAnalysis | undefined> };
}

/**
 * The states of the open documents and the settings generation. A document's state lives from its first
 * scheduled analysis until it is closed; an analysis is current while its document still has the version it
 * read, the generation it started in is still the generation, and the document's state is still the one it
 * started with (closing and reopening makes a new one).
 */
export class DocumentStates {
  private readonly states = new Map<string, DocumentState>();
  /** Counts settings and strategy changes: an analysis started under an older generation is superseded. */
  generation = 0;

  /** The document's state, made (with an empty cache) if it has none. */
  stateOf(uri: string): DocumentState {
    let state = this.states.get(uri);
    if (!state) this.states.set(uri, (state = { cache: createAnalysisCache() }));
    return state;
  }

  get(uri: string): DocumentState | undefined {
    return this.states.get(uri);
  }

  /** Whether an analysis of `version` started in generation `startedIn` with `state` may still run or be published. */
  isCurrent<D extends { version: number }>(uri: string, state: DocumentState, version: number, startedIn: number, document: D | undefined): document is D {
    return document !== undefined && document.version === version && startedIn === this.generation && this.states.get(uri) === state;
  }

  /** The document's latest analysis when it is of `version` under the current generation. */
  freshLatest(uri: string, version: number | undefined): DocumentAnalysis | undefined {
    const state = this.states.get(uri);
    return state?.latest && state.latest.version === version && state.latestGeneration === this.generation ? state.latest : undefined;
  }

  /** Empties a state's cache: its next analysis starts afresh. */
  forgetCache(state: DocumentState): void {
    state.cache = createAnalysisCache();
    state.warmGeneration = undefined;
  }

  /** Drops a closed document's state, its timer and its worker job. */
  delete(uri: string): void {
    const state = this.states.get(uri);
    if (state?.timer) clearTimeout(state.timer);
    state?.job?.cancel();
    this.states.delete(uri);
  }

  /** Drops every state, their timers and worker jobs. */
  clear(): void {
    for (const state of this.states.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.job?.cancel();
    }
    this.states.clear();
  }
}

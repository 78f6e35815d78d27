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

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Disposable } from 'vscode-languageserver/node';
import type { Range } from 'vscode-languageserver-protocol';
import { analyze, createAnalysisCache, stoppedAnalysis, type Analysis, type AnalysisCache, type AnalysisInput } from '../../shared/engine/engine';
import type { DocumentPlace } from '../../shared/config/config';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { InputKind } from '../../shared/model/types';
import type { OpenDocument, OpenDocuments } from './documents';
import { ANALYSIS_TIME_BUDGET_MS, editorTimeBudget, overBudget, type SlowAnalysis } from './analysisBudget';
import { readState } from './analysisTransfer';
import type { AnalysisJob } from './analysisWorker';
import type { AnalysisWorkers } from './analysisWorkers';
import { attachAnalysis, type DetachedAnalysis } from '../../shared/engine/detachAnalysis';
import { flatText, type DocumentText } from '../../shared/text/documentText';
import { diffTexts } from '../../shared/parse/textDiff';
import { firstPaint, firstPaintSpan, PROGRESSIVE_MIN_CHARS, type ProvisionalAnalysis } from './firstPaint';
import { readSidecars } from '../node/readSidecars';
import type { EditorSettings, SettingsService } from './settings';
import { SiteMarkers } from '../node/siteMarkers';
import { SIGN_WINDOW, siteFromText } from '../../shared/sites/siteFromText';
import type { SiteId } from '../../shared/sites/siteRecords';
import { errorText } from './errorText';
import { documentSettings } from '../../shared/config/documentSettings';

/** The analysis of the document's latest analysed version, with what every feature needs to convert it. */
export interface DocumentAnalysis {
  uri: string;
  version: number;
  kind: InputKind;
  analysis: Analysis;
  lines: LineIndex;
  settings: EditorSettings;
}

interface DocumentState {
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
  /** Called once per new analysis of a current version, in order. */
  onDidAnalyze(listener: (result: DocumentAnalysis) => void): Disposable;
  /**
   * Called before the first full analysis of a big document (see firstPaint.ts); the full analysis waits for
   * the promise the listener returns (e.g. its notification written), so the provisional result goes out first.
   */
  onDidAnalyzeProvisionally(listener: (result: ProvisionalAnalysis) => Promise<void> | void): Disposable;
}

export interface AnalysesDeps {
  documents: OpenDocuments;
  settings: SettingsService;
  workspaceFolders: () => string[];
  /** What the editor shows of a document, when it said so. */
  visibleRange: (uri: string) => Range | undefined;
  log: (message: string) => void;
  /** Where analyses that are not cheap run; without workers (script missing) everything runs here. */
  workers?: AnalysisWorkers;
}

/** How often a request waits for a newer version before it takes the latest analysis there is. */
const MAX_ATTEMPTS = 5;
/** How long `recent` waits for the current version before it answers with what there is. */
export const REQUEST_WAIT_MS = 500;
/** A main-thread analysis slower than this sends the document's next analyses to a worker. */
export const MAIN_THREAD_SLOW_MS = 500;
/** Versions that differ from the cache's over more characters than this are analysed on a worker (a paste can hold anything). */
export const BIG_EDIT_CHARS = 16_384;

export function createAnalyses(deps: AnalysesDeps): Analyses {
  const states = new Map<string, DocumentState>();
  const listeners = new Set<(result: DocumentAnalysis) => void>();
  const provisionalListeners = new Set<(result: ProvisionalAnalysis) => Promise<void> | void>();
  /** Documents already reported as having no strategy for their kind (reported once each). */
  const unreadable = new Set<string>();
  let generation = 0;

  const stateOf = (uri: string): DocumentState => {
    let state = states.get(uri);
    if (!state) states.set(uri, (state = { cache: createAnalysisCache() }));
    return state;
  };

  const run = async (uri: string): Promise<DocumentAnalysis | undefined> => {
    const document = deps.documents.get(uri);
    if (!document) return undefined;
    const state = stateOf(uri);
    const version = document.version;
    const startedIn = generation;
    const settings = await deps.settings.get(uri);
    while (state.job) await state.job.done;
    const now = deps.documents.get(uri);
    if (!now || now.version !== version || startedIn !== generation || states.get(uri) !== state) return undefined;
    let prepared: { kind: InputKind; input: AnalysisInput } | undefined;
    try {
      prepared = prepare(now, settings);
    } catch (error) {
      deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
    }
    if (!prepared) return undefined;
    const stop = overBudget(now.text.length, state.slow);
    const result = !stop && deps.workers?.available && offMainThread(state, now, prepared)
      ? await analyzeOnWorker(state, now, prepared, settings, startedIn)
      : await analyzeHere(state, now, prepared, settings, stop);
    if (!result) return undefined;
    const current = deps.documents.get(uri);
    if (!current || current.version !== version || startedIn !== generation || states.get(uri) !== state) return undefined;
    state.latest = result;
    state.latestGeneration = startedIn;
    for (const listener of listeners) {
      try {
        listener(result);
      } catch (error) {
        deps.log(`chunklens: publishing ${uri} failed: ${errorText(error)}`);
      }
    }
    return result;
  };

  /** Whether the analysis of `document` is not a cheap incremental update of the cache's version. */
  const offMainThread = (state: DocumentState, document: OpenDocument, prepared: { input: AnalysisInput }): boolean => {
    if (state.warmGeneration !== generation || state.slowOnMainThread) return true;
    const big = document.text.length > PROGRESSIVE_MIN_CHARS;
    const previous = state.cache.markdown?.text;
    // Other kinds are parsed whole on every version.
    if (!previous) return big;
    const change = diffTexts(previous, document.text);
    if (change && Math.max(change.oldEnd, change.newEnd) - change.start > BIG_EDIT_CHARS) return true;
    const { strategy } = prepared.input.settings;
    return big && !strategy.sectionwise && !strategy.resumable;
  };

  /** Analyses on this thread with the document's cache (a keystroke's incremental update, or no workers). */
  const analyzeHere = async (
    state: DocumentState,
    now: OpenDocument,
    prepared: { kind: InputKind; input: AnalysisInput },
    settings: EditorSettings,
    stop: string | undefined,
  ): Promise<DocumentAnalysis | undefined> => {
    const { uri, version } = now;
    if (!state.latest && !stop) {
      await paintFirst(now, prepared, settings);
      const after = deps.documents.get(uri);
      if (!after || after.version !== version) return undefined;
    }
    try {
      const started = performance.now();
      const analysis = stop ? stoppedAnalysis({ ...prepared.input, text: now.text }, stop) : analyze({ ...prepared.input, timeBudget: editorTimeBudget() }, state.cache);
      const ms = performance.now() - started;
      if (stop) forgetCache(state);
      else {
        state.slow = ms > ANALYSIS_TIME_BUDGET_MS ? { length: now.text.length, ms } : undefined;
        state.slowOnMainThread = ms > MAIN_THREAD_SLOW_MS;
        state.warmGeneration = generation;
      }
      return { uri, version, kind: prepared.kind, analysis, lines: now.lines, settings };
    } catch (error) {
      // The cache may have advanced past the latest analysis: start the next one afresh.
      forgetCache(state);
      deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
      return undefined;
    }
  };

  /**
   * Analyses on a worker within the time budget; the result's cache becomes the document's. Past the budget
   * (or the worker's memory bound) the document gets the CK900 analysis that says so, as overBudget words it.
   */
  const analyzeOnWorker = async (
    state: DocumentState,
    now: OpenDocument,
    prepared: { kind: InputKind; input: AnalysisInput },
    settings: EditorSettings,
    startedIn: number,
  ): Promise<DocumentAnalysis | undefined> => {
    const { uri, version } = now;
    const { input, kind } = prepared;
    const visible = state.latest ? undefined : firstPaintSpan(now.lines, kind, now.text.length, deps.visibleRange(uri));
    const job: AnalysisJob = {
      kind,
      text: flatText(now.text),
      documentId: input.documentId,
      config: settings.config,
      override: deps.documents.strategyOverrides.get(uri),
      place: placeOf(uri, kind, now.text),
      sidecars: input.sidecars,
      ...(visible ? { visible } : {}),
    };
    let painted: Promise<void> = Promise.resolve();
    const running = deps.workers!.run(job, ANALYSIS_TIME_BUDGET_MS, (range) => {
      const current = deps.documents.get(uri);
      if (current?.version === version && startedIn === generation) painted = publishProvisional({ uri, version, kind, input, range, lines: now.lines, settings });
    });
    let finished: () => void = () => undefined;
    state.job = { cancel: running.cancel, done: new Promise<void>((resolve) => (finished = resolve)) };
    try {
      const outcome = await running.outcome;
      if ('cancelled' in outcome) return undefined;
      if ('error' in outcome) {
        forgetCache(state);
        deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${outcome.error}`);
        return undefined;
      }
      if ('stopped' in outcome) {
        forgetCache(state);
        state.slow = { length: now.text.length, ms: outcome.ms, ...(outcome.stopped.startsWith('analysis stopped after') ? {} : { reason: outcome.stopped }) };
        deps.log(`chunklens: ${uri} version ${version}: ${outcome.stopped}`);
        await painted;
        return { uri, version, kind, analysis: stoppedAnalysis({ ...input, text: now.text }, overBudget(now.text.length, state.slow)!), lines: now.lines, settings };
      }
      const detached = await readState<DetachedAnalysis>(outcome.state, () => states.get(uri) !== state);
      if (!detached) return undefined;
      const { analysis, cache } = attachAnalysis(detached, input);
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
  };

  const forgetCache = (state: DocumentState): void => {
    state.cache = createAnalysisCache();
    state.warmGeneration = undefined;
  };

  /** Publishes a provisional analysis to its listeners; resolves once they are done. */
  const publishProvisional = async (provisional: ProvisionalAnalysis): Promise<void> => {
    await Promise.all(
      [...provisionalListeners].map(async (listener) => {
        try {
          await listener(provisional);
        } catch (error) {
          deps.log(`chunklens: publishing the provisional analysis of ${provisional.uri} failed: ${errorText(error)}`);
        }
      }),
    );
  };

  /** Publishes the provisional analysis of a big document's visible sections, when it is big. */
  const paintFirst = async (document: OpenDocument, prepared: { kind: InputKind; input: AnalysisInput }, settings: EditorSettings): Promise<void> => {
    let provisional: ProvisionalAnalysis | undefined;
    try {
      provisional = firstPaint(document, prepared.kind, prepared.input, settings, deps.visibleRange(document.uri));
    } catch (error) {
      deps.log(`chunklens: provisional analysis of ${document.uri} version ${document.version} failed: ${errorText(error)}`);
    }
    if (provisional) await publishProvisional(provisional);
  };

  /** The engine input for a document, or undefined when no strategy reads its kind (reported once). */
  const prepare = (document: OpenDocument, settings: EditorSettings): { kind: InputKind; input: AnalysisInput } | undefined => {
    const kind = deps.documents.kindOf(document);
    const override = { strategy: deps.documents.strategyOverrides.get(document.uri) };
    const decided = documentSettings({ config: settings.config, kind, override, place: placeOf(document.uri, kind, document.text), whenUnreadable: 'fallBack' });
    if (!decided.ok) {
      if (!unreadable.has(document.uri)) deps.log(`chunklens: ${decided.reason} (${document.uri})`);
      unreadable.add(document.uri);
      return undefined;
    }
    const input = { kind, text: document.text, documentId: documentIdOf(document.uri, deps.workspaceFolders()), settings: decided.settings, sidecars: readSidecars(document.uri, kind, deps.log) };
    return { kind, input };
  };

  /** Runs (or joins) the analysis of the current version; tries again while newer versions overtake it. */
  const analyzeCurrent = async (uri: string): Promise<DocumentAnalysis | undefined> => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const document = deps.documents.get(uri);
      if (!document) return undefined;
      const state = stateOf(uri);
      if (state.latest?.version === document.version && state.latestGeneration === generation) return state.latest;
      if (state.timer) clearTimeout(state.timer);
      state.timer = undefined;
      const wanted = { version: document.version, generation };
      if (state.running?.version !== wanted.version || state.running.generation !== wanted.generation) {
        const running = { ...wanted, promise: run(uri) };
        state.running = running;
        void running.promise.then(() => {
          if (state.running === running) state.running = undefined;
        });
      }
      const result = await state.running!.promise;
      const now = deps.documents.get(uri);
      if (!now) return undefined;
      if (result && result.version === now.version) return result;
      const overtaken = now.version !== wanted.version || generation !== wanted.generation;
      if (!result && !overtaken) return undefined;
    }
    return states.get(uri)?.latest;
  };

  const schedule = (uri: string): void => {
    const state = stateOf(uri);
    if (state.timer) clearTimeout(state.timer);
    void deps.settings.get(uri).then((settings) => {
      if (state.timer) clearTimeout(state.timer);
      state.timer = setTimeout(() => {
        state.timer = undefined;
        analyzeCurrent(uri).catch((error) => deps.log(`chunklens: analysis of ${uri} failed: ${errorText(error)}`));
      }, settings.analysisDelayMs);
    });
  };

  return {
    schedule,
    invalidateAll() {
      generation++;
      for (const document of deps.documents.all()) schedule(document.uri);
    },
    invalidate(uri) {
      generation++;
      for (const document of deps.documents.all()) if (document.uri !== uri) schedule(document.uri);
      void analyzeCurrent(uri).catch((error) => deps.log(`chunklens: analysis of ${uri} failed: ${errorText(error)}`));
    },
    current: analyzeCurrent,
    async recent(uri) {
      const analysing = analyzeCurrent(uri);
      if (!states.get(uri)?.latest) return analysing;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REQUEST_WAIT_MS)));
      const answer = await Promise.race([analysing, late]);
      clearTimeout(timer);
      return answer === 'late' ? states.get(uri)?.latest : answer;
    },
    latest(uri) {
      const state = states.get(uri);
      const document = deps.documents.get(uri);
      const fresh = state?.latest && document && state.latest.version === document.version && state.latestGeneration === generation;
      return fresh ? state.latest : undefined;
    },
    forget(uri) {
      unreadable.delete(uri);
      forgetSigns(uri);
      const state = states.get(uri);
      if (state?.timer) clearTimeout(state.timer);
      state?.job?.cancel();
      states.delete(uri);
    },
    onDidAnalyze(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
    onDidAnalyzeProvisionally(listener) {
      provisionalListeners.add(listener);
      return { dispose: () => provisionalListeners.delete(listener) };
    },
    dispose() {
      for (const state of states.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.job?.cancel();
      }
      states.clear();
      deps.workers?.dispose();
      listeners.clear();
      provisionalListeners.clear();
    },
  };
}

/** The document's id in chunk ids: its path relative to the workspace folder that holds it, else its name. */
export function documentIdOf(uri: string, workspaceFolders: string[]): string {
  if (!uri.startsWith('file:')) return uri;
  const path = fileURLToPath(uri);
  for (const folder of workspaceFolders) {
    if (!folder.startsWith('file:')) continue;
    const rel = relative(fileURLToPath(folder), path);
    if (rel && !rel.startsWith('..')) return rel;
  }
  return path.split(/[\\/]/).pop() ?? path;
}

const siteMarkers = new SiteMarkers();
/** The site each open document's text showed when first analysed: read once, so typing never flips the dialect. */
const signsByUri = new Map<string, SiteId | null>();

/**
 * What a document's settings depend on beside the configuration: its file name, the site marker above it and,
 * for Markdown with no marker in reach, the site its text showed signs of when first seen.
 */
export function placeOf(uri: string, kind: InputKind, text?: DocumentText): DocumentPlace {
  const fileName = uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  if (kind !== 'markdown') return { fileName };
  const marker = uri.startsWith('file:') ? siteMarkers.markerOf(fileName) : undefined;
  if (marker) return { fileName, marker };
  let signs = signsByUri.get(uri);
  if (signs === undefined && text) {
    signs = siteFromText(text.slice(0, Math.min(SIGN_WINDOW, text.length))) ?? null;
    signsByUri.set(uri, signs);
  }
  return signs ? { fileName, signs } : { fileName };
}

/** Forgets what a closed document's text showed, so that reopening it reads its signs again. */
export function forgetSigns(uri: string): void {
  signsByUri.delete(uri);
}

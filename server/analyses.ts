// One analysis per (uri, version): edits schedule an analysis after a debounce; a newer version supersedes an
// older one; requests get the analysis of the document's current version, running it at once if needed.
//
// The engine is synchronous, so a superseded version is cancelled at the points where it could be
// overtaken: its debounce timer is cleared by the next edit, and after the settings are read (the only
// await) an analysis whose version is no longer current is dropped before it runs or is published.

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Disposable } from 'vscode-languageserver/node';
import type { Range } from 'vscode-languageserver-protocol';
import { analyze, createAnalysisCache, type Analysis, type AnalysisCache, type AnalysisInput } from '../shared/engine';
import type { DocumentPlace } from '../shared/config';
import type { LineIndex } from '../shared/lineIndex';
import type { InputKind } from '../shared/model';
import type { OpenDocument, OpenDocuments } from './documents';
import { ANALYSIS_TIME_BUDGET_MS, overBudget, stoppedAnalysis, type SlowAnalysis } from './analysisBudget';
import { firstPaint, type ProvisionalAnalysis } from './firstPaint';
import { readSidecars } from './readSidecars';
import type { EditorSettings, SettingsService } from './settings';
import { MkdocsSites } from './mkdocsSites';
import { chooseSettings } from './strategies';

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
}

/** How often a request waits for a newer version before it takes the latest analysis there is. */
const MAX_ATTEMPTS = 5;

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
    const now = deps.documents.get(uri);
    if (!now || now.version !== version || startedIn !== generation) return undefined;
    let prepared: { kind: InputKind; input: AnalysisInput } | undefined;
    try {
      prepared = prepare(now, settings);
    } catch (error) {
      deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
    }
    if (!prepared) return undefined;
    if (!state.latest && !overBudget(now.text.length, state.slow)) {
      await paintFirst(now, prepared, settings);
      const after = deps.documents.get(uri);
      if (!after || after.version !== version || startedIn !== generation) return undefined;
    }
    let result: DocumentAnalysis | undefined;
    try {
      const stop = overBudget(now.text.length, state.slow);
      const started = performance.now();
      const analysis = stop ? stoppedAnalysis(prepared.input, now.text, stop) : analyze(prepared.input, state.cache);
      const ms = performance.now() - started;
      if (stop) state.cache = createAnalysisCache();
      else state.slow = ms > ANALYSIS_TIME_BUDGET_MS ? { length: now.text.length, ms } : undefined;
      result = { uri, version, kind: prepared.kind, analysis, lines: now.lines, settings };
    } catch (error) {
      // The cache may have advanced past the latest analysis: start the next one afresh.
      state.cache = createAnalysisCache();
      deps.log(`chunklens: analysis of ${uri} version ${version} failed: ${errorText(error)}`);
    }
    if (!result) return undefined;
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

  /** Publishes the provisional analysis of a big document's visible sections, when it is big. */
  const paintFirst = async (document: OpenDocument, prepared: { kind: InputKind; input: AnalysisInput }, settings: EditorSettings): Promise<void> => {
    let provisional: ProvisionalAnalysis | undefined;
    try {
      provisional = firstPaint(document, prepared.kind, prepared.input, settings, deps.visibleRange(document.uri));
    } catch (error) {
      deps.log(`chunklens: provisional analysis of ${document.uri} version ${document.version} failed: ${errorText(error)}`);
    }
    if (!provisional) return;
    const painted = provisional;
    await Promise.all(
      [...provisionalListeners].map(async (listener) => {
        try {
          await listener(painted);
        } catch (error) {
          deps.log(`chunklens: publishing the provisional analysis of ${document.uri} failed: ${errorText(error)}`);
        }
      }),
    );
  };

  /** The engine input for a document, or undefined when no strategy reads its kind (reported once). */
  const prepare = (document: OpenDocument, settings: EditorSettings): { kind: InputKind; input: AnalysisInput } | undefined => {
    const kind = deps.documents.kindOf(document);
    const resolved = chooseSettings(settings.config, kind, deps.documents.strategyOverrides.get(document.uri), placeOf(document.uri, kind));
    if (!resolved) {
      if (!unreadable.has(document.uri)) deps.log(`chunklens: no strategy can chunk ${kind} input (${document.uri})`);
      unreadable.add(document.uri);
      return undefined;
    }
    const input = { kind, text: document.text, documentId: documentIdOf(document.uri, deps.workspaceFolders()), settings: resolved, sidecars: readSidecars(document.uri, kind, deps.log) };
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
    latest(uri) {
      const state = states.get(uri);
      const document = deps.documents.get(uri);
      const fresh = state?.latest && document && state.latest.version === document.version && state.latestGeneration === generation;
      return fresh ? state.latest : undefined;
    },
    forget(uri) {
      unreadable.delete(uri);
      const state = states.get(uri);
      if (state?.timer) clearTimeout(state.timer);
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
      for (const state of states.values()) if (state.timer) clearTimeout(state.timer);
      states.clear();
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

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

const mkdocsSites = new MkdocsSites();

/** What a document's settings depend on beside the configuration: its file name and whether a MkDocs site holds it. */
export function placeOf(uri: string, kind: InputKind): DocumentPlace {
  if (!uri.startsWith('file:')) return { fileName: uri };
  const path = fileURLToPath(uri);
  return { fileName: path, insideMkdocsSite: kind === 'markdown' && mkdocsSites.contains(path) };
}

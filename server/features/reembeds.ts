// Which chunks of an open document will re-embed: its latest analysis matched chunk by chunk (shared/reembed/matchChunks.ts)
// against a baseline (baselineText.ts: the last commit, or the text at opening). The baseline is read once per
// opened document, without waiting for it: until it is there (and, when it is not the text the document was
// opened with, chunked once per settings on an analysis worker, host/baselineChunks.ts) an analysis has no marks,
// and listeners hear when the document's marks can be read. A keystroke then costs the content keys of the chunks
// the engine re-made and the matching of what they change (shared/reembed/incrementalMatching.ts), not a pass
// over every chunk.

import type { Disposable } from 'vscode-languageserver/node';
import { contentKeyOf } from '../../shared/reembed/contentKey';
import { flatText } from '../../shared/text/documentText';
import { INTERNAL_ERROR_RULE_ID } from '../../shared/rules';
import { MAX_DOCUMENT_CHARS } from '../host/analysisBudget';
import { createIncrementalMatching, type IncrementalMatching } from '../../shared/reembed/incrementalMatching';
import { indexChunks, type IndexedChunks, type MatchableChunk } from '../../shared/reembed/matchChunks';
import type { Chunk } from '../../shared/model/types';
import type { ReembedSummary } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/analyses';
import type { BaselineText } from '../host/baselineText';
import { errorText } from '../host/errorText';
import type { OpenDocuments } from '../host/documents';

/** What re-embeds in one analysis: which chunks (by index) and the summary the status bar shows. */
export interface ReembedMarks {
  chunks: { has(index: number): boolean };
  summary: ReembedSummary;
}

export interface Reembeds extends Disposable {
  /**
   * The marks of an analysis; undefined when it was stopped (over a budget), while its document's baseline is
   * being read or chunked (onDidChange says when that is done), or when the baseline is over the size limit or
   * could not be chunked.
   */
  marksOf(result: DocumentAnalysis): ReembedMarks | undefined;
  /** Hears the uri of a document whose baseline came in (read, or chunked for new settings): its marks can be read again. */
  onDidChange(listener: (uri: string) => void): Disposable;
  forget(uri: string): void;
}

/** What the marks of a server read. */
export interface ReembedsDeps {
  documents: OpenDocuments;
  log: (message: string) => void;
  /** Reads a document's baseline. */
  read: ReadBaseline;
  /** Chunks a baseline that is not the opened text with the settings of one of the document's analyses (Analyses.baselineChunksOf). */
  chunkBaseline: (result: DocumentAnalysis, text: string) => Promise<MatchableChunk[] | undefined>;
}

interface BaselineState {
  /** The baseline; undefined while it is being read. */
  text?: BaselineText;
  /** The baseline holds the text the document was opened with (compared once). */
  isOpenedText?: boolean;
  /** The baseline's chunks under the settings of `settingsKey`; no chunks while they are being made, or when that failed. */
  analysed?: { settingsKey: string; chunks?: IndexedChunks };
  /** The chunks of the first analysis of the text as opened: the baseline's when it holds the same text. */
  opened?: { settingsKey: string; chunks: IndexedChunks };
  /** The matching against `base` (the baseline's chunks under the current settings), at the analysis `at`. */
  live?: { base: IndexedChunks; matching: IncrementalMatching; at?: DocumentAnalysis };
}

/** Where a document's baseline comes from: baselineText.ts on Node (git), the opened text (readOpenedText) in a web worker. */
export type ReadBaseline = (uri: string, openedText: string) => BaselineText | Promise<BaselineText>;

/** The baseline of a server with no git to ask: the text each document had when it was opened. */
export const readOpenedText: ReadBaseline = (_uri, openedText) => ({ text: openedText, against: 'opened' });

export function createReembeds({ documents, log, read, chunkBaseline }: ReembedsDeps): Reembeds {
  const states = new Map<string, BaselineState>();
  const memo = new WeakMap<DocumentAnalysis, ReembedMarks>();
  const listeners = new Set<(uri: string) => void>();
  const changed = (uri: string): void => listeners.forEach((listener) => listener(uri));

  /** Reads the document's baseline, or starts reading it; its state is the document's until it is forgotten. */
  const start = (uri: string): BaselineState => {
    const opened = documents.get(uri)?.openedText ?? '';
    const state: BaselineState = {};
    states.set(uri, state);
    const take = (text: BaselineText): void => {
      state.text = text;
      state.isOpenedText = text.text === opened;
    };
    const baseline = read(uri, opened);
    if (!(baseline instanceof Promise)) return (take(baseline), state);
    const settle = (text: BaselineText): void => {
      if (states.get(uri) !== state) return;
      take(text);
      changed(uri);
    };
    baseline.then(settle, (error) => {
      log(`chunklens: the re-embed baseline of ${uri} was not read (${errorText(error)}); its opened text is used`);
      settle({ text: opened, against: 'opened' });
    });
    return state;
  };

  /**
   * The baseline's chunks under the result's settings: the first analysis's when the baseline is the opened text,
   * else chunked once per settings (undefined until that is done).
   */
  const baselineChunks = (state: BaselineState, result: DocumentAnalysis, settingsKey: string): IndexedChunks | undefined => {
    const { uri } = result;
    const baseline = state.text;
    if (!baseline) return undefined;
    if (state.analysed?.settingsKey === settingsKey) return state.analysed.chunks;
    if (state.opened?.settingsKey === settingsKey && state.isOpenedText) return state.opened.chunks;
    // A baseline over the editor's size limit is not analysed (the document's own analysis would stop too).
    if (baseline.text.length > MAX_DOCUMENT_CHARS) return undefined;
    // The document holds the baseline's text (settings changed before an edit): its chunks are the baseline's.
    if (holdsText(result, baseline.text)) {
      state.analysed = { settingsKey, chunks: ownChunks(result) };
      return state.analysed.chunks;
    }
    const analysed: NonNullable<BaselineState['analysed']> = { settingsKey };
    state.analysed = analysed;
    const settle = (chunks: MatchableChunk[] | undefined): void => {
      if (states.get(uri) !== state || state.analysed !== analysed) return;
      if (chunks) analysed.chunks = indexChunks(chunks);
      changed(uri);
    };
    chunkBaseline(result, baseline.text).then(settle, (error) => {
      log(`chunklens: the re-embed baseline of ${uri} was not chunked: ${errorText(error)}`);
      settle(undefined);
    });
    return undefined;
  };

  const isOpenedText = (result: DocumentAnalysis): boolean => {
    const opened = documents.get(result.uri)?.openedText;
    return opened !== undefined && holdsText(result, opened);
  };

  /** Moves the matching to `result`'s chunks, unless it is there. */
  const sync = (live: NonNullable<BaselineState['live']>, result: DocumentAnalysis): void => {
    if (live.at === result) return;
    live.matching.update(result.analysis.chunks);
    live.at = result;
  };

  return {
    marksOf(result) {
      const known = memo.get(result);
      if (known) return known;
      const { chunks, settings } = result.analysis;
      // A stopped analysis (over the size or time budget) has no chunks to compare.
      if (!chunks.length && result.analysis.findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE_ID)) return undefined;
      const fresh = !states.has(result.uri);
      const state = states.get(result.uri) ?? start(result.uri);
      const settingsKey = JSON.stringify([settings.strategy.id, settings.tokenizer, settings.budgets, settings.dialect, result.settings.config]);
      const keyOf = (c: Chunk) => contentKeyOf(c, settings.tokenizer);
      if (fresh && isOpenedText(result)) state.opened = { settingsKey, chunks: ownChunks(result) };
      const base = baselineChunks(state, result, settingsKey);
      if (!base || !state.text) return undefined;
      if (state.live?.base !== base) state.live = { base, matching: createIncrementalMatching(base, keyOf) };
      const { live } = state;
      sync(live, result);
      const marks: ReembedMarks = {
        // Read after another analysis of the document was marked, the matching moves back to this one first.
        chunks: { has: (i) => (sync(live, result), i >= 0 && i < chunks.length && live.matching.reembeds(chunks[i])) },
        summary: { ...live.matching.summary(), against: state.text.against },
      };
      memo.set(result, marks);
      return marks;
    },
    onDidChange(listener) {
      listeners.add(listener);
      return { dispose: () => void listeners.delete(listener) };
    },
    forget: (uri) => void states.delete(uri),
    dispose: () => {
      states.clear();
      listeners.clear();
    },
  };
}

/** Whether the analysed version's text is `text`. */
function holdsText(result: DocumentAnalysis, text: string): boolean {
  const analysed = result.analysis.doc.text;
  return analysed.length === text.length && flatText(analysed) === text;
}

/** The analysis's own chunks as the matching reads them (content key and heading path, not their place: see MatchableChunk.start). */
function ownChunks(result: DocumentAnalysis): IndexedChunks {
  const { tokenizer } = result.analysis.settings;
  return indexChunks(result.analysis.chunks.map((c) => ({ key: contentKeyOf(c, tokenizer), headingsPath: c.headingsPath })));
}

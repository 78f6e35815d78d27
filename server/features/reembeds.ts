// Which chunks of an open document will re-embed: its latest analysis matched chunk by chunk (shared/reembed/matchChunks.ts)
// against a baseline (baselineText.ts: the last commit, or the text at opening). The baseline is read once per
// opened document, at its first analysis, and analysed once per settings (not at all when it is the text the
// document was opened with: the first analysis's chunks are taken). A keystroke then costs the content keys of
// the chunks the engine re-made and the matching of what they change (shared/reembed/incrementalMatching.ts), not a
// pass over every chunk.

import type { Disposable } from 'vscode-languageserver/node';
import { contentKey, contentKeyOf } from '../../shared/reembed/contentKey';
import { flatText } from '../../shared/text/documentText';
import { analyze } from '../../shared/engine/engine';
import { INTERNAL_ERROR_RULE_ID } from '../../shared/rules';
import { editorTimeBudget, MAX_DOCUMENT_CHARS } from '../host/analysisBudget';
import { createIncrementalMatching, type IncrementalMatching } from '../../shared/reembed/incrementalMatching';
import { indexChunks, type IndexedChunks, type MatchableChunk } from '../../shared/reembed/matchChunks';
import type { Chunk } from '../../shared/model/types';
import type { ReembedSummary } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/analyses';
import type { BaselineText } from '../host/baselineText';
import type { FileAccess } from '../host/fileAccess';
import type { OpenDocuments } from '../host/documents';
import { readSidecars } from '../node/readSidecars';

/** What re-embeds in one analysis: which chunks (by index) and the summary the status bar shows. */
export interface ReembedMarks {
  chunks: { has(index: number): boolean };
  summary: ReembedSummary;
}

export interface Reembeds extends Disposable {
  /** The marks of an analysis; undefined when it was stopped (over a budget) or its baseline is over the size limit. */
  marksOf(result: DocumentAnalysis): ReembedMarks | undefined;
  forget(uri: string): void;
}

interface BaselineState {
  text: BaselineText;
  /** The baseline holds the text the document was opened with (compared once). */
  isOpenedText: boolean;
  /** The baseline's chunks analysed with the settings of `settingsKey`. */
  analysed?: { settingsKey: string; chunks: IndexedChunks };
  /** The chunks of the first analysis of the text as opened: the baseline's when it holds the same text. */
  opened?: { settingsKey: string; chunks: IndexedChunks };
  /** The matching against `base` (the baseline's chunks under the current settings), at the analysis `at`. */
  live?: { base: IndexedChunks; matching: IncrementalMatching; at?: DocumentAnalysis };
}

/** Where a document's baseline comes from: baselineText.ts on Node (git), the opened text (readOpenedText) in a web worker. */
export type ReadBaseline = (uri: string, openedText: string) => BaselineText;

/** The baseline of a server with no git to ask: the text each document had when it was opened. */
export const readOpenedText: ReadBaseline = (_uri, openedText) => ({ text: openedText, against: 'opened' });

/** Reads baselines through `read` and sidecars through `files`. */
export function createReembeds(documents: OpenDocuments, log: (message: string) => void, read: ReadBaseline, files: FileAccess): Reembeds {
  const states = new Map<string, BaselineState>();
  const memo = new WeakMap<DocumentAnalysis, ReembedMarks>();

  const start = (uri: string): BaselineState => {
    const opened = documents.get(uri)?.openedText ?? '';
    const text = read(uri, opened);
    const state: BaselineState = { text, isOpenedText: text.text === opened };
    states.set(uri, state);
    return state;
  };

  /** The baseline's chunks under the result's settings; analysed only when the baseline is not the opened text. */
  const baselineChunks = (state: BaselineState, result: DocumentAnalysis, settingsKey: string): IndexedChunks | undefined => {
    const { settings } = result.analysis;
    if (state.analysed?.settingsKey === settingsKey) return state.analysed.chunks;
    if (state.opened?.settingsKey === settingsKey && state.isOpenedText) return state.opened.chunks;
    // A baseline over the editor's size limit is not analysed (the document's own analysis would stop too).
    if (state.text.text.length > MAX_DOCUMENT_CHARS) return undefined;
    const base = analyze({ kind: result.kind, text: state.text.text, documentId: result.analysis.context.documentId, settings, sidecars: readSidecars(result.uri, result.kind, log, files), timeBudget: editorTimeBudget() });
    state.analysed = { settingsKey, chunks: indexChunks(base.chunks.map((c) => matchable(c, contentKey(c.strategy, settings.tokenizer, c.content)))) };
    return state.analysed.chunks;
  };

  const isOpenedText = (result: DocumentAnalysis): boolean => {
    const opened = documents.get(result.uri)?.openedText;
    const text = result.analysis.doc.text;
    return opened !== undefined && text.length === opened.length && flatText(text) === opened;
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
      if (fresh && isOpenedText(result)) state.opened = { settingsKey, chunks: indexChunks(chunks.map((c) => matchable(c, keyOf(c)))) };
      const base = baselineChunks(state, result, settingsKey);
      if (!base) return undefined;
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
    forget: (uri) => void states.delete(uri),
    dispose: () => {
      states.clear();
    },
  };
}

/** What the matching reads of a chunk: not its place (see MatchableChunk.start). */
function matchable(chunk: Chunk, key: string): MatchableChunk {
  return { key, headingsPath: chunk.headingsPath };
}

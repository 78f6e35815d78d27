// Entry of the language server's analysis worker thread (analysisWorkers.ts starts it): analyses one document
// version from scratch per job, posts the provisional analysis of its visible sections first when asked, then
// the analysis and its cache as plain data (analysisTransfer.ts), so that the main thread goes on answering
// requests meanwhile and analyses the next versions incrementally from that cache. A baseline's job (the text
// re-embeds are counted against) posts only each chunk's content key and heading path.

import { parentPort } from 'node:worker_threads';
import { analyzeRange } from '../../shared/engine/analyzeRange';
import { detachAnalysis } from '../../shared/engine/detachAnalysis';
import { analyze, createAnalysisCache, type AnalysisInput } from '../../shared/engine/engine';
import type { ChunklensConfig, DocumentPlace } from '../../shared/config/config';
import type { InputKind, Span, StrategyId } from '../../shared/model/types';
import { matchableChunksOf } from '../../shared/reembed/contentKey';
import type { MatchableChunk } from '../../shared/reembed/matchChunks';
import { writeState } from './analysisTransfer';
import { errorText } from './errorText';
import { documentSettings } from '../../shared/config/documentSettings';
import { registerWasmTokenizer } from '../node/wasmTokenizer';
import { lookupOf, withEditorEmbeddings, type WorkerEmbeddings } from './editorEmbeddings';

/** One document version to analyse, with what the main thread resolved its settings from. */
export interface AnalysisJob {
  kind: InputKind;
  text: string;
  documentId: string;
  config: ChunklensConfig;
  override?: StrategyId;
  place: DocumentPlace;
  sidecars?: Record<string, string>;
  /** Analyse these sections first and post them as a provisional result (big Markdown documents). */
  visible?: Span;
  /** The vectors known for a semantic strategy's texts, when an embeddings endpoint is configured. */
  embeddings?: WorkerEmbeddings;
  /** Post only what re-embed matching reads of each chunk (a baseline's chunks), not the analysis and its cache. */
  matchableOnly?: true;
}

/** What the worker posts for a job: at most one provisional result, then one of `state`, `matchable` or `error`. */
export type AnalysisReply =
  | { provisional: ReturnType<typeof analyzeRange> }
  | { state: Uint8Array }
  | { matchable: MatchableChunk[] }
  | { error: string };

registerWasmTokenizer();

parentPort?.on('message', (job: AnalysisJob) => {
  const post = (reply: AnalysisReply, transfer: ArrayBuffer[] = []): void => parentPort?.postMessage(reply, transfer);
  try {
    const decided = documentSettings({ config: job.config, kind: job.kind, override: { strategy: job.override }, place: job.place, whenUnreadable: 'fallBack' });
    if (!decided.ok) throw new Error(decided.reason);
    const input: AnalysisInput = { kind: job.kind, text: job.text, documentId: job.documentId, settings: withEditorEmbeddings(decided.settings, job.embeddings && lookupOf(job.embeddings)), sidecars: job.sidecars };
    if (job.matchableOnly) return post({ matchable: matchableChunksOf(analyze(input).chunks, input.settings.tokenizer) });
    if (job.visible) post({ provisional: analyzeRange(input, job.visible) });
    const cache = createAnalysisCache();
    const analysis = analyze(input, cache);
    const state = writeState(detachAnalysis(analysis, cache));
    // Transferred, not copied; a buffer that shares its memory with others is copied once first.
    const owned = state.byteOffset === 0 && state.byteLength === state.buffer.byteLength ? state : Uint8Array.prototype.slice.call(state);
    post({ state: owned }, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    post({ error: errorText(error) });
  }
});

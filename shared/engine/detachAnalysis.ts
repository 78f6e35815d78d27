// An analysis and its cache as plain data, and back: what the language server's analysis worker sends to the
// main thread so that the main thread goes on analysing the document's next versions incrementally, as if it
// had made the first analysis itself. Detaching takes out what is not data or is the main thread's own: the
// document text (the main thread holds the same text, and the incremental parse compares its pieces by
// identity), the settings and strategy (functions), the tokenizer, and the parse memo by region text (only
// used without a previous version). Attaching puts the main thread's back, and gives the chunks of a sectionwise
// memo back their lazily computed ids (lazyChunkId.ts), which a structured copy turns into plain values.

import type { AnalysisInput, Analysis, AnalysisCache } from './engine';
import type { StrategyContext } from '../chunkers/types';
import type { ChunkMemo } from './chunkIncrementally';
import { withLazyId } from './lazyChunkId';
import type { Chunk } from '../model/types';
import { getTokenizer } from '../tokenizers';
import { flatText } from '../text/documentText';

/**
 * Asked between steps of a long job: undefined to go on at once, or a promise to await first (the caller's
 * thread then serves other work). The default never pauses.
 */
export type Breathe = () => Promise<void> | undefined;

/** An analysis and its cache without text, settings, context or tokenizer: plain data a structured copy keeps. */
export interface DetachedAnalysis {
  analysis: Omit<Analysis, 'settings' | 'context'>;
  cache: Omit<AnalysisCache, 'sections'>;
}

/**
 * The plain-data form of `analysis` and `cache` (made together by `analyze`). Changes both in place (the text
 * and tokenizer fields are emptied): call it last on an analysis that is not used again where it was made.
 */
export function detachAnalysis(analysis: Analysis, cache: AnalysisCache): DetachedAnalysis {
  const { settings: _settings, context: _context, ...rest } = analysis;
  const doc = { ...analysis.doc, text: '' };
  const markdown = cache.markdown && { ...cache.markdown, text: '', doc: cache.markdown.doc === analysis.doc ? doc : { ...cache.markdown.doc, text: '' } };
  const chunks = cache.chunks && ({ ...cache.chunks, tokenizer: undefined } as unknown as ChunkMemo);
  return { analysis: { ...rest, doc }, cache: { ...(markdown ? { markdown } : {}), ...(chunks ? { chunks } : {}), ...(cache.lint ? { lint: cache.lint } : {}), ...(cache.noDirectives !== undefined ? { noDirectives: cache.noDirectives } : {}) } };
}

/**
 * The analysis and cache that `detached` was made from, for the same `input` (its text the main thread's own
 * copy of the analysed version). The cache then serves the next version's `analyze` as the original would.
 * `breathe` is asked after each chunk given back its lazy id (hundreds of thousands in a big document).
 */
export async function attachAnalysis(detached: DetachedAnalysis, input: AnalysisInput, breathe: Breathe = () => undefined): Promise<{ analysis: Analysis; cache: AnalysisCache }> {
  const { settings } = input;
  const context: StrategyContext = { tokenizer: getTokenizer(settings.tokenizer, settings.tokenizerEngine), budgets: settings.budgets, documentId: input.documentId };
  const { analysis, cache } = detached;
  const doc = analysis.doc;
  doc.text = input.kind === 'markdown' ? input.text : flatText(input.text);
  if (cache.markdown) {
    cache.markdown.text = input.text;
    if (cache.markdown.doc !== doc) cache.markdown.doc.text = doc.text;
  }
  let chunks = analysis.chunks;
  if (cache.chunks) {
    cache.chunks.tokenizer = context.tokenizer;
    const hook = settings.strategy.sectionwise;
    if (cache.chunks.mode === 'sectionwise' && !hook) cache.chunks = undefined;
    else if (cache.chunks.mode === 'sectionwise' && hook) {
      const idOf = (chunk: Chunk): string => hook.idOf(chunk, context);
      chunks = [];
      for (const run of cache.chunks.runs) {
        const lazyChunks: Chunk[] = [];
        for (const plain of run.chunks) {
          const lazy = withLazyId(plain, idOf);
          lazy.id = plain.id;
          lazyChunks.push(lazy);
          chunks.push(lazy);
          const turn = breathe();
          if (turn) await turn;
        }
        run.chunks = lazyChunks;
      }
    }
  }
  return { analysis: { ...analysis, chunks, settings, context }, cache: { ...cache, sections: new Map() } };
}

// Strategy `sentence`: Azure's SentenceTextSplitter (spec/azure-sentence-text-splitter.md), one file per stage:
// pages → figures and sentence spans → accumulate (splitOversized) → crossPageRepair → normalize →
// semanticOverlap → chunks with exact source spans.
//
// Invariant (shared/README.md invariant 4): every non-blank character of every page is in exactly one chunk outside the spans
// marked `overlap` (recursive midpoint overlap, semantic overlap), in document order except where the reference
// itself reorders (a sentence head carried forward follows its tail that did not fit); the only text not from
// the source is a space inserted at a page join, named in the chunk's notes. Chunks without a figure hold at
// most `maxTokens` tokens; whitespace-only runs between chunks and normalisation trims may be dropped.

import type { Chunk, ParsedDocument, Problem } from '../../model/types';
import type { ChunkResult, Strategy, StrategyContext } from '../types';
import type { ReportSplit } from './draft';
import type { SentenceLimits } from './limits';
import { pagesOf } from './pages';
import { pieceTokens } from './pieceTokens';
import { splitPages } from './splitPages';
import { asLastChunk, sourceExtentOf, toChunk } from './toChunk';

function chunkSentences(doc: ParsedDocument, ctx: StrategyContext): ChunkResult {
  const pages = pagesOf(doc);
  const counts = pieceTokens(pages, ctx.tokenizer);
  const limits: SentenceLimits = {
    maxTokens: ctx.budgets.maxTokens ?? 500,
    maxChars: ctx.budgets.maxChars ?? 1000,
    overlapPercent: ctx.budgets.overlapPercent ?? 10,
    countTokensUpTo: (text, limit) => ctx.tokenizer.countUpTo(text, limit),
    countPiecesUpTo: (pieces, limit) => counts.countUpTo(pieces, limit),
    countRangeUpTo: (pieces, start, end, limit) => counts.countRangeUpTo(pieces, start, end, limit),
    piecesPrefixCounter: (pieces) => counts.prefixCounter(pieces, limits.maxTokens),
  };
  const problems: Problem[] = [];
  const report: ReportSplit = (pieces, message) => {
    problems.push({ span: sourceExtentOf(pieces, pages), message, code: 'CK101', severity: 'warning' });
  };
  // Each draft becomes a chunk as soon as it is final; the last one is known only at the end.
  const chunks: Chunk[] = [];
  splitPages(pages, limits, report, (d) => chunks.push(toChunk(d, chunks.length, doc, pages, ctx, d.tokens ?? counts.countUpTo(d.pieces, Infinity))));
  if (chunks.length) chunks[chunks.length - 1] = asLastChunk(chunks[chunks.length - 1]);
  return { chunks, problems };
}

export const sentenceStrategy: Strategy = {
  id: 'sentence',
  description: "Azure's SentenceTextSplitter: sentence spans to 500 tokens / 1000 chars, atomic figures, cross-page repair, 10% overlap",
  inputKinds: ['pages', 'markdown', 'text'],
  defaultTokenizer: 'cl100k_base',
  defaults: { maxTokens: 500, maxChars: 1000, overlapPercent: 10 },
  chunk: chunkSentences,
  toRecord: (chunk: Chunk) => ({ text: chunk.content, page_num: chunk.pageNum ?? 0, source_spans: chunk.spans.map((s) => ({ ...s })) }),
};

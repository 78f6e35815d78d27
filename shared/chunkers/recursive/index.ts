// Strategy `recursive` (R): LightRAG's recursive character splitting measured in tokens, with overlap
// (spec lightrag-paragraph-semantic-P.md §1 and §6). Usable on any input; P's fallback.

import { fastHash } from '../../text/hash';
import type { Chunk, ParsedDocument, Problem } from '../../model/types';
import type { ChunkResult, Strategy, StrategyContext } from '../types';
import { sourceTextOf, toSourceSpans } from './sourceText';
import { splitRecursive } from './splitRecursive';

/**
 * Chunks a whole document with R: at most `maxTokens` tokens per chunk where a separator allows, consecutive
 * chunks sharing up to `overlapTokens` (marked as overlap spans). `strategy` names who produced the chunks
 * (P reuses this for its wholesale fallback). An overlap not below the cap (LangChain refuses one; used as
 * given, every chunk would move on by a token or two, thirty times more chunks) is cut to half the cap,
 * with a CK101 warning.
 */
export function chunkRecursive(doc: ParsedDocument, ctx: StrategyContext, strategy: Chunk['strategy'] = 'recursive'): ChunkResult {
  const source = sourceTextOf(doc);
  const maxTokens = ctx.budgets.maxTokens ?? 1200;
  const requested = ctx.budgets.overlapTokens ?? 0;
  const overlap = requested >= maxTokens ? Math.floor(maxTokens / 2) : requested;
  const problems: Problem[] = [];
  if (overlap !== requested) {
    const message = `An overlap of ${requested} tokens is not below the cap of ${maxTokens} tokens; ${overlap} tokens are used`;
    problems.push({ span: { start: 0, end: 0 }, message, code: 'CK101', severity: 'warning' });
  }
  const pieces = splitRecursive(source.text, { tokenizer: ctx.tokenizer, chunkSize: maxTokens, overlap });
  const chunks = pieces.map((piece, index): Chunk => {
    const content = source.text.slice(piece.start, piece.end);
    return {
      index,
      id: `${strategy}-${index}-${fastHash(content)}`,
      strategy,
      type: 'text',
      content,
      tokens: ctx.tokenizer.count(content),
      spans: toSourceSpans(source, piece.start, piece.end, piece.overlapEnd),
      headingsPath: [],
      notes: [{ reason: index === pieces.length - 1 ? 'end' : 'budget', detail: 'recursive character split' }],
    };
  });
  return { chunks, problems };
}

export const recursiveStrategy: Strategy = {
  id: 'recursive',
  description: 'LightRAG R: recursive character split (paragraph → line → CJK punctuation → space → character), in tokens, with overlap',
  inputKinds: ['text', 'markdown', 'blocks-jsonl', 'mineru', 'pages'],
  defaultTokenizer: 'o200k_base',
  defaults: { maxTokens: 1200, overlapTokens: 100 },
  chunk: (doc, ctx) => chunkRecursive(doc, ctx),
  toRecord: (chunk: Chunk) => ({ tokens: chunk.tokens, content: chunk.content, chunk_order_index: chunk.index, source_spans: chunk.spans.map((s) => ({ ...s })) }),
};

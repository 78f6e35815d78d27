// Strategy `markdown-spec`: Chunking Specification v1 (spec/markdown-chunking-spec-v1.ru.md).

import type { Chunk } from '../../model/types';
import type { Strategy } from '../types';
import { specChunkId } from './chunkId';
import { chunkMarkdownSpec } from './packSections';

export const markdownSpecStrategy: Strategy = {
  id: 'markdown-spec',
  description: 'Chunking Spec v1: section-aware packing to 650/900 tokens, typed chunks, stable sha256 ids',
  inputKinds: ['markdown'],
  defaultTokenizer: 'o200k_base',
  defaults: { maxTokens: 900, targetTokens: 650, minTokens: 120, overlapTokens: 80 },
  chunk: chunkMarkdownSpec,
  sectionwise: {
    restartsAt: 'heading',
    idOf: (chunk, ctx) =>
      specChunkId(ctx.documentId, chunk.blockRange?.start ?? 0, chunk.blockRange?.end ?? 0, chunk.spans[0]?.start ?? 0, chunk.spans[chunk.spans.length - 1]?.end ?? 0),
  },
  toRecord: (chunk: Chunk, ctx) => ({
    chunk_id: chunk.id,
    document_id: ctx.documentId,
    chunk_type: chunk.type,
    headings_path: chunk.headingsPath,
    md_text: chunk.content,
    char_start: chunk.spans[0]?.start ?? 0,
    char_end: chunk.spans[chunk.spans.length - 1]?.end ?? 0,
    block_start_idx: chunk.blockRange?.start ?? 0,
    block_end_idx: chunk.blockRange?.end ?? 0,
    token_estimate: chunk.tokens,
    source_spans: chunk.spans.map((s) => ({ ...s })),
  }),
};

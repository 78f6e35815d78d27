// Strategy `mineru`: MinerU content_list chunking (spec/mineru-content-list-chunking.md).

import type { Chunk } from '../../model/types';
import type { Strategy } from '../types';
import { chunkMineru } from './groupElements';

export const mineruStrategy: Strategy = {
  id: 'mineru',
  description: 'MinerU content_list: elements grouped up to 2000 characters, new chunk on page change or heading (text_level ≤ 2)',
  inputKinds: ['mineru'],
  defaultTokenizer: 'chars',
  defaults: { maxChars: 2000 },
  chunk: chunkMineru,
  toRecord: (chunk: Chunk, ctx) => ({
    chunk_id: chunk.id,
    content: chunk.content,
    chunk_type: chunk.type,
    page_idx: chunk.pages?.[0] ?? 0,
    page_indices: chunk.pages ?? [],
    has_table: chunk.hasTable === true,
    metadata: { document_id: ctx.documentId },
    source_spans: chunk.spans.map((s) => ({ ...s })),
  }),
};

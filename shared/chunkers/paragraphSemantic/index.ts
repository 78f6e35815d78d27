// Strategy `paragraph-semantic` (P): LightRAG's paragraph semantic chunking (spec/lightrag-paragraph-semantic-P.md).
// One file per stage, named as in the spec (§7.6): headingBlocks, tableRowSplit (+splitBlockTables),
// headerRecovery, tableBridge, anchorSplit, partLabeling, headingGlue, levelMerge; thresholds from N.

import type { Chunk } from '../../model/types';
import type { Strategy } from '../types';
import { chunkParagraphSemantic } from './pipeline';

/**
 * The §4.3 record: tokens, content, chunk_order_index, nested heading, and sidecar only when blockids exist; then
 * chunklens's `source_spans` (UTF-16 source ranges, overlap marked) so the cut can be checked against the source.
 */
export function toParagraphSemanticRecord(chunk: Chunk): Record<string, unknown> {
  const record: Record<string, unknown> = { tokens: chunk.tokens, content: chunk.content, chunk_order_index: chunk.index };
  if (chunk.heading) {
    record.heading = { level: chunk.heading.level, heading: chunk.heading.heading, parent_headings: chunk.heading.parentHeadings };
  }
  const ids = [...new Set(chunk.sidecarIds ?? [])];
  if (ids.length) record.sidecar = { type: 'block', id: ids[0], refs: ids.map((id) => ({ type: 'block', id })) };
  record.source_spans = chunk.spans.map((s) => ({ ...s }));
  return record;
}

export const paragraphSemanticStrategy: Strategy = {
  id: 'paragraph-semantic',
  description: 'LightRAG P: heading blocks, table row slicing with header recovery, anchor splits, level-aware merging',
  inputKinds: ['blocks-jsonl', 'markdown'],
  defaultTokenizer: 'o200k_base',
  defaults: { maxTokens: 2000, overlapTokens: 100 },
  chunk: chunkParagraphSemantic,
  toRecord: toParagraphSemanticRecord,
};

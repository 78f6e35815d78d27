// Chunk type classification (spec "Chunk Type Classification"): heading > table > code > list > paragraph.

import type { Block, ChunkType } from '../../model/types';
import { isBoundaryHeading } from './boundary';

/** The type of a chunk built from `elements`, by the spec's priority order. */
export function classifyChunk(elements: readonly Block[]): ChunkType {
  if (elements.some(isBoundaryHeading)) return 'heading';
  for (const type of ['table', 'code', 'list'] as const) {
    if (elements.some((e) => e.meta?.type === type)) return type;
  }
  return 'paragraph';
}

/** `has_table`: the chunk holds at least one table element. */
export function hasTable(elements: readonly Block[]): boolean {
  return elements.some((e) => e.meta?.type === 'table');
}

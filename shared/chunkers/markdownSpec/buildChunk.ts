// Spec v1 §3.2 and §9: turns a draft (plus its overlap piece) into the chunk record with its stable id.

import type { Chunk } from '../../model/types';
import { headingTextOf } from '../../parse/markdown';
import { specChunkId } from './chunkId';
import { chunkTypeOf } from './chunkType';
import { joinPieces } from './joinPieces';
import type { Draft, Piece, SpecContext } from './types';

/**
 * The chunk of `draft`. Its char range and block range run from the overlap (when there is one, since
 * `md_text` starts with it) to the end of its own content; the §9 id hashes exactly those four numbers.
 */
export function buildChunk(draft: Draft, overlap: Piece | undefined, index: number, documentId: string, ctx: SpecContext): Chunk {
  const pieces = overlap ? [overlap, ...draft.pieces] : draft.pieces;
  const { content, spans } = joinPieces(pieces, ctx.text, overlap ? 1 : 0);
  const blockStart = pieces[0].blockIndex;
  const blockEnd = pieces[pieces.length - 1].blockIndex;
  const charStart = spans[0].start;
  const charEnd = spans[spans.length - 1].end;
  const headingsPath = draft.heading ? [...draft.heading.headingPath, headingTextOf(draft.heading)] : [];
  // A hard cut is only a chunk boundary when its piece opens the chunk; elsewhere packing joined it back.
  const splits = draft.pieces.flatMap((p, i) => (p.split && (i === 0 || p.split.reason !== 'hard-split') ? [p.split] : []));
  const notes = [...splits, draft.cut];
  const chunk: Chunk = {
    index,
    id: specChunkId(documentId, blockStart, blockEnd, charStart, charEnd),
    strategy: 'markdown-spec',
    type: chunkTypeOf(draft.pieces),
    content,
    tokens: ctx.tokenizer.count(content),
    spans,
    headingsPath,
    blockRange: { start: blockStart, end: blockEnd },
    notes,
  };
  if (draft.heading) {
    chunk.heading = { level: draft.heading.level ?? 1, heading: headingTextOf(draft.heading), parentHeadings: draft.heading.headingPath };
  }
  return chunk;
}

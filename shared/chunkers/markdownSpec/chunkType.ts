// Spec v1 §3.2 / §7.5: the chunk type of a group of pieces.

import type { ChunkType } from '../../model/types';
import type { Piece } from './types';

/** The pieces' common type, or `mixed` when they differ; dialect marker lines do not count unless alone. */
export function chunkTypeOf(pieces: Piece[]): ChunkType {
  const typed = pieces.some((p) => p.glue === undefined) ? pieces.filter((p) => p.glue === undefined) : pieces;
  const first = typed[0]?.type ?? 'paragraph';
  return typed.every((p) => p.type === first) ? first : 'mixed';
}

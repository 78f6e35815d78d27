// Spec v1 §3.2 / §7.5: the chunk type of a group of pieces.

import type { ChunkType } from '../../model';
import type { Piece } from './types';

/** The pieces' common type, or `mixed` when they differ. */
export function chunkTypeOf(pieces: Piece[]): ChunkType {
  const first = pieces[0]?.type ?? 'paragraph';
  return pieces.every((p) => p.type === first) ? first : 'mixed';
}

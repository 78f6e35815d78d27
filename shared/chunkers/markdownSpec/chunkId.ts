// §9: the stable chunk id of Chunking Spec v1.

import { sha256Hex } from '../../text/hash';

/** sha256 hex of `document_id:block_start_idx:block_end_idx:char_start:char_end`. */
export function specChunkId(documentId: string, blockStart: number, blockEnd: number, charStart: number, charEnd: number): string {
  return sha256Hex(`${documentId}:${blockStart}:${blockEnd}:${charStart}:${charEnd}`);
}

// A chunk while the splitter is still building it: its pieces, its home page and why it ends where it ends.

import type { ChunkNote } from '../../model/types';
import type { Piece } from './pieces';

export interface Draft {
  pieces: Piece[];
  /** Position in the page list of the page the pipeline attributes the chunk to (`page_num`). */
  page: number;
  /** `notes[0]` says why the chunk ends here; later notes record what repair and overlap did to it. */
  notes: ChunkNote[];
  /** The token count of `pieces`, set by the last stage (semantic overlap) where it counted them anyway. */
  tokens?: number;
}

/** Reports a degraded split over the source text of `pieces` (CK101). */
export type ReportSplit = (pieces: readonly Piece[], message: string) => void;

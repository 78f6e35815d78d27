// Internal vocabulary of the markdown-spec stages: resolved budgets, pieces of content, and draft chunks.

import type { Block, BlockKind, ChunkNote, Problem, Span } from '../../model/types';
import type { DocumentText } from '../../text/documentText';
import type { Tokenizer } from '../../tokenizers';

/** Spec v1 §4.1 budgets, resolved from the strategy context. */
export interface SpecBudgets {
  max: number;
  target: number;
  min: number;
  overlap: number;
}

/** The chunk types of Spec v1 §3.2 that one block can produce; `mixed` only arises from packing. */
export type PieceType = 'paragraph' | 'list' | 'table' | 'code' | 'quote';

/** What every stage needs: the source, the budgets, the tokenizer, and where to put degradations. */
export interface SpecContext {
  text: DocumentText;
  budgets: SpecBudgets;
  tokenizer: Tokenizer;
  problems: Problem[];
}

/**
 * Content of one block, or of a slice of a split block, as it goes into a chunk. `text` is the source slice
 * of `spans` unless `injected` is set (a repeated table header or a re-opened/closed code fence).
 */
export interface Piece {
  type: PieceType;
  blockKind: BlockKind;
  blockIndex: number;
  spans: Span[];
  text: string;
  tokens: number;
  injected: boolean;
  /** How the block was split to give this piece, when it was. */
  split?: ChunkNote;
  /** A dialect marker line: it stays in the chunk of the piece after it (`next`) or before it (`previous`). */
  glue?: 'next' | 'previous';
}

/** A chunk before overlap and ids: its pieces, the run (part of a section between boundaries) it belongs to. */
export interface Draft {
  pieces: Piece[];
  run: number;
  /** The heading that opened its section, if any. */
  heading?: Block;
  /** Why the chunk ends where it does. */
  cut: ChunkNote;
}

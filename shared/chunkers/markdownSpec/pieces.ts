// Builds pieces from packed units: the source slice from the first unit to the last, with the split noted.

import type { Block, ChunkNote } from '../../model/types';
import type { MarkerMeta } from '../../parse/markerMeta';
import type { Unit } from './packUnits';
import type { Piece, PieceType, SpecContext } from './types';

/** The whole block as one piece (it fits the cap). */
export function wholeBlockPiece(block: Block, type: PieceType, ctx: SpecContext): Piece {
  const piece: Piece = {
    type,
    blockKind: block.kind,
    blockIndex: block.index,
    spans: [{ ...block.span }],
    text: block.text,
    tokens: ctx.tokenizer.count(block.text),
    injected: false,
  };
  const glue = block.kind === 'marker' ? glueOf(block.meta as MarkerMeta | undefined) : undefined;
  if (glue) piece.glue = glue;
  return piece;
}

/**
 * Where a marker line belongs: an opening line (and an MDX import) with what follows it, a closing line with
 * what precedes it. A self-contained one (a JSX card, a snippet line) packs like a paragraph.
 */
function glueOf(meta: MarkerMeta | undefined): Piece['glue'] {
  if (meta?.role === 'open' || meta?.syntax === 'esm') return 'next';
  return meta?.role === 'close' ? 'previous' : undefined;
}

/**
 * One piece per group of contiguous units, its text the source slice they cover. A group that starts at a
 * hard cut is noted `hard-split` (the hard-split rule reads the note); the others carry `note(i, n)`.
 */
export function slicePieces(block: Block, type: PieceType, groups: Unit[][], note: (i: number, n: number) => ChunkNote, ctx: SpecContext): Piece[] {
  return groups.map((g, i) => {
    const span = { start: g[0].start, end: g[g.length - 1].end };
    const text = ctx.text.slice(span.start, span.end);
    return {
      type,
      blockKind: block.kind,
      blockIndex: block.index,
      spans: [span],
      text,
      tokens: ctx.tokenizer.count(text),
      injected: false,
      split: hardNote(g) ?? note(i, groups.length),
    };
  });
}

/** A `hard-split` note when the group begins at a word or character cut. */
export function hardNote(group: Unit[]): ChunkNote | undefined {
  const cut = group[0].cutBefore;
  return cut === 'natural' ? undefined : { reason: 'hard-split', detail: `cut inside a ${cut === 'word' ? 'sentence or line, between words' : 'word, between characters'}` };
}

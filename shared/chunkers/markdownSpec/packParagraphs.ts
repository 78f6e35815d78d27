// Spec v1 §7.1, §7.5 and §8 inside one run of content blocks (a section part between boundaries): blocks are
// merged towards TARGET_TOKENS_PER_CHUNK and a chunk is closed before MAX_TOKENS_PER_CHUNK would be exceeded;
// short sequences of different types merge into `mixed` only while below the target; a table or a code block
// is always a chunk of its own; a block over the cap goes to its type's splitter, and its pieces are packed
// like blocks (so a short paragraph before an oversized one joins its first sentences).

import type { Block, ChunkNote } from '../../model/types';
import { joinPieces } from './joinPieces';
import { wholeBlockPiece } from './pieces';
import { splitBySentences } from './splitBySentences';
import { splitCode } from './splitCode';
import { splitList } from './splitList';
import { splitQuote } from './splitQuote';
import { splitTable } from './splitTable';
import type { Piece, PieceType, SpecContext } from './types';

/** A closed group of pieces and why it was closed. */
export interface PackedGroup {
  pieces: Piece[];
  cut: ChunkNote;
}

/** The chunk type a content block gives (non-comment HTML counts as paragraph text). */
export function pieceTypeOf(block: Block): PieceType {
  switch (block.kind) {
    case 'list':
    case 'table':
    case 'code':
    case 'quote':
      return block.kind;
    default:
      return 'paragraph';
  }
}

/** Packs the content blocks of one run; the last group is closed with `endCut` (heading, break, end). */
export function packParagraphs(blocks: Block[], endCut: ChunkNote, ctx: SpecContext): PackedGroup[] {
  const { max, target } = ctx.budgets;
  const groups: PackedGroup[] = [];
  let open: Piece[] = [];
  let openTokens = 0;
  const close = (cut: ChunkNote): void => {
    if (open.length) groups.push({ pieces: open, cut });
    open = [];
    openTokens = 0;
  };

  const add = (unit: Piece[]): void => {
    if (open.length) {
      const cut = unit[0].glue === 'previous' || open.every(isOpener) ? overCap(open, unit, ctx) : (closingReason(open, openTokens, unit, max, target) ?? overCap(open, unit, ctx));
      if (cut) close(cut);
    }
    for (const piece of unit) {
      open.push(piece);
      openTokens += piece.tokens + (open.length > 1 ? 1 : 0);
    }
  };
  // Opening markers wait for the piece they open and join its chunk with it.
  let openers: Piece[] = [];
  for (const block of blocks) {
    const type = pieceTypeOf(block);
    // Counted only up to the cap: a block over it is split, and its whole count is never used.
    const fits = ctx.tokenizer.countUpTo(block.text, max) <= max;
    const pieces = fits ? [wholeBlockPiece(block, type, ctx)] : splitBlock(block, type, ctx);
    for (const piece of pieces) {
      if (isOpener(piece)) {
        openers.push(piece);
        continue;
      }
      if (openers.length && overCap(openers, [piece], ctx)) {
        add(openers);
        openers = [];
      }
      add([...openers, piece]);
      openers = [];
    }
  }
  if (openers.length) add(openers);
  if (open.length) close(endCut);
  else if (groups.length) groups[groups.length - 1].cut = endCut;
  return groups;
}

/** A dialect marker that opens a container (or stands alone): it belongs with the piece after it. */
function isOpener(piece: Piece): boolean {
  return piece.glue === 'next';
}

/** The piece that gives a group its type: the last that is not a dialect marker. */
function leadOf(pieces: Piece[]): Piece {
  for (let i = pieces.length - 1; i >= 0; i--) if (pieces[i].glue === undefined) return pieces[i];
  return pieces[pieces.length - 1];
}

/**
 * §8 and §7.5: why the open chunk must close before `unit` (a piece, with the opening markers before it), or
 * undefined when the unit may join it.
 */
function closingReason(open: Piece[], openTokens: number, unit: Piece[], max: number, target: number): ChunkNote | undefined {
  const standalone = (t: PieceType): boolean => t === 'table' || t === 'code';
  const next = leadOf(unit);
  const last = leadOf(open);
  const nextTokens = unit.reduce((n, p) => n + p.tokens, unit.length - 1);
  if (standalone(next.type) || standalone(last.type)) {
    return next.blockIndex === last.blockIndex
      ? { reason: next.type === 'table' ? 'table-slice' : 'line-split', detail: 'the split block continues in the next chunk' }
      : { reason: 'type-change', detail: 'a table or code block is always a chunk of its own' };
  }
  if (openTokens + 1 + nextTokens > max) return { reason: 'budget', detail: `adding the next block would exceed ${max} tokens` };
  if (openTokens >= target) return { reason: 'budget', detail: `reached the target of ${target} tokens` };
  const allParagraphs = next.type === 'paragraph' && open.every((p) => p.type === 'paragraph');
  if (!allParagraphs && openTokens + 1 + nextTokens >= target) {
    return { reason: 'type-change', detail: `a mixed chunk must stay below the target of ${target} tokens` };
  }
  return undefined;
}

/** The exact check behind the estimate: near the cap, count the joined text (separators count too). */
function overCap(open: Piece[], unit: Piece[], ctx: SpecContext): ChunkNote | undefined {
  const estimate = open.reduce((n, p) => n + p.tokens, unit.reduce((n, p) => n + p.tokens, 0));
  if (estimate + 4 * (open.length + unit.length) < ctx.budgets.max) return undefined;
  const tokens = ctx.tokenizer.count(joinPieces([...open, ...unit], ctx.text).content);
  return tokens > ctx.budgets.max ? { reason: 'budget', detail: `adding the next block would exceed ${ctx.budgets.max} tokens` } : undefined;
}

function splitBlock(block: Block, type: PieceType, ctx: SpecContext): Piece[] {
  switch (type) {
    case 'paragraph':
      return block.kind === 'paragraph' ? splitBySentences(block, ctx) : splitQuote(block, type, ctx);
    case 'list':
      return splitList(block, ctx);
    case 'table':
      return splitTable(block, ctx);
    case 'code':
      return splitCode(block, ctx);
    case 'quote':
      return splitQuote(block, type, ctx);
  }
}

// Spec v1 §7.2: a list over MAX_TOKENS_PER_CHUNK is split between top-level items, nested items staying with
// their parent; an item that alone is over the cap is split by lines (then words) so the cap holds.

import type { Block, Span } from '../../model/types';
import { fitUnits } from './fitUnits';
import { lineSpans, packUnits } from './packUnits';
import { slicePieces } from './pieces';
import type { Piece, SpecContext } from './types';

/** Pieces of an oversized list, each a run of whole top-level items where an item fits the cap. */
export function splitList(block: Block, ctx: SpecContext): Piece[] {
  const { max, target } = ctx.budgets;
  const items = block.parts?.length ? block.parts : [block.span];
  const units = fitUnits(items, max, [(s) => lineSpans(ctx.text, s)], ctx);
  const itemOf = (offset: number): number => items.findIndex((item) => offset >= item.start && offset < item.end);
  const measure = (g: Span[]): number => ctx.tokenizer.count(ctx.text.slice(g[0].start, g[g.length - 1].end));
  const groups = packUnits(units, max, target, measure);
  return slicePieces(block, 'list', groups, (i, n) => {
    const g = groups[i];
    const first = itemOf(g[0].start);
    const last = itemOf(g[g.length - 1].start);
    const startsInside = g[0].start !== items[first]?.start;
    const endsInside = g[g.length - 1].end !== items[last]?.end;
    const detail = `part ${i + 1} of ${n}: items ${first + 1}–${last + 1} of ${items.length}`;
    return startsInside || endsInside
      ? { reason: 'line-split', detail: `${detail}; an item over ${max} tokens split between lines` }
      : { reason: 'budget', detail: `${detail}; list over ${max} tokens split between top-level items` };
  }, ctx);
}

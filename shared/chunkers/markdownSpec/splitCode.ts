// Spec v1 §7.4: a code block over MAX_TOKENS_PER_CHUNK is split between lines. A fenced block is re-fenced:
// every slice but the last gets a closing fence and every slice but the first re-opens the fence with the same
// fence string and info (language), so each chunk is valid Markdown that renders as the same code.

import type { Block, Span } from '../../model/types';
import { fitUnits } from './fitUnits';
import { lineSpans, packUnits } from './packUnits';
import { hardNote } from './pieces';
import type { Piece, SpecContext } from './types';

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** Pieces of an oversized code block, each at most the cap including the fences it injects. */
export function splitCode(block: Block, ctx: SpecContext): Piece[] {
  const { max, target } = ctx.budgets;
  const lines = lineSpans(ctx.text, block.span);
  const fence = FENCE.exec(ctx.text.slice(lines[0]?.start ?? 0, lines[0]?.end ?? 0));
  const open = fence && refenceFits(fence, block, ctx) ? fence : null;
  const last = lines[lines.length - 1];
  const closeText = last ? ctx.text.slice(last.start, last.end) : '';
  const closed = !!fence && lines.length > 1 && new RegExp(`^ {0,3}${fence[2][0]}{${fence[2].length},}\\s*$`).test(closeText);
  const body = fence ? lines.slice(1, closed ? -1 : undefined) : lines;
  const openFence = open ? ctx.text.slice(lines[0].start, lines[0].end) : '';
  const closeFence = open ? `${open[1]}${open[2]}` : '';
  const fenceTokens = open ? ctx.tokenizer.count(`${openFence}\n\n${closeFence}`) : 0;
  const sliceUnits = body.length ? (open ? body : lines) : [block.span];
  const slice = (g: Span[]): string => ctx.text.slice(g[0].start, g[g.length - 1].end);
  const build = (budget: number): Piece[] => {
    const groups = packUnits(fitUnits(sliceUnits, budget, [], ctx), budget, target - fenceTokens, (g) => ctx.tokenizer.count(slice(g)));
    return groups.map((g, i) => {
      const first = i === 0;
      const final = i === groups.length - 1;
      const start = first && open ? block.span.start : g[0].start;
      const end = final && open ? block.span.end : g[g.length - 1].end;
      const own = ctx.text.slice(start, end);
      const text = !open ? own : `${first ? '' : openFence + '\n'}${own}${final ? '' : '\n' + closeFence}`;
      const detail = `part ${i + 1} of ${groups.length} of a code block over ${max} tokens, split between lines${open ? ', fence re-opened and closed' : ''}`;
      return {
        type: 'code',
        blockKind: block.kind,
        blockIndex: block.index,
        spans: [{ start, end }],
        text,
        tokens: ctx.tokenizer.count(text),
        injected: text !== own,
        split: hardNote(g) ?? { reason: 'line-split', detail },
      };
    });
  };
  // A slice and the fences around it can count more tokens than apart (a merge across the line break), so
  // a slice over the cap is cut again with the budget lowered by what it went over.
  let budget = Math.max(1, max - fenceTokens);
  for (let round = 0; ; round++) {
    const pieces = build(budget);
    let over = 0;
    for (const p of pieces) over = Math.max(over, p.tokens - max);
    if (over === 0 || budget === 1 || round === MAX_REBUDGET_ROUNDS) return pieces;
    budget = Math.max(1, budget - over);
  }
}

/** Rounds of lowering the budget; one is enough on every corpus file (the excess is a token or two). */
const MAX_REBUDGET_ROUNDS = 4;

/** Re-fencing needs room: when the fences take half the cap or more, slices go unfenced (a degraded split). */
function refenceFits(fence: RegExpExecArray, block: Block, ctx: SpecContext): boolean {
  const tokens = ctx.tokenizer.count(`${fence[0]}\n\n${fence[1]}${fence[2]}`);
  if (tokens * 2 < ctx.budgets.max) return true;
  ctx.problems.push({ span: { ...block.span }, code: 'CK101', severity: 'warning', message: `The fences of this code block take ${tokens} of the ${ctx.budgets.max}-token cap: it is split between lines without re-opening the fence` });
  return false;
}

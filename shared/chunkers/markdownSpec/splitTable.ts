// Spec v1 §7.3: a table over MAX_TOKENS_PER_CHUNK is split between rows; every slice repeats the header row and
// the delimiter row and aims at TARGET_TOKENS_PER_CHUNK without exceeding MAX_TOKENS_PER_CHUNK.

import type { Block, Span } from '../../model/types';
import { fitUnits } from './fitUnits';
import { lineStartOf, packUnits, type Unit } from './packUnits';
import { hardNote } from './pieces';
import type { Piece, SpecContext } from './types';

/**
 * Pieces of an oversized table. The first slice is the source from the header on; later slices are the header
 * and delimiter rows (injected) followed by their own rows. A row that cannot fit beside the header is cut by
 * words, which no longer is a valid table row: that is reported as a degraded split (CK101).
 */
export function splitTable(block: Block, ctx: SpecContext): Piece[] {
  const { max, target } = ctx.budgets;
  const rows = block.parts ?? [];
  const bodyStart = rows.length > 1 ? lineStartOf(ctx.text, rows[1].start) : block.span.end;
  const header = ctx.text.slice(block.span.start, bodyStart);
  const headerTokens = ctx.tokenizer.count(header);
  const budget = max - headerTokens;
  if (rows.length < 2 || budget < 1) {
    ctx.problems.push({ span: { ...block.span }, code: 'CK101', severity: 'warning', message: `The header of this table alone has ${headerTokens} tokens, over the cap of ${max}: the table is cut by words without repeating the header` });
    const units = fitUnits([block.span], max, [], ctx);
    return units.map((u, i) => piece(block, [u], u.start, ctx.text.slice(u.start, u.end), false, ctx, hardNote([u]) ?? { reason: 'table-slice', detail: `part ${i + 1} of ${units.length}` }));
  }
  const units = fitUnits(rows.slice(1), budget, [], ctx);
  reportRowsOverCap(rows, units, headerTokens, ctx);
  const bodyOf = (g: Span[]): string => ctx.text.slice(g[0].start, g[g.length - 1].end);
  const groups = packUnits(units, budget, target - headerTokens, (g) => ctx.tokenizer.count(header + bodyOf(g)) - headerTokens);
  const total = rows.length - 1;
  let rowsBefore = 0;
  // Rows and groups are both in source order, so one pointer counts each group's rows (a filter over every
  // row per group was quadratic: 100,000 rows made 1,000 groups and 100 million comparisons).
  let row = 1;
  return groups.map((g, i) => {
    while (row < rows.length && rows[row].start < g[0].start) row++;
    let own = 0;
    for (; row < rows.length && rows[row].start < g[g.length - 1].end; row++) own++;
    const detail = `slice ${i + 1} of ${groups.length}: rows ${rowsBefore + 1}–${rowsBefore + Math.max(own, 1)} of ${total}, header repeated`;
    rowsBefore += own;
    const note = hardNote(g) ?? { reason: 'table-slice' as const, detail };
    return i === 0
      ? piece(block, g, block.span.start, ctx.text.slice(block.span.start, g[g.length - 1].end), false, ctx, note)
      : piece(block, g, g[0].start, header + bodyOf(g), true, ctx, note);
  });
}

/** What the message of a CK101 at a table row over the cap says after the row's number: rules read it (literalRow.ts). */
export const ROW_OVER_CAP = 'of this table has';

/**
 * One CK101 at each row the units cut by words (a row that does not fit the cap beside the header), so the finding
 * stands on the row to shorten. Rows and units are both in source order: one pointer, linear.
 */
function reportRowsOverCap(rows: readonly Span[], units: readonly Unit[], headerTokens: number, ctx: SpecContext): void {
  const { max } = ctx.budgets;
  let row = 1;
  let reported = 0;
  for (const u of units) {
    if (u.cutBefore === 'natural') continue;
    while (row < rows.length && rows[row].end <= u.start) row++;
    if (row >= rows.length || row === reported) continue;
    reported = row;
    const tokens = ctx.tokenizer.count(ctx.text.slice(rows[row].start, rows[row].end));
    ctx.problems.push({
      span: { ...rows[row] },
      code: 'CK101',
      severity: 'warning',
      message: `Row ${row} ${ROW_OVER_CAP} ${tokens} tokens, over the cap of ${max} beside the header's ${headerTokens}: it is cut by words, so those slices are not valid table rows`,
    });
  }
}

function piece(block: Block, g: Span[], start: number, text: string, injected: boolean, ctx: SpecContext, split: Piece['split']): Piece {
  return {
    type: 'table',
    blockKind: block.kind,
    blockIndex: block.index,
    spans: [{ start, end: g[g.length - 1].end }],
    text,
    tokens: ctx.tokenizer.count(text),
    injected,
    split,
  };
}

// TableRowSplit at block level (spec §3.2, §3.3.1): each table over table_max in a content block is sliced,
// and the slices take roles — first glues to the text before it, middle stands alone, last starts the block
// that takes the text after it; between two split tables TableBridge shares the bridge text.

import { newBlock, type Para, type PBlock, type PContext, type TableRole } from './pBlock';
import { bridgeTables } from './tableBridge';
import { splitTableText } from './tableRowSplit';

/** Expands one block into blocks around its oversized tables; a block without one is returned as is. */
export function splitBlockTables(block: PBlock, ctx: PContext): PBlock[] {
  const { tokenizer, thresholds: t } = ctx;
  const oversized = (p: Para) => p.isTable && tokenizer.count(p.text) > t.tableMax;
  if (!block.paras.some(oversized)) return [block];
  const out: PBlock[] = [];
  let cur: Para[] = [];
  let role: TableRole = 'none';
  const flush = () => {
    if (cur.length) out.push(newBlock(block, cur, role, ctx, notesFor(role, cur)));
    cur = [];
    role = 'none';
  };
  for (const para of block.paras) {
    if (!oversized(para)) {
      cur.push(para);
      continue;
    }
    const pieces = splitTableText(para.text, para.span, { max: t.tableMax, ideal: t.tableIdeal, lastMin: t.tableMinLast }, ctx);
    if (pieces.length <= 1) {
      cur.push(para);
      continue;
    }
    pieces.forEach((piece, i) => {
      const slice: Para = { text: piece.text, isTable: piece.isTable, span: para.span, block: para.block };
      if (piece.headerInjected) slice.headerInjected = true;
      if (i === 0) {
        if (role === 'last') {
          const carried = bridgeTables(cur, slice, block, ctx, out);
          cur = carried;
          role = 'none';
        }
        cur.push(slice);
        role = 'first';
      } else if (i === pieces.length - 1) {
        flush();
        cur = [slice];
        role = 'last';
      } else {
        flush();
        out.push(newBlock(block, [slice], 'middle', ctx, notesFor('middle', [slice])));
      }
    });
  }
  flush();
  return out;
}

function notesFor(role: TableRole, paras: Para[]): PBlock['notes'] {
  if (role === 'none') return [];
  const header = paras.some((p) => p.headerInjected) ? ', header re-injected' : '';
  return [{ reason: 'table-slice', detail: `${role} slice of a split table${header}` }];
}

// TableBridge (spec §3.3.2): short text between two split tables of one content line goes, by budget, both
// into the left table's last slice and the right table's first slice; a longer bridge leaves a middle block
// that overlaps each side within the bridge text only.

import { newBlock, type BlockBase, type Para, type PBlock, type PContext } from './pBlock';

/**
 * Flushes the pending `last` slice (`pending[0]`) and the bridge paragraphs after it, before the next table's
 * first slice. Pushes the blocks it builds to `out` and returns the paragraphs to put before the first slice.
 * Without an overlap budget, or when the bridge holds a table, the pending paragraphs flush as one block.
 */
export function bridgeTables(pending: Para[], nextFirst: Para, base: BlockBase, ctx: PContext, out: PBlock[]): Para[] {
  const [seed, ...bridge] = pending;
  const flushWhole = () => {
    out.push(newBlock(base, pending, 'last', ctx, [{ reason: 'table-slice', detail: 'last slice of a split table' }]));
    return [];
  };
  if (ctx.overlap <= 0 || bridge.length === 0 || bridge.some((p) => p.isTable)) return flushWhole();
  const { tokenizer } = ctx;
  const bridgeText = bridge.map((p) => p.text).join('\n');
  const tokens = tokenizer.encode(bridgeText);
  if (tokens.length === 0) return flushWhole();

  const prevBudget = capacity(seed.text, ctx);
  const nextBudget = capacity(nextFirst.text, ctx);
  const n = tokens.length;
  const source = { span: bridge[0].span, block: bridge[0].block, isTable: false };
  const note = (detail: string) => [{ reason: 'table-slice' as const, detail }];
  let prefix = '';
  let suffix = '';
  let middle = '';
  if (n <= prevBudget && n <= nextBudget) {
    prefix = bridgeText;
    suffix = bridgeText;
  } else {
    const prefixLen = Math.min(prevBudget, n);
    const suffixLen = Math.min(nextBudget, n);
    const middleEnd = Math.max(prefixLen, n - suffixLen);
    prefix = prefixLen ? tokenizer.decode(tokens.slice(0, prefixLen)) : '';
    suffix = suffixLen ? tokenizer.decode(tokens.slice(n - suffixLen)) : '';
    if (middleEnd > prefixLen) {
      const lo = Math.max(0, prefixLen - ctx.overlap);
      const hi = Math.min(n, middleEnd + ctx.overlap);
      middle = tokenizer.decode(tokens.slice(lo, hi));
    }
  }
  const left = [seed];
  if (prefix.trim()) left.push({ ...source, text: prefix });
  out.push(newBlock(base, left, 'last', ctx, note('last slice of a split table, with the bridge text after it (bidirectional overlap)')));
  if (middle.trim()) {
    out.push(newBlock(base, [{ ...source, text: middle }], 'none', ctx, note('middle of a long bridge between two split tables, overlapping both sides')));
  }
  return suffix.trim() ? [{ ...source, text: suffix, overlap: true }] : [];
}

/** Tokens of bridge context a table block can take: min(overlap, room left under target_max, target_max / 2). */
function capacity(baseText: string, ctx: PContext): number {
  const { targetMax } = ctx.thresholds;
  const base = ctx.tokenizer.count(baseText);
  if (ctx.overlap <= 0 || base >= targetMax) return 0;
  const sep = ctx.tokenizer.count('\n');
  return Math.max(Math.min(ctx.overlap, targetMax - base - sep, Math.trunc(targetMax / 2)), 0);
}

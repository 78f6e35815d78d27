// HeadingGlue (spec §3.5): a heading-only block is glued forward into the next block when that block is
// strictly deeper (role none or first), keeping the shallower identity; an over-cap result is re-split so
// the heading stays with real body and every piece is ≤ target_max.

import { splitLongBlock } from './anchorSplit';
import { mergePair } from './mergeBlocks';
import { newBlock, type PBlock, type PContext } from './pBlock';

const HEADING_LINE = /^#{1,6} +/;

/** True for a block with a heading whose content is only heading lines (`#`–`######` and a space). */
export function isHeadingOnly(block: PBlock): boolean {
  if (!block.heading) return false;
  const lines = block.content.split('\n').map((l) => l.trim()).filter((l) => l);
  return lines.length > 0 && lines.every((l) => HEADING_LINE.test(l));
}

/**
 * Glues every body-less heading forward into its strictly deeper child; chains collapse to the shallowest.
 * A title block is never glued, even when its content is a lone heading line.
 */
export function glueHeadings(blocks: PBlock[], ctx: PContext): PBlock[] {
  if (blocks.length <= 1) return blocks;
  const out: PBlock[] = [];
  const emit = (block: PBlock, glued: boolean) => {
    if (glued && block.tokens > ctx.thresholds.targetMax) for (const part of splitToCap(block, ctx)) out.push(part);
    else out.push(block);
  };
  let cur = blocks[0];
  let glued = false;
  for (const next of blocks.slice(1)) {
    if (!cur.titleBlock && !next.titleBlock && isHeadingOnly(cur) && next.level > cur.level && (next.role === 'none' || next.role === 'first')) {
      cur = { ...mergePair(cur, next, ctx), role: next.role };
      cur.notes = [...cur.notes, { reason: 'heading', detail: 'body-less heading glued to its first child (HeadingGlue)' }];
      glued = true;
    } else {
      emit(cur, glued);
      cur = next;
      glued = false;
    }
  }
  emit(cur, glued);
  return out;
}

/** Re-splits an over-cap glued block: body at the full cap, then the heading prefix on the first body piece. */
function splitToCap(block: PBlock, ctx: PContext): PBlock[] {
  const { targetMax, targetIdeal } = ctx.thresholds;
  let n = 0;
  while (n < block.paras.length && !block.paras[n].isTable && HEADING_LINE.test(block.paras[n].text.trim())) n++;
  const prefix = block.paras.slice(0, n);
  const body = block.paras.slice(n);
  const prefixTokens = ctx.tokenizer.count(prefix.map((p) => p.text).join('\n'));
  const sep = ctx.tokenizer.count('\n');
  const split = (paras: typeof body, cap: number) =>
    splitLongBlock(paras, block, block.role, { targetMax: cap, targetIdeal: Math.min(targetIdeal, cap) }, ctx, block.notes);
  if (!prefix.length || !body.length || prefixTokens + sep >= targetMax) return split(block.paras, targetMax);
  let pieces = split(body, targetMax);
  if (prefixTokens + sep + pieces[0].tokens > targetMax) {
    pieces = [...split(pieces[0].paras, Math.max(targetMax - prefixTokens - sep, 1)), ...pieces.slice(1)];
  }
  const [first, ...rest] = pieces;
  const rebuilt = newBlock(block, [...prefix, ...first.paras], block.role, ctx, block.notes);
  return [rebuilt, ...rest];
}

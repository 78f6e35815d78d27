// LevelMerge (spec §3.6): from the deepest level up, Phase A merges same-level siblings, tail absorption lets
// a saturated block take a short same-level run, and Phase B lets a shallow block absorb its deeper
// descendants; every merge must keep real tokens ≤ target_max, and split-table slices never merge. A title
// block takes no part in Phase A or tail absorption (it stops a tail run) but may absorb descendants in Phase B.

import { mergePair } from './mergeBlocks';
import { stripPartSuffixes } from './partLabeling';
import type { PBlock, PContext } from './pBlock';

/** Only ordinary blocks (role none) merge; split-table slices are frozen (spec §3.6.1 constraint 2). */
const mergeable = (b: PBlock) => b.role === 'none';

/** Title blocks are pinned against same-level merging (Phase A, tail absorption); in Phase B only as the shallow side. */
const unpinned = (b: PBlock) => mergeable(b) && !b.titleBlock;

/** Same-level constraint 4a: identical parent-heading chains (two empty chains are equal). */
export function sameParents(a: PBlock, b: PBlock): boolean {
  return a.parentHeadings.length === b.parentHeadings.length && a.parentHeadings.every((h, i) => h === b.parentHeadings[i]);
}

/** Cross-level constraint 4b: the shallow block's full path (parents + heading without [part n]) prefixes the deep one's parents. */
export function isDescendant(shallow: PBlock, deep: PBlock): boolean {
  const head = stripPartSuffixes(shallow.heading);
  const path = head ? [...shallow.parentHeadings, head] : shallow.parentHeadings;
  return path.every((h, i) => deep.parentHeadings[i] === h);
}

/** Merges small blocks level by level, deepest first; returns the final blocks in document order. */
export function mergeLevels(blocks: PBlock[], ctx: PContext): PBlock[] {
  if (blocks.length <= 1) return blocks;
  let result = blocks;
  const levels = [...new Set(blocks.map((b) => b.level))].sort((a, b) => b - a);
  for (const level of levels) {
    result = untilStable(result, (list) => passOnce(list, level, ctx, 'same'));
    result = untilStable(result, (list) => passOnce(list, level, ctx, 'cross'));
  }
  return result;
}

function untilStable(blocks: PBlock[], pass: (b: PBlock[]) => { blocks: PBlock[]; changed: boolean }): PBlock[] {
  let current = blocks;
  for (;;) {
    const { blocks: next, changed } = pass(current);
    if (!changed) return next;
    current = next;
  }
}

/** One left-to-right pass of Phase A (`same`, with tail absorption) or Phase B (`cross`) at `level`. */
function passOnce(list: PBlock[], level: number, ctx: PContext, phase: 'same' | 'cross'): { blocks: PBlock[]; changed: boolean } {
  const { targetMax, targetIdeal } = ctx.thresholds;
  const out: PBlock[] = [];
  let changed = false;
  const fits = (b: PBlock) => b.tokens <= targetMax;
  const forwardOk = (cur: PBlock, next: PBlock) =>
    phase === 'same' ? next.level === level && sameParents(cur, next) : next.level > level && isDescendant(cur, next);
  const backwardOk = (prev: PBlock, cur: PBlock) =>
    phase === 'same' ? prev.level === level && sameParents(prev, cur) : prev.level < level && isDescendant(prev, cur);
  let i = 0;
  while (i < list.length) {
    const cur = list[i];
    const small = cur.tokens > 0 && cur.tokens < targetIdeal;
    if (small && cur.level === level) {
      const next = list[i + 1];
      const curOk = phase === 'cross' ? mergeable(cur) : unpinned(cur);
      if (curOk && next && unpinned(next) && forwardOk(cur, next)) {
        const merged = mergePair(cur, next, ctx);
        if (fits(merged)) {
          out.push(merged);
          i += 2;
          changed = true;
          continue;
        }
      }
      const prev = out[out.length - 1];
      const prevOk = prev && (phase === 'cross' ? mergeable(prev) : unpinned(prev));
      if (curOk && prevOk && prev.tokens < targetIdeal && backwardOk(prev, cur)) {
        const merged = mergePair(prev, cur, ctx);
        if (fits(merged)) {
          out[out.length - 1] = merged;
          i += 1;
          changed = true;
          continue;
        }
      }
    } else if (phase === 'same' && cur.level === level && cur.tokens >= targetIdeal && unpinned(cur)) {
      const absorbed = absorbTail(list, i, ctx);
      if (absorbed) {
        out.push(absorbed.block);
        i = absorbed.next;
        changed = true;
        continue;
      }
    }
    out.push(cur);
    i += 1;
  }
  return { blocks: out, changed };
}

/**
 * Tail absorption: the run of same-level, same-parent `none` non-title blocks after `list[i]`, if its sum <
 * small_tail_threshold. The result has no blockids, as in LightRAG (a later merge adds only its partner's).
 */
function absorbTail(list: PBlock[], i: number, ctx: PContext): { block: PBlock; next: number } | undefined {
  const { targetMax, smallTail } = ctx.thresholds;
  const cur = list[i];
  let total = 0;
  let end = i + 1;
  for (let j = i + 1; j < list.length; j++) {
    const next = list[j];
    if (next.level !== cur.level || !unpinned(next) || !sameParents(cur, next)) break;
    total += next.tokens;
    end = j + 1;
  }
  if (total <= 0 || total >= smallTail || cur.tokens + total > targetMax) return undefined;
  let block = cur;
  for (let j = i + 1; j < end; j++) block = mergePair(block, list[j], ctx);
  if (block.tokens > targetMax) return undefined;
  // LightRAG v1.5.5 builds the absorbing block without its blockids, so its record has no `sidecar`.
  const dropped = block.blockIds.length ? [{ reason: 'budget' as const, detail: 'LightRAG drops the sidecar refs of a block that absorbs a tail' }] : [];
  block = { ...block, blockIds: [], notes: [...block.notes, { reason: 'budget', detail: `absorbed a tail of ${end - i - 1} small block(s) (LevelMerge)` }, ...dropped] };
  return { block, next: end };
}

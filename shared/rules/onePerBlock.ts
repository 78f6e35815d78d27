// The flood limit: at most one finding per rule per source block. One line of base64 cut into a thousand
// chunks is one thing to fix, not a thousand; the finding kept is the first, and its message says how many it
// stands for.

import type { Block, Finding } from '../model/types';
import { blocksInSourceOrder } from './chunkSpans';

/** What ends the message of a finding that stands for `count` of its rule in its block. */
export function floodNote(count: number): string {
  return ` (1 of ${count} in this block, reported once)`;
}

/** Matches a flood note (chunkNumbers.ts renumbers the chunk range before one). */
export const FLOOD_NOTE = / \(1 of \d+ in this block, reported once\)/;

/** `findings` (sorted by place) with every finding after the first of its rule in the same block dropped. */
export function onePerBlock(findings: Finding[], blocks: readonly Block[], exempt: ReadonlySet<string>): Finding[] {
  if (findings.length < 2) return findings;
  const sorted = blocksInSourceOrder(blocks);
  const firstByKey = new Map<string, { index: number; count: number }>();
  const kept: Finding[] = [];
  for (const finding of findings) {
    const block = exempt.has(finding.ruleId) ? -1 : blockAt(sorted, finding.span.start);
    const key = `${finding.ruleId}@${block}`;
    const first = block >= 0 ? firstByKey.get(key) : undefined;
    if (first) first.count++;
    else {
      if (block >= 0) firstByKey.set(key, { index: kept.length, count: 1 });
      kept.push(finding);
    }
  }
  for (const { index, count } of firstByKey.values()) {
    if (count > 1) kept[index] = { ...kept[index], message: `${kept[index].message}${floodNote(count)}` };
  }
  return kept;
}

/** The index in `sorted` of the block that holds `offset`, or -1. */
function blockAt(sorted: readonly Block[], offset: number): number {
  let low = 0;
  let high = sorted.length - 1;
  if (high < 0 || sorted[0].span.start > offset) return -1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (sorted[mid].span.start <= offset) low = mid;
    else high = mid - 1;
  }
  return offset < sorted[low].span.end ? sorted[low].index : -1;
}

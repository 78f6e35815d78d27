// Two records of one shape on either side of a thematic break (CK002): the blocks before the break and the blocks after
// it, up to the next break or heading, follow the same sequence of kinds, of several kinds (a scenario's sentence, its
// diagram, a label and its list of events; then the next scenario). The break separates one record from the next, not
// two halves of one thought: prose alone, or prose and a list, is no record.

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';

/** A record holds at least this many blocks… */
const MIN_BLOCKS = 3;
/** …of at least this many kinds. */
const MIN_KINDS = 3;
/** At most this many blocks are compared: a longer run is a section of its own. */
const MAX_BLOCKS = 12;

/** The kinds of the content blocks from `from` up to `end` (exclusive) or the first break or heading, or undefined past MAX_BLOCKS. */
function kindsFrom(sorted: readonly Block[], from: number, end: number): string[] | undefined {
  const kinds: string[] = [];
  for (let i = from; i < end && sorted[i].kind !== 'thematicBreak' && sorted[i].kind !== 'heading'; i++) {
    if (!isContentBlock(sorted[i]) || !/\S/.test(sorted[i].text)) continue;
    if (kinds.push(sorted[i].kind) > MAX_BLOCKS) return undefined;
  }
  return kinds;
}

/**
 * Whether the content blocks from `first` up to the break at `at` and those after it (from `after`, up to the next
 * break or heading) are two records of one shape: the same sequence of MIN_BLOCKS or more blocks of MIN_KINDS or more
 * kinds.
 */
export function isRecordOfShape(sorted: readonly Block[], first: number, at: number, after: number): boolean {
  const before = kindsFrom(sorted, first, at);
  if (!before || before.length < MIN_BLOCKS || new Set(before).size < MIN_KINDS) return false;
  const next = kindsFrom(sorted, after, sorted.length);
  return next !== undefined && next.length === before.length && next.every((k, i) => k === before[i]);
}

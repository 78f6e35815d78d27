// Notes that differ by one number, each made once: a line of CJK text is cut at its midpoint 131,071 times
// and overlaps as often, with a few dozen distinct lengths among them, and every chunk keeps its notes. Notes
// are never changed once made, so chunks share them.

import type { ChunkNote } from '../../model/types';

/** Distinct numbers remembered before the memo starts over (a long-running server sees many documents). */
const REMEMBERED = 1024;

/** The note of reason `reason` and detail `detail(n)`, made once per number. */
export function notesByNumber(reason: ChunkNote['reason'], detail: (n: number) => string): (n: number) => ChunkNote {
  const made = new Map<number, ChunkNote>();
  return (n) => {
    let note = made.get(n);
    if (note === undefined) {
      if (made.size >= REMEMBERED) made.clear();
      made.set(n, (note = { reason, detail: detail(n) }));
    }
    return note;
  };
}

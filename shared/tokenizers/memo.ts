// A bounded memo of token counts keyed by text: editing one section re-tokenises that section only.
// Keys are detached copies, so the memo never keeps a whole old document version alive.

import { detachString } from '../detachString';

const DEFAULT_CAPACITY = 200_000;

/** Remembers counts for the most recently used texts; the oldest entries go first when full. */
export class TokenCountMemo {
  /** Entry values carry their own (detached) key, so a hit can refresh the order without keeping `text`. */
  private readonly counts = new Map<string, { key: string; count: number }>();
  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(text: string, compute: () => number): number {
    const known = this.counts.get(text);
    if (known !== undefined) {
      this.counts.delete(text);
      this.counts.set(known.key, known);
      return known.count;
    }
    const entry = { key: detachString(text), count: compute() };
    this.counts.set(entry.key, entry);
    if (this.counts.size > this.capacity) {
      const oldest = this.counts.keys().next().value as string;
      this.counts.delete(oldest);
    }
    return entry.count;
  }
}

// A bounded memo of token counts keyed by text: editing one section re-tokenises that section only.
// Keys are detached copies, so the memo never keeps a whole old document version alive.
//
// Two generations instead of a strict LRU: a strict LRU moves an entry to the end of its Map on every hit
// (delete + set), and V8 compacts a Map's backing store when deleted slots fill it, O(size) each time. A
// library splitter counts the same few thousand words tens of thousands of times per keystroke, so those
// compactions came every few dozen hits (the LlamaIndex token splitter spent most of its time there). Here a
// hit in the recent generation touches nothing; a hit in the older one copies the entry into the recent one.

import { detachString } from '../detachString';

const DEFAULT_CAPACITY = 200_000;

interface Entry {
  key: string;
  count: number;
}

/**
 * Remembers counts for recently used texts, at most `capacity` of them: the recent generation holds up to half
 * the capacity; when it is full it becomes the older generation and the previous older one is dropped. A text
 * used again since the last turn-over is always kept.
 */
export class TokenCountMemo {
  /** Entry values carry their own (detached) key, so promoting an entry does not keep the looked-up `text`. */
  private recent = new Map<string, Entry>();
  private older = new Map<string, Entry>();
  private readonly generation: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(text: string, compute: () => number): number {
    const known = this.recent.get(text);
    if (known !== undefined) return known.count;
    const old = this.older.get(text);
    const entry = old ?? { key: detachString(text), count: compute() };
    this.remember(entry);
    return entry.count;
  }

  /** The remembered count of `text`, without counting it or changing what is remembered. */
  peek(text: string): number | undefined {
    return (this.recent.get(text) ?? this.older.get(text))?.count;
  }

  /** How many texts are remembered (both generations; a promoted text may be counted twice). */
  get size(): number {
    return this.recent.size + this.older.size;
  }

  private remember(entry: Entry): void {
    if (this.recent.size >= this.generation) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(entry.key, entry);
  }
}

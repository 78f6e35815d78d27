// A bounded memo of token counts keyed by text: editing one section re-tokenises that section only.
// Keys are detached copies, so the memo never keeps a whole old document version alive.
//
// Two generations instead of a strict LRU: a strict LRU moves an entry to the end of its Map on every hit
// (delete + set), and V8 compacts a Map's backing store when deleted slots fill it, O(size) each time. A
// library splitter counts the same few thousand words tens of thousands of times per keystroke, so those
// compactions came every few dozen hits (the LlamaIndex token splitter spent most of its time there). Here a
// hit in the recent generation touches nothing; a hit in the older one copies the entry into the recent one.

import { detachString } from '../text/detachString';

const DEFAULT_CAPACITY = 200_000;

/**
 * Characters of keys a generation holds before it turns over (64 MB of UTF-16): the entry capacity alone let
 * 200,000 chunk-sized texts stay, gigabytes when every text counted was long and new (a sentence splitter
 * shrinking overlaps on a line of CJK text without spaces ran out of memory).
 */
const DEFAULT_GENERATION_CHARACTERS = 32 * 1024 * 1024;

interface Entry {
  key: string;
  count: number;
}

/**
 * Remembers counts for recently used texts, at most `capacity` of them and at most twice `generationCharacters`
 * characters of them: the recent generation holds up to half the capacity and up to `generationCharacters`;
 * when it is full it becomes the older generation and the previous older one is dropped. A text used again
 * since the last turn-over is always kept.
 */
export class TokenCountMemo {
  /** Entry values carry their own (detached) key, so promoting an entry does not keep the looked-up `text`. */
  private recent = new Map<string, Entry>();
  private older = new Map<string, Entry>();
  private readonly generation: number;
  private recentCharacters = 0;

  constructor(
    capacity = DEFAULT_CAPACITY,
    private readonly generationCharacters = DEFAULT_GENERATION_CHARACTERS,
  ) {
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
    if (this.recent.size >= this.generation || (this.recent.size > 0 && this.recentCharacters + entry.key.length > this.generationCharacters)) {
      this.older = this.recent;
      this.recent = new Map();
      this.recentCharacters = 0;
    }
    this.recent.set(entry.key, entry);
    this.recentCharacters += entry.key.length;
  }
}

// A bounded memo of token counts keyed by text: editing one section re-tokenises that section only.

const DEFAULT_CAPACITY = 200_000;

/** Remembers counts for the most recently used texts; the oldest entries go first when full. */
export class TokenCountMemo {
  private readonly counts = new Map<string, number>();
  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(text: string, compute: () => number): number {
    const known = this.counts.get(text);
    if (known !== undefined) {
      this.counts.delete(text);
      this.counts.set(text, known);
      return known;
    }
    const value = compute();
    this.counts.set(text, value);
    if (this.counts.size > this.capacity) {
      const oldest = this.counts.keys().next().value as string;
      this.counts.delete(oldest);
    }
    return value;
  }
}

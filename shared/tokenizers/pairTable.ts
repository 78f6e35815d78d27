// A map from pairs of non-negative 32-bit integers (token ids, trie nodes and bytes) to 32-bit integers, in
// typed arrays with open addressing.
//
// Why: the byte-pair merge asks "which token do these two tokens make?" once per step, and the prefix counter
// walks a trie one byte at a time. With a JavaScript Map, keyed by a string slice or a number past 2^31, those
// lookups were most of the time spent on a line of CJK text (about 700 ns per byte encoded). Here a lookup is
// a multiply, a mask and one or two array reads.

/** What `get` returns for a pair that was never set. */
export const ABSENT = -2147483648;

export class PairTable {
  private firsts: Int32Array;
  private seconds: Int32Array;
  private values: Int32Array;
  private mask: number;
  private size = 0;

  /**
   * `limit` bounds the pairs held: a table that would pass it starts over empty, so a cache in it stays within
   * a fixed memory (12 bytes per slot, at most two slots per pair). A table that must keep every pair gets no limit.
   */
  constructor(private readonly limit = Infinity, initialSlots = 1 << 12) {
    this.mask = initialSlots - 1;
    this.firsts = new Int32Array(initialSlots).fill(-1);
    this.seconds = new Int32Array(initialSlots);
    this.values = new Int32Array(initialSlots);
  }

  get(first: number, second: number): number {
    const firsts = this.firsts;
    for (let slot = slotOf(first, second, this.mask); ; slot = (slot + 1) & this.mask) {
      const at = firsts[slot];
      if (at === -1) return ABSENT;
      if (at === first && this.seconds[slot] === second) return this.values[slot];
    }
  }

  set(first: number, second: number, value: number): void {
    if (this.size >= this.limit) this.reset(this.firsts.length);
    else if (2 * (this.size + 1) > this.firsts.length) this.grow();
    const slot = this.slotFor(first, second);
    if (this.firsts[slot] === -1) this.size++;
    this.firsts[slot] = first;
    this.seconds[slot] = second;
    this.values[slot] = value;
  }

  private slotFor(first: number, second: number): number {
    const firsts = this.firsts;
    let slot = slotOf(first, second, this.mask);
    while (firsts[slot] !== -1 && (firsts[slot] !== first || this.seconds[slot] !== second)) slot = (slot + 1) & this.mask;
    return slot;
  }

  private grow(): void {
    const { firsts, seconds, values } = this;
    this.reset(firsts.length * 2);
    for (let slot = 0; slot < firsts.length; slot++) {
      if (firsts[slot] === -1) continue;
      const to = this.slotFor(firsts[slot], seconds[slot]);
      this.firsts[to] = firsts[slot];
      this.seconds[to] = seconds[slot];
      this.values[to] = values[slot];
      this.size++;
    }
  }

  private reset(slots: number): void {
    this.mask = slots - 1;
    this.firsts = new Int32Array(slots).fill(-1);
    this.seconds = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.size = 0;
  }
}

function slotOf(first: number, second: number, mask: number): number {
  const h = Math.imul(first, 0x9e3779b1) ^ Math.imul(second + 0x7f4a7c15, 0x85ebca77);
  return (h ^ (h >>> 15)) & mask;
}

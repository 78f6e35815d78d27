// A map from pairs of non-negative 32-bit integers (token ids, trie nodes and bytes) to 32-bit integers, in
// one typed array with open addressing.
//
// Why: the byte-pair merge asks "which token do these two tokens make?" once per step, and the prefix counter
// walks a trie one byte at a time. With a JavaScript Map, keyed by a string slice or a number past 2^31, those
// lookups were most of the time spent on a line of CJK text. Here a lookup is a multiply, a mask and reads of
// one slot, whose key and value sit side by side (one cache line, not three arrays' worth).

/** What `get` returns for a pair that was never set. */
export const ABSENT = -2147483648;

/** Int32 values per slot: first, second, value. */
const STRIDE = 3;

export class PairTable {
  private slots: Int32Array;
  private mask: number;
  private size = 0;

  /**
   * `limit` bounds the pairs held: a table that would pass it starts over empty, so a cache in it stays within
   * a fixed memory (12 bytes per slot, at most two slots per pair). A table that must keep every pair gets no limit.
   */
  constructor(private readonly limit = Infinity, initialSlots = 1 << 12) {
    this.mask = initialSlots - 1;
    this.slots = new Int32Array(STRIDE * initialSlots).fill(-1);
  }

  get(first: number, second: number): number {
    const slots = this.slots;
    for (let slot = slotOf(first, second, this.mask); ; slot = (slot + 1) & this.mask) {
      const at = STRIDE * slot;
      if (slots[at] === -1) return ABSENT;
      if (slots[at] === first && slots[at + 1] === second) return slots[at + 2];
    }
  }

  set(first: number, second: number, value: number): void {
    if (this.size >= this.limit) this.reset(this.mask + 1);
    else if (2 * (this.size + 1) > this.mask + 1) this.grow();
    this.put(first, second, value);
  }

  private put(first: number, second: number, value: number): void {
    const slots = this.slots;
    let at = STRIDE * slotOf(first, second, this.mask);
    while (slots[at] !== -1 && (slots[at] !== first || slots[at + 1] !== second)) at = STRIDE * ((at / STRIDE + 1) & this.mask);
    if (slots[at] === -1) this.size++;
    slots[at] = first;
    slots[at + 1] = second;
    slots[at + 2] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.reset(2 * (this.mask + 1));
    for (let at = 0; at < old.length; at += STRIDE) if (old[at] !== -1) this.put(old[at], old[at + 1], old[at + 2]);
  }

  private reset(slots: number): void {
    this.mask = slots - 1;
    this.slots = new Int32Array(STRIDE * slots).fill(-1);
    this.size = 0;
  }
}

function slotOf(first: number, second: number, mask: number): number {
  const h = Math.imul(first, 0x9e3779b1) ^ Math.imul(second + 0x7f4a7c15, 0x85ebca77);
  return (h ^ (h >>> 15)) & mask;
}

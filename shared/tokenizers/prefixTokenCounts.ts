// The token count of every prefix of one pre-tokenisation piece, in one pass over its bytes.
//
// Why: a splitter that shrinks or grows a window over a piece that has no breaks (a line of CJK characters is
// one piece for every tiktoken pattern) counts each window anew, and byte-pair encoding a piece of n bytes costs
// n log n: `sentence`, shrinking a chunk's overlap one character at a time, spent minutes on a line of 100,000
// varied CJK characters.
//
// How: the byte-pair encoding of a text is the one sequence of tokens spelling it in which every two adjacent
// tokens are a "compatible pair", i.e. encode to themselves when joined (the property GitHub's `bpe` crate is
// built on). So the encoding of bytes [0, j) ends with the one token t ending at j whose first part, the
// encoding of [0, j - |t|), ends with a token compatible with t; its count is that part's count plus one.
// `prefixTokenCounts.test.ts` compares every prefix count with the byte-pair encoder's on generated text.

import { ABSENT, PairTable } from './pairTable';

/** Pairs remembered before the memo starts over. */
const PAIR_CAPACITY = 1 << 19;
/** Prefixes a pass has room for before its arrays grow (16 KB each). */
const FIRST_ROOM = 4096;

/** Reads token counts of prefixes of byte strings without ASCII bytes. */
export interface PrefixTokenCounter {
  /**
   * For UTF-8 bytes without ASCII bytes, a function from a prefix length in bytes to
   * the token count of that prefix when it is at most `limit` (default: no limit), else some number above
   * `limit`; it reads the string only as far as it is asked, or until a lower bound of the count passes the
   * limit (see PrefixPass.countUpTo). -1 where no compatible token ends at a byte, which never should happen.
   * Undefined for a string with an ASCII byte.
   */
  prefixCounts(bytes: Uint8Array): ((length: number, limit?: number) => number) | undefined;
}

/**
 * The prefix counter of an encoding's ranks. `encodeBytes` is the byte-pair encoder itself, used on joined
 * token pairs only. Only tokens without ASCII bytes can lie inside a string without ASCII bytes, so only those
 * are looked up: a tenth of the vocabulary, built into a trie on first use.
 */
export function prefixTokenCounter(
  rankOf: ReadonlyMap<string, number>,
  bytesOf: readonly string[],
  encodeBytes: (bytes: string) => number[],
): PrefixTokenCounter {
  let trie: ReversedTrie | undefined;
  const compatible = new PairTable(PAIR_CAPACITY);
  const isCompatible = (a: number, b: number): boolean => {
    let ok = compatible.get(a, b);
    if (ok === ABSENT) {
      const ids = encodeBytes(bytesOf[a] + bytesOf[b]);
      ok = ids.length === 2 && ids[0] === a && ids[1] === b ? 1 : 0;
      compatible.set(a, b, ok);
    }
    return ok === 1;
  };
  return {
    prefixCounts(bytes) {
      for (const byte of bytes) if (byte < 0x80) return undefined;
      trie ??= nonAsciiTokensReversed(rankOf);
      const pass = new PrefixPass(bytes, trie, isCompatible);
      return (length, limit = Infinity) => pass.countUpTo(length, limit);
    },
  };
}

/** The dynamic programme over one byte string's prefixes, run as far as asked, in arrays grown as needed. */
class PrefixPass {
  private counts: Int32Array;
  /** The last token of each prefix's encoding. */
  private last: Int32Array;
  private done = 0;
  private failed = false;
  // The tokens ending at the current place, shortest first (no token is longer than the trie is deep).
  private readonly lengths: Int32Array;
  private readonly ranks: Int32Array;
  readonly depth: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly trie: ReversedTrie,
    private readonly isCompatible: (a: number, b: number) => boolean,
  ) {
    this.depth = trie.depth;
    // Room for a chunk's worth of a long piece at once: growing by doubling from a few bytes allocated a dozen
    // arrays for every chunk a splitter counted.
    const room = Math.min(bytes.length + 1, FIRST_ROOM);
    this.counts = new Int32Array(room);
    this.last = new Int32Array(room);
    this.lengths = new Int32Array(trie.depth);
    this.ranks = new Int32Array(trie.depth);
  }

  /**
   * The token count of bytes [0, length) when at most `limit`, else some number above `limit`; -1 when no
   * compatible token ends somewhere before.
   *
   * Why the lower bound holds: the encoding of [0, length) has a token boundary b within the last `depth` bytes
   * before any place j up to `length` (no token is longer), the tokens before b are the encoding of [0, b) (a
   * run of compatible pairs is the encoding of what it spells), so it has at least count(b) tokens, and one
   * more when j is not `length`. A line of a million CJK characters asked "over 500 tokens?" is read for about
   * 500 tokens, not to its end, and so is a window a splitter searches for its longest prefix under a cap.
   */
  countUpTo(length: number, limit: number): number {
    const window = this.depth;
    for (let j = this.done; j < length; j = Math.min(length, j + window)) {
      if (j >= window && limit < Infinity) {
        let fewest = this.counts[j];
        for (let i = j - window + 1; i < j; i++) fewest = Math.min(fewest, this.counts[i]);
        if (fewest + 1 > limit) return fewest + 1;
      }
      this.advance(Math.min(length, j + window));
      if (this.failed) return -1;
    }
    return this.counts[length];
  }

  private advance(to: number): void {
    if (this.failed) return;
    if (to >= this.counts.length) this.grow(Math.min(this.bytes.length + 1, Math.max(to + 1, 2 * this.counts.length)));
    const { bytes, lengths, ranks, counts, last } = this;
    const { edges, rankAt } = this.trie;
    for (let j = this.done + 1; j <= to; j++) {
      let found = 0;
      for (let i = j - 1, node = 0; i >= 0; i--) {
        const next = edges.get(node, bytes[i]);
        if (next === ABSENT) break;
        node = next;
        if (rankAt[node] >= 0) {
          lengths[found] = j - i;
          ranks[found++] = rankAt[node];
        }
      }
      let k = found - 1;
      while (k >= 0 && lengths[k] < j && !this.isCompatible(last[j - lengths[k]], ranks[k])) k--;
      if (k < 0) {
        this.failed = true;
        return;
      }
      last[j] = ranks[k];
      counts[j] = counts[j - lengths[k]] + 1;
      this.done = j;
    }
  }

  private grow(size: number): void {
    const counts = new Int32Array(size);
    counts.set(this.counts);
    const last = new Int32Array(size);
    last.set(this.last);
    this.counts = counts;
    this.last = last;
  }
}

/** Tokens without ASCII bytes, by their bytes read from the last: the child of node m by byte b is edges(m, b). */
interface ReversedTrie {
  edges: PairTable;
  /** The rank of the token a node spells, or -1. */
  rankAt: Int32Array;
  /** The length of the longest token, in bytes. */
  depth: number;
}

function nonAsciiTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  const edges = new PairTable();
  const rankAt: number[] = [-1];
  let depth = 1;
  for (const [bytes, rank] of rankOf) {
    if (/[\0-\x7f]/.test(bytes)) continue;
    depth = Math.max(depth, bytes.length);
    let node = 0;
    for (let i = bytes.length - 1; i >= 0; i--) {
      let next = edges.get(node, bytes.charCodeAt(i));
      if (next === ABSENT) {
        next = rankAt.length;
        rankAt.push(-1);
        edges.set(node, bytes.charCodeAt(i), next);
      }
      node = next;
    }
    rankAt[node] = rank;
  }
  return { edges, rankAt: Int32Array.from(rankAt), depth };
}

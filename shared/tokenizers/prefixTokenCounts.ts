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

/**
 * A function giving, for a byte string (one character per byte) without ASCII bytes, a function from a prefix
 * length in bytes to the token count of that prefix, which reads the string only as far as it is asked (-1
 * where no compatible token ends at a byte, which never should happen); undefined for a string with an ASCII
 * byte. `encodeBytes` is the byte-pair encoder itself, used on joined
 * token pairs only. Only tokens without ASCII bytes can lie inside such a string, so only those are looked up:
 * a tenth of the vocabulary, built into a trie on first use.
 */
export function prefixTokenCounter(
  rankOf: ReadonlyMap<string, number>,
  bytesOf: readonly string[],
  encodeBytes: (bytes: string) => number[],
): (bytes: string) => ((length: number) => number) | undefined {
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
  return (bytes) => {
    if (/[\0-\x7f]/.test(bytes)) return undefined;
    trie ??= nonAsciiTokensReversed(rankOf);
    const { edges, rankAt } = trie;
    const counts = new Int32Array(bytes.length + 1);
    const last = new Int32Array(bytes.length + 1);
    // The tokens ending at the current place, shortest first (no token is longer than the trie is deep).
    const lengths = new Int32Array(trie.depth);
    const ranks = new Int32Array(trie.depth);
    let done = 0;
    let failed = false;
    return (length) => {
      if (failed) return -1;
      for (let j = done + 1; j <= length; j++) {
        let found = 0;
        for (let i = j - 1, node = 0; i >= 0; i--) {
          const next = edges.get(node, bytes.charCodeAt(i));
          if (next === ABSENT) break;
          node = next;
          if (rankAt[node] >= 0) {
            lengths[found] = j - i;
            ranks[found++] = rankAt[node];
          }
        }
        let k = found - 1;
        while (k >= 0 && lengths[k] < j && !isCompatible(last[j - lengths[k]], ranks[k])) k--;
        if (k < 0) {
          failed = true;
          return -1;
        }
        last[j] = ranks[k];
        counts[j] = counts[j - lengths[k]] + 1;
      }
      done = Math.max(done, length);
      return counts[length];
    };
  };
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

// One step of the dynamic programme over a byte string's prefixes that prefixTokenCounts.ts and slicedPass.ts
// run: the last token of the encoding of a prefix, from the last tokens of the shorter prefixes.
//
// The byte-pair encoding of a text is the one sequence of tokens spelling it in which every two adjacent
// tokens are a "compatible pair", i.e. encode to themselves when joined (the property GitHub's `bpe` crate is
// built on). So the encoding of bytes [0, j) ends with the longest token t ending at j whose first part, the
// encoding of [0, j - |t|), ends with a token compatible with t; its count is that part's count plus one.

import { ABSENT, PairTable } from './pairTable';

/** Tokens of one class, by their bytes read from the last: the child of node m by byte b is edges(m, b). */
export interface ReversedTrie {
  edges: PairTable;
  /** The rank of the token a node spells, or -1. */
  rankAt: Int32Array;
  /** The length of the longest token, in bytes. */
  depth: number;
}

/** The trie of the tokens of `rankOf` without ASCII bytes (only those can lie inside bytes without ASCII). */
export function nonAsciiTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  return tokensReversed(rankOf, (bytes) => !/[\0-\x7f]/.test(bytes));
}

/** The trie of the tokens of `rankOf` made of ASCII letters (only those can lie inside bytes of ASCII letters). */
export function asciiLetterTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  return tokensReversed(rankOf, (bytes) => /^[A-Za-z]+$/.test(bytes));
}

function tokensReversed(rankOf: ReadonlyMap<string, number>, keep: (bytes: string) => boolean): ReversedTrie {
  const edges = new PairTable();
  const rankAt: number[] = [-1];
  let depth = 1;
  for (const [bytes, rank] of rankOf) {
    if (!keep(bytes)) continue;
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

/** The trie, the compatibility test and scratch room for the tokens ending at one place: what a step needs. */
export class EncodingSteps {
  private readonly lengths: Int32Array;
  private readonly ranks: Int32Array;
  /** The trie's root children by byte (ABSENT where none): every step starts there, without hashing. */
  private readonly rootChildren: Int32Array;
  /** How many bytes back the last step's trie walk went: the longest suffix there that ends some token. */
  walked = 0;

  constructor(
    readonly trie: ReversedTrie,
    private readonly isCompatible: (a: number, b: number) => boolean,
  ) {
    this.lengths = new Int32Array(trie.depth);
    this.ranks = new Int32Array(trie.depth);
    this.rootChildren = new Int32Array(256);
    for (let byte = 0; byte < 256; byte++) this.rootChildren[byte] = trie.edges.get(0, byte);
  }

  /**
   * Sets `last[j]` and `counts[j]` for the prefix [0, j) of `bytes`, given both for every shorter prefix back to
   * `j - depth`. Returns the length of the longest token ending at j (compatible or not), or 0 when no
   * compatible token ends there, which never should happen.
   */
  step(bytes: Uint8Array, j: number, counts: Int32Array, last: Int32Array): number {
    const { lengths, ranks } = this;
    const { edges, rankAt } = this.trie;
    let found = 0;
    let i = j - 1;
    for (let node = 0; i >= 0; i--) {
      const next = node === 0 ? this.rootChildren[bytes[i]] : edges.get(node, bytes[i]);
      if (next === ABSENT) break;
      node = next;
      if (rankAt[node] >= 0) {
        lengths[found] = j - i;
        ranks[found++] = rankAt[node];
      }
    }
    this.walked = j - 1 - i;
    let k = found - 1;
    while (k >= 0 && lengths[k] < j && !this.isCompatible(last[j - lengths[k]], ranks[k])) k--;
    if (k < 0) return 0;
    last[j] = ranks[k];
    counts[j] = counts[j - lengths[k]] + 1;
    return lengths[found - 1];
  }
}

// One step of the dynamic programme over a byte string's prefixes that prefixTokenCounts.ts and slicedPass.ts
// run: the last token of the encoding of a prefix, from the last tokens of the shorter prefixes.
//
// The byte-pair encoding of a text is the one sequence of tokens spelling it in which every two adjacent
// tokens are a "compatible pair", i.e. encode to themselves when joined (the property GitHub's `bpe` crate is
// built on). So the encoding of bytes [0, j) ends with the longest token t ending at j whose first part, the
// encoding of [0, j - |t|), ends with a token compatible with t; its count is that part's count plus one.

import { ABSENT, PairTable } from './pairTable';

/**
 * Tokens of one class, by their bytes read from the last: the child of node m by byte b is edges(m, b). Nodes
 * are numbered breadth first (the root is 0), so the nodes of the first levels are the lowest numbers.
 */
export interface ReversedTrie {
  edges: PairTable;
  /** The rank of the token a node spells, or -1. */
  rankAt: Int32Array;
  /** The length of the longest token, in bytes. */
  depth: number;
  /** How many nodes lie less than DENSE_LEVELS bytes deep (the root, its children, theirs): nodes 0 to this - 1. */
  shallowNodes: number;
  /**
   * The children of the shallow nodes as dense rows: the child of node m < shallowNodes by byte b is
   * `shallowChildren[m * width + columnOf[b]]` (ABSENT where none; a byte on no edge has the last column,
   * which is ABSENT in every row).
   */
  shallowChildren: Int32Array;
  columnOf: Uint8Array;
  width: number;
}

/**
 * Levels of the trie whose children EncodingSteps reads from dense rows. A step on random letters walks about
 * two bytes back and three on CJK text, so most lookups fall in these levels; the rows (1,500–4,200 nodes of
 * cl100k_base and o200k_base, 0.3–2.1 MB) lie close together where the hash table's slots are spread over
 * several megabytes.
 */
const DENSE_LEVELS = 3;

/** The trie of the tokens of `rankOf` without ASCII bytes (only those can lie inside bytes without ASCII). */
export function nonAsciiTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  return tokensReversed(rankOf, (bytes) => !/[\0-\x7f]/.test(bytes));
}

/** The trie of the tokens of `rankOf` made of ASCII letters (only those can lie inside bytes of ASCII letters). */
export function asciiLetterTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  return tokensReversed(rankOf, (bytes) => /^[A-Za-z]+$/.test(bytes));
}

function tokensReversed(rankOf: ReadonlyMap<string, number>, keep: (bytes: string) => boolean): ReversedTrie {
  const built = new PairTable();
  const builtRank: number[] = [-1];
  // Per node as built: its parent, byte from the parent and level (bytes from the root), as (parent, byte, level).
  let links = new Int32Array(3 * 4096);
  let depth = 1;
  for (const [bytes, rank] of rankOf) {
    if (!keep(bytes)) continue;
    depth = Math.max(depth, bytes.length);
    let node = 0;
    for (let i = bytes.length - 1; i >= 0; i--) {
      const byte = bytes.charCodeAt(i);
      let next = built.get(node, byte);
      if (next === ABSENT) {
        next = builtRank.length;
        builtRank.push(-1);
        if (3 * next + 3 > links.length) {
          const grown = new Int32Array(2 * links.length);
          grown.set(links);
          links = grown;
        }
        links[3 * next] = node;
        links[3 * next + 1] = byte;
        links[3 * next + 2] = bytes.length - i;
        built.set(node, byte, next);
      }
      node = next;
    }
    builtRank[node] = rank;
  }
  // Numbered again by level (a stable counting sort), so that nodes are numbered breadth first.
  const nodes = builtRank.length;
  const firstOfLevel = new Int32Array(depth + 2);
  for (let node = 0; node < nodes; node++) firstOfLevel[links[3 * node + 2] + 1]++;
  for (let level = 1; level <= depth + 1; level++) firstOfLevel[level] += firstOfLevel[level - 1];
  const shallowNodes = firstOfLevel[Math.min(DENSE_LEVELS, depth + 1)];
  const renumbered = new Int32Array(nodes);
  for (let node = 0; node < nodes; node++) renumbered[node] = firstOfLevel[links[3 * node + 2]]++;
  const edges = new PairTable(Infinity, ceilingPowerOfTwo(2 * nodes));
  const rankAt = new Int32Array(nodes);
  const onEdge = new Uint8Array(256);
  for (let node = 0; node < nodes; node++) {
    rankAt[renumbered[node]] = builtRank[node];
    if (node > 0) {
      edges.set(renumbered[links[3 * node]], links[3 * node + 1], renumbered[node]);
      onEdge[links[3 * node + 1]] = 1;
    }
  }
  const columnOf = new Uint8Array(256);
  let width = 0;
  for (let byte = 0; byte < 256; byte++) if (onEdge[byte]) columnOf[byte] = ++width;
  // Columns from 0 in byte order; every byte on no edge gets the last column.
  for (let byte = 0; byte < 256; byte++) columnOf[byte] = columnOf[byte] === 0 ? width : columnOf[byte] - 1;
  width++;
  const shallowChildren = new Int32Array(shallowNodes * width).fill(ABSENT);
  for (let node = 1; node < nodes; node++) {
    const parent = renumbered[links[3 * node]];
    if (parent < shallowNodes) shallowChildren[parent * width + columnOf[links[3 * node + 1]]] = renumbered[node];
  }
  return { edges, rankAt, depth, shallowNodes, shallowChildren, columnOf, width };
}

function ceilingPowerOfTwo(n: number): number {
  let power = 1;
  while (power < n) power *= 2;
  return power;
}

/** The trie, the compatibility test and scratch room for the tokens ending at one place: what a step needs. */
export class EncodingSteps {
  private readonly lengths: Int32Array;
  private readonly ranks: Int32Array;
  /** How many bytes back the last step's trie walk went: the longest suffix there that ends some token. */
  walked = 0;

  constructor(
    readonly trie: ReversedTrie,
    private readonly isCompatible: (a: number, b: number) => boolean,
  ) {
    this.lengths = new Int32Array(trie.depth);
    this.ranks = new Int32Array(trie.depth);
  }

  /**
   * Sets `last[j]` and `counts[j]` for the prefix [0, j) of `bytes`, given both for every shorter prefix back to
   * `j - depth`. Returns the length of the longest token ending at j (compatible or not), or 0 when no
   * compatible token ends there, which never should happen.
   */
  step(bytes: Uint8Array, j: number, counts: Int32Array, last: Int32Array): number {
    const { lengths, ranks } = this;
    const { edges, rankAt, shallowNodes, shallowChildren, columnOf, width } = this.trie;
    let found = 0;
    let i = j - 1;
    for (let node = 0; i >= 0; i--) {
      const next = node < shallowNodes ? shallowChildren[node * width + columnOf[bytes[i]]] : edges.get(node, bytes[i]);
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

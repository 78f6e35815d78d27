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

/** Ranks below this fit the pair memo's keys (o200k_base has 200,019 tokens). */
const RANK_SPAN = 2 ** 20;
/** Pairs remembered before the memo starts over. */
const PAIR_CAPACITY = 1_000_000;

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
  let compatible = new Map<number, boolean>();
  const isCompatible = (a: number, b: number): boolean => {
    const key = a * RANK_SPAN + b;
    let ok = compatible.get(key);
    if (ok === undefined) {
      const ids = encodeBytes(bytesOf[a] + bytesOf[b]);
      ok = ids.length === 2 && ids[0] === a && ids[1] === b;
      if (compatible.size >= PAIR_CAPACITY) compatible = new Map();
      compatible.set(key, ok);
    }
    return ok;
  };
  return (bytes) => {
    if (/[\0-\x7f]/.test(bytes)) return undefined;
    trie ??= nonAsciiTokensReversed(rankOf);
    const { edges, rankAt } = trie;
    const counts = new Int32Array(bytes.length + 1);
    const last = new Int32Array(bytes.length + 1);
    const lengths: number[] = [];
    const ranks: number[] = [];
    let done = 0;
    let failed = false;
    return (length) => {
      if (failed) return -1;
      for (let j = done + 1; j <= length; j++) {
        lengths.length = 0;
        ranks.length = 0;
        for (let i = j - 1, node = 0; i >= 0; i--) {
          const next = edges.get(node * 256 + bytes.charCodeAt(i));
          if (next === undefined) break;
          node = next;
          if (rankAt[node] >= 0) {
            lengths.push(j - i);
            ranks.push(rankAt[node]);
          }
        }
        let k = lengths.length - 1;
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

/** Tokens without ASCII bytes, by their bytes read from the last: child of node m by byte b at key m × 256 + b. */
interface ReversedTrie {
  edges: Map<number, number>;
  /** The rank of the token a node spells, or -1. */
  rankAt: Int32Array;
}

function nonAsciiTokensReversed(rankOf: ReadonlyMap<string, number>): ReversedTrie {
  const edges = new Map<number, number>();
  const rankAt: number[] = [-1];
  for (const [bytes, rank] of rankOf) {
    if (/[\0-\x7f]/.test(bytes)) continue;
    let node = 0;
    for (let i = bytes.length - 1; i >= 0; i--) {
      const key = node * 256 + bytes.charCodeAt(i);
      let next = edges.get(key);
      if (next === undefined) {
        next = rankAt.length;
        rankAt.push(-1);
        edges.set(key, next);
      }
      node = next;
    }
    rankAt[node] = rank;
  }
  return { edges, rankAt: Int32Array.from(rankAt) };
}

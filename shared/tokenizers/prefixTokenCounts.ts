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
 * A function giving, for a byte string (one character per byte), the token count of each of its prefixes
 * (index = prefix length in bytes), or undefined where no compatible token ends at a byte (it never should).
 * `encodeBytes` is the byte-pair encoder itself, used on joined token pairs only.
 */
export function prefixTokenCounter(
  rankOf: ReadonlyMap<string, number>,
  bytesOf: readonly string[],
  encodeBytes: (bytes: string) => number[],
): (bytes: string) => Int32Array | undefined {
  let longestEnding: Uint16Array | undefined;
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
    longestEnding ??= longestTokenEndingWith(rankOf);
    const n = bytes.length;
    const counts = new Int32Array(n + 1);
    const last = new Int32Array(n + 1);
    for (let j = 1; j <= n; j++) {
      const pair = j >= 2 ? longestEnding[(bytes.charCodeAt(j - 2) << 8) | bytes.charCodeAt(j - 1)] : 0;
      let found = false;
      for (let length = Math.min(Math.max(pair, 1), j); length >= 1 && !found; length--) {
        const rank = rankOf.get(bytes.slice(j - length, j));
        if (rank === undefined || (length < j && !isCompatible(last[j - length], rank))) continue;
        last[j] = rank;
        counts[j] = counts[j - length] + 1;
        found = true;
      }
      if (!found) return undefined;
    }
    return counts;
  };
}

/** For each last two bytes (first × 256 + second), the length of the longest token ending with them (0: none). */
function longestTokenEndingWith(rankOf: ReadonlyMap<string, number>): Uint16Array {
  const table = new Uint16Array(256 * 256);
  for (const bytes of rankOf.keys()) {
    if (bytes.length < 2) continue;
    const k = (bytes.charCodeAt(bytes.length - 2) << 8) | bytes.charCodeAt(bytes.length - 1);
    if (bytes.length > table[k]) table[k] = bytes.length;
  }
  return table;
}

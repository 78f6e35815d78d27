// Whether two tokens are a compatible pair, decided on their merge trees (the check of GitHub's `bpe` crate,
// `is_valid_token_pair`), for tokens whose trees allow it.
//
// Why: the prefix counts ask this of every pair of tokens they meet for the first time, 223,000 pairs on two
// million random letters; merging the pair's bytes again (mergesBackToPair) was about half a second of it.

import { NO_RANK } from './mergePiece';

/** A token's tree is not known yet, or it is not regular (see MergeTrees). */
const UNKNOWN = -1;
const IRREGULAR = -2;

/**
 * The merge tree of each token, computed on first use: the last merge that the byte-pair encoding of the
 * token's own bytes makes (its two parts), or the token itself for a single byte. A tree is *regular* when the
 * token's bytes encode to the token, each part's rank is below the token's, and both parts are regular: then
 * the merges that build the token happen in increasing rank order, whatever bytes lie beside it, until a merge
 * across its edge.
 *
 * Two tokens `left`, `right` with regular trees encode to themselves when their bytes are joined exactly when
 * no merge across the join comes first: undoing the merges of both trees from the last (the higher rank; the
 * right one on a tie, since equal ranks merge leftmost first), each state of the join (the last part of the
 * left side, the first part of the right) must make no token that would merge before the merge that ends the
 * state. A token made across the join merges before a left merge of the same rank only if its rank is lower
 * (the left merge lies further left), before a right merge of the same rank also if equal.
 */
export class MergeTrees {
  /** Per token, its two parts (two slots) or UNKNOWN / IRREGULAR in the first slot. */
  private readonly parts: Int32Array;

  constructor(
    private readonly bytesOf: readonly string[],
    private readonly byteIds: Int32Array,
    private readonly mergedId: (left: number, right: number) => number,
  ) {
    this.parts = new Int32Array(2 * bytesOf.length).fill(UNKNOWN);
  }

  /**
   * Whether the byte-pair encoding of the bytes of `left` then `right` is those two tokens; undefined when a
   * tree the answer needs is not regular (the caller merges the bytes instead).
   */
  compatible(left: number, right: number): boolean | undefined {
    if (!this.regular(left) || !this.regular(right)) return undefined;
    const { parts, mergedId } = this;
    let limit = NO_RANK;
    for (;;) {
      const across = mergedId(left, right);
      if (across !== NO_RANK && across < limit) return false;
      if (left > right) {
        limit = left;
        left = parts[2 * left + 1];
        if (left === limit) {
          limit = right + 1;
          right = parts[2 * right];
          if (right + 1 === limit) return true;
        }
      } else {
        limit = right + 1;
        right = parts[2 * right];
        if (right + 1 === limit) {
          limit = left;
          left = parts[2 * left + 1];
          if (left === limit) return true;
        }
      }
    }
  }

  /** Whether `token`'s tree is regular, computing it (and its parts') on first use. */
  private regular(token: number): boolean {
    const { parts } = this;
    if (parts[2 * token] === UNKNOWN) {
      const split = this.lastMerge(token);
      const ok = split !== undefined && (split[0] === token || (split[0] < token && split[1] < token && this.regular(split[0]) && this.regular(split[1])));
      parts[2 * token] = ok ? split[0] : IRREGULAR;
      if (ok) parts[2 * token + 1] = split[1];
    }
    return parts[2 * token] !== IRREGULAR;
  }

  /**
   * The two parts the last merge of `token`'s own bytes joins ([token, token] for a single byte), or undefined
   * when the bytes do not encode to the token. The merge is the scan of mergeShortPiece (tokens are short).
   */
  private lastMerge(token: number): [number, number] | undefined {
    const bytes = this.bytesOf[token];
    if (bytes === undefined || bytes.length === 0) return undefined;
    if (bytes.length === 1) return this.byteIds[bytes.charCodeAt(0)] === token ? [token, token] : undefined;
    const ids: number[] = [];
    for (let i = 0; i < bytes.length; i++) ids.push(this.byteIds[bytes.charCodeAt(i)]);
    const ranks: number[] = [];
    for (let i = 0; i + 1 < ids.length; i++) ranks.push(this.mergedId(ids[i], ids[i + 1]));
    let last: [number, number] | undefined;
    while (ranks.length > 0) {
      let lowest = 0;
      for (let k = 1; k < ranks.length; k++) if (ranks[k] < ranks[lowest]) lowest = k;
      if (ranks[lowest] === NO_RANK) break;
      last = [ids[lowest], ids[lowest + 1]];
      ids[lowest] = ranks[lowest];
      ids.splice(lowest + 1, 1);
      ranks.splice(lowest, 1);
      if (lowest < ranks.length) ranks[lowest] = this.mergedId(ids[lowest], ids[lowest + 1]);
      if (lowest > 0) ranks[lowest - 1] = this.mergedId(ids[lowest - 1], ids[lowest]);
    }
    return ids.length === 1 && ids[0] === token ? last : undefined;
  }
}

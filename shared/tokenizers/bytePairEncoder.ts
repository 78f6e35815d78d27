// Byte-pair encoding of one pre-tokenisation piece with tiktoken's ranks (the rank files js-tiktoken ships),
// and decoding ids back to text.
//
// Why not js-tiktoken's own `Tiktoken`: building it took 1.2–1.6 s per thread, peaking at 135 MB of heap (a
// map keyed by comma-joined byte lists and a typed array per rank), and its merge joins the bytes of every
// candidate pair into a new string on every step, with a new RegExp and special-token regex per `encode`
// call. Encoding the pieces the piece memo had not seen was a fifth of a corpus lint. Here the table maps
// "byte strings" (one character per byte, 0–255) to ranks: ASCII text is its own byte string, keys are short
// one-byte strings, and a merge step looks up the two pairs next to the merged part only.
//
// The merge rule is tiktoken's: repeatedly join the adjacent pair whose joined bytes have the lowest rank
// (the leftmost one when a pair repeats) until no adjacent pair has a rank; each part is then one token.
// `tokenizers.test.ts` and `bench.ts tokenizers` (every corpus file) compare the ids with js-tiktoken's.

import { mergeLongPiece, NO_RANK } from './mergeLongPiece';
import { prefixTokenCounter } from './prefixTokenCounts';

/** A tiktoken rank file as js-tiktoken ships it: lines of "<label> <first rank> <base64 token>...". */
export interface RankFile {
  pat_str: string;
  special_tokens: Record<string, number>;
  bpe_ranks: string;
}

export interface BytePairEncoder {
  /** Token ids of one piece cut by the encoding's regex: the id itself when the piece is one token. */
  encodePiece(piece: string): number | number[];
  /** The text of `tokens` (UTF-8 decoded with replacement, as js-tiktoken and the reference do). */
  decode(tokens: number[]): string;
  /** The number of bytes of each token. */
  tokenByteLengths(tokens: number[]): number[];
  /** The byte length of the longest token: a piece of n bytes has at least ⌈n ÷ this⌉ tokens. */
  longestTokenBytes: number;
  /** The token count of each prefix of `piece` by its length in UTF-8 bytes, as prefixTokenCounts.ts reads them. */
  prefixCounts(piece: string): ((length: number) => number) | undefined;
}

/** Pieces up to this many bytes merge with the scan; longer ones with the heap, whose cost grows as n log n. */
const LONG_PIECE_BYTES = 64;
const utf8 = new TextEncoder();
/** ignoreBOM: a decoded U+FEFF is text (TextDecoder would drop one at the start of a window; tiktoken keeps it). */
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Builds the rank table of `ranks` (about 0.23 s and 15 MB of heap for o200k_base, half that for cl100k_base). */
export function bytePairEncoder(ranks: RankFile): BytePairEncoder {
  const rankOf = new Map<string, number>();
  const bytesOf: string[] = [];
  for (const line of ranks.bpe_ranks.split('\n')) {
    if (!line) continue;
    const fields = line.split(' ');
    const first = Number.parseInt(fields[1], 10);
    for (let i = 2; i < fields.length; i++) {
      const bytes = atob(fields[i]);
      rankOf.set(bytes, first + i - 2);
      bytesOf[first + i - 2] = bytes;
    }
  }
  let longestTokenBytes = 1;
  for (const bytes of rankOf.keys()) longestTokenBytes = Math.max(longestTokenBytes, bytes.length);
  for (const [text, id] of Object.entries(ranks.special_tokens)) bytesOf[id] = byteString(text);
  const pairs = pairRanks(rankOf);
  const rank = (bytes: string, start: number, end: number): number => {
    if (end - start !== 2) return rankOf.get(bytes.slice(start, end)) ?? NO_RANK;
    const pair = pairs[(bytes.charCodeAt(start) << 8) | bytes.charCodeAt(start + 1)];
    return pair < 0 ? NO_RANK : pair;
  };

  const encodeBytes = (bytes: string): number[] => {
    const starts = bytes.length > LONG_PIECE_BYTES ? mergeLongPiece(bytes, rank) : mergeParts(bytes, rank);
    const ids: number[] = [];
    for (let k = 0; k + 1 < starts.length; k++) ids.push(rankOf.get(bytes.slice(starts[k], starts[k + 1]))!);
    return ids;
  };
  const prefixCountsOfBytes = prefixTokenCounter(rankOf, bytesOf, encodeBytes);

  return {
    encodePiece(piece) {
      const bytes = byteString(piece);
      const whole = rankOf.get(bytes);
      return whole ?? encodeBytes(bytes);
    },
    prefixCounts: (piece) => prefixCountsOfBytes(byteString(piece)),
    decode(tokens) {
      let joined = '';
      for (const id of tokens) joined += bytesOf[id] ?? '';
      const out = new Uint8Array(joined.length);
      for (let i = 0; i < joined.length; i++) out[i] = joined.charCodeAt(i);
      return utf8Decoder.decode(out);
    },
    tokenByteLengths: (tokens) => tokens.map((id) => bytesOf[id]?.length ?? 0),
    longestTokenBytes,
  };
}

/**
 * The rank of every two-byte token, indexed by first byte × 256 + second byte, -1 where the pair has none.
 *
 * Why: a merge looks up every adjacent pair of a new piece's bytes first, and those lookups were most of the
 * encoding of pieces the memo had not seen (work each lint worker repeats for itself); an index into a
 * 256 KB table needs no slice to hash.
 */
export function pairRanks(rankOf: ReadonlyMap<string, number>): Int32Array {
  const table = new Int32Array(256 * 256).fill(-1);
  for (const [bytes, rank] of rankOf) {
    if (bytes.length === 2) table[(bytes.charCodeAt(0) << 8) | bytes.charCodeAt(1)] = rank;
  }
  return table;
}

/**
 * The start of every part after merging `bytes`, followed by `bytes.length`. `rank(bytes, a, b)` is the
 * rank of bytes a..b, or NO_RANK. `pairRanks[k]` is the rank of parts k and k+1 joined; a merge changes
 * only the pairs that touch the merged part.
 */
function mergeParts(bytes: string, rank: (bytes: string, start: number, end: number) => number): number[] {
  const starts: number[] = [];
  for (let i = 0; i <= bytes.length; i++) starts.push(i);
  const pairRanks: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i++) pairRanks.push(rank(bytes, i, i + 2));
  while (pairRanks.length > 0) {
    let lowest = 0;
    for (let k = 1; k < pairRanks.length; k++) if (pairRanks[k] < pairRanks[lowest]) lowest = k;
    if (pairRanks[lowest] === NO_RANK) break;
    starts.splice(lowest + 1, 1);
    pairRanks.splice(lowest, 1);
    if (lowest < pairRanks.length) pairRanks[lowest] = rank(bytes, starts[lowest], starts[lowest + 2]);
    if (lowest > 0) pairRanks[lowest - 1] = rank(bytes, starts[lowest - 1], starts[lowest + 1]);
  }
  return starts;
}

/** `text` as UTF-8 with one character per byte (ASCII text is returned as it is). */
function byteString(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) return text;
  const encoded = utf8.encode(text);
  let out = '';
  for (const byte of encoded) out += String.fromCharCode(byte);
  return out;
}

// Byte-pair encoding of one pre-tokenisation piece with tiktoken's ranks (the rank files js-tiktoken ships),
// and decoding ids back to text.
//
// Why not js-tiktoken's own `Tiktoken`: building it took 1.2–1.6 s per thread, peaking at 135 MB of heap (a
// map keyed by comma-joined byte lists and a typed array per rank), and its merge joins the bytes of every
// candidate pair into a new string on every step, with a new RegExp and special-token regex per `encode`
// call. Encoding the pieces the piece memo had not seen was a fifth of a corpus lint. Here the table maps
// "byte strings" (one character per byte, 0–255) to ranks, a merge works on token ids and looks up only the two
// pairs next to the merged part, and the token a pair of ids makes is remembered (mergedTokenIds).
//
// The merge rule is tiktoken's: repeatedly join the adjacent pair whose joined bytes have the lowest rank
// (the leftmost one when a pair repeats) until no adjacent pair has a rank; each part is then one token.
// `tokenizers.test.ts` and `bench.ts tokenizers` (every corpus file) compare the ids with js-tiktoken's.

import { mergeLongPiece, mergesBackToPair, mergeShortPiece, NO_RANK } from './mergePiece';
import { MergeTrees } from './mergeTrees';
import { ABSENT, PairTable } from './pairTable';
import { type LeadingTokens, prefixTokenCounter } from './prefixTokenCounts';
import type { RunSlice, SlicedPass, WholeRun } from './slicedPass';
import { detachString } from '../text/detachString';

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
  prefixCounts(piece: string): ((length: number, limit?: number) => number) | undefined;
  /**
   * The token count of a piece without ASCII characters, or of ASCII letters only, when it is at most
   * `limit`, else some number above `limit`, reading the piece only as far as needed (prefixTokenCounts.ts);
   * undefined for any other piece.
   */
  countPieceUpTo(piece: string, limit: number): number | undefined;
  /** The counts of every prefix of a piece without ASCII characters or of ASCII letters (slicedPass.ts); undefined for any other. */
  wholeRun(piece: string): WholeRun | undefined;
  /** The counts of the joined slices of whole runs (slicedPass.ts); undefined where the pass gives up. */
  slicedPass(slices: readonly RunSlice[]): SlicedPass | undefined;
  /** The count of bytes [from, to) of a whole run (slicedPass.ts); undefined where the pass gives up. */
  countRunSlice(run: WholeRun, from: number, to: number): number | undefined;
  /** The count of bytes [from, to) of a whole run and where its first `tokens` tokens end (LeadingTokens); undefined where the pass gives up. */
  leadingRunSlice(run: WholeRun, from: number, to: number, tokens: number): LeadingTokens | undefined;
}

/** Pieces up to this many bytes merge with the scan; longer ones with the heap, whose cost grows as n log n. */
const LONG_PIECE_BYTES = 64;
/**
 * Pieces of one class (ONE_CLASS) at least this many bytes long are encoded from their prefix counts (see
 * `encodePiece`); shorter ones merge, which costs less than building the trie of a class for one word.
 */
const RUN_PIECE_BYTES = 1024;
const utf8 = new TextEncoder();
/** A piece prefixTokenCounts.ts counts: without ASCII characters, or of ASCII letters only. */
const ONE_CLASS = /^(?:[^\0-\x7f]*|[A-Za-z]+)$/;
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
  const mergedId = mergedTokenIds(rankOf, bytesOf);
  const byteIds = new Int32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    const id = rankOf.get(String.fromCharCode(byte));
    if (id === undefined) throw new Error(`the rank file has no token for byte ${byte}`);
    byteIds[byte] = id;
  }
  const encodeBytes = (bytes: string): number[] => {
    const ids = new Int32Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) ids[i] = byteIds[bytes.charCodeAt(i)];
    return bytes.length > LONG_PIECE_BYTES ? mergeLongPiece(ids, mergedId) : mergeShortPiece(ids, mergedId);
  };
  const trees = new MergeTrees(bytesOf, byteIds, mergedId);
  const prefixes = prefixTokenCounter(rankOf, bytesOf, (left, right) => trees.compatible(left, right) ?? mergesBackToPair(left, right, bytesOf, byteIds, mergedId));
  // The whole run made last, by its piece: a splitter encodes a long run, then counts chunks cut from it
  // through a slice counter (sliceCounter.ts), which asks for the same run in the same analysis. Held weakly:
  // a run takes 10–20 bytes per byte of its piece, which a long-lived process (the language server) should
  // not keep once the analysis that made it is over (a target stays alive to the end of the current job).
  let lastRun: WeakRef<{ piece: string; run: WholeRun }> | undefined;
  const wholeRunOf = (piece: string): WholeRun | undefined => {
    const last = lastRun?.deref();
    if (last !== undefined && last.piece === piece) return last.run;
    if (!ONE_CLASS.test(piece)) return undefined;
    const run = prefixes.wholeRun(utf8.encode(piece));
    if (run) lastRun = new WeakRef({ piece: detachString(piece), run });
    return run;
  };

  return {
    encodePiece(piece) {
      const bytes = byteString(piece);
      const whole = rankOf.get(bytes);
      if (whole !== undefined) return whole;
      const run = bytes.length >= RUN_PIECE_BYTES ? wholeRunOf(piece) : undefined;
      return run ? lastTokensChain(run, bytesOf) : encodeBytes(bytes);
    },
    prefixCounts: (piece) => prefixes.prefixCounts(utf8.encode(piece)),
    countPieceUpTo(piece, limit) {
      // Checked on the text, so that a long piece of other ASCII characters is not encoded to UTF-8 only to be refused.
      if (!ONE_CLASS.test(piece)) return undefined;
      const bytes = utf8.encode(piece);
      const n = prefixes.prefixCounts(bytes)?.(bytes.length, limit);
      return n === undefined || n < 0 ? undefined : n;
    },
    wholeRun: wholeRunOf,
    slicedPass: (slices) => prefixes.slicedPass(slices),
    countRunSlice: (run, from, to) => prefixes.countRunSlice(run, from, to),
    leadingRunSlice: (run, from, to, tokens) => prefixes.leadingRunSlice(run, from, to, tokens),
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
 * The token ids of a whole run's bytes: the chain of last tokens read back from its end (each prefix's
 * encoding is the encoding of the prefix before its last token, then that token; encodingStep.ts).
 *
 * Why: merging a piece of two million random letters with the heap took 2.5–5 s, most of `openai-file-search`
 * and `bedrock-fixed-size` on such a line; the pass over its prefixes takes about a second, and a slice counter
 * then counts the chunks cut from the run from the same pass. Exact because every token of either class
 * encodes to itself (so the run's first token is its encoding's), which `longPieces.test.ts` checks for every
 * encoding, and the ids are compared with js-tiktoken's there.
 */
function lastTokensChain(run: WholeRun, bytesOf: readonly string[]): number[] {
  let n = 0;
  for (let p = run.bytes.length; p > 0; p -= bytesOf[run.last[p]].length) n++;
  const ids = new Array<number>(n);
  for (let p = run.bytes.length; p > 0; p -= bytesOf[run.last[p]].length) ids[--n] = run.last[p];
  return ids;
}

/** Merged pairs remembered before the cache starts over (at most 12 MB of slots). */
const MERGED_PAIR_CAPACITY = 1 << 19;

/**
 * The id of the token that tokens `left` and `right` make when joined, or NO_RANK when their bytes are no
 * token, remembered per pair.
 *
 * Why: a merge step asks this of the two pairs beside the merged part. Slicing the part's bytes out of the
 * piece and looking the slice up in the rank map was most of the time of encoding a long piece; the pairs a
 * text meets repeat (the characters of a script, their common pairs), so after the first few thousand bytes a
 * step is a table read.
 */
export function mergedTokenIds(rankOf: ReadonlyMap<string, number>, bytesOf: readonly string[]): (left: number, right: number) => number {
  const merged = new PairTable(MERGED_PAIR_CAPACITY);
  return (left, right) => {
    let id = merged.get(left, right);
    if (id === ABSENT) {
      id = rankOf.get(bytesOf[left] + bytesOf[right]) ?? -1;
      merged.set(left, right, id);
    }
    return id < 0 ? NO_RANK : id;
  };
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

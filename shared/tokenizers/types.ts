// The tokenizer contracts: the ids, the Tokenizer every strategy counts with and the Encoder an engine provides.

import type { SliceCounter } from './sliceCounter';

export const TOKENIZER_IDS = ['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base', 'gpt2', 'chars', 'utf16', 'bert-base-uncased'] as const;
export type TokenizerId = (typeof TOKENIZER_IDS)[number];
/** The byte-pair encodings (every tokenizer but `chars`, `utf16` and the WordPiece `bert-base-uncased`). */
export type EncodingId = Exclude<TokenizerId, 'chars' | 'utf16' | 'bert-base-uncased'>;

/**
 * Counts, encodes and decodes text; `encode` then `decode` of a whole text gives the text back. A tokenizer
 * counts at most one token per UTF-8 byte (a byte-pair token spells at least one byte; `chars` and `utf16`
 * count code points and UTF-16 units): see mostTokensIn in index.ts.
 */
export interface Tokenizer {
  readonly id: TokenizerId;
  count(text: string): number;
  /**
   * `count(text)` when that is at most `limit`, otherwise some number above `limit`: counting may stop as soon as
   * it passes the limit. For "does this text fit?" on a long text, which a splitter asks of a whole document
   * before cutting it.
   */
  countUpTo(text: string, limit: number): number;
  encode(text: string): number[];
  decode(tokens: number[]): string;
  /** The UTF-8 byte length of each token of `tokens` (a token may hold part of a character). */
  tokenByteLengths(tokens: number[]): number[];
  /**
   * A function giving `countUpTo(text.slice(0, end), limit)` for any `end`, for a caller that asks of many
   * prefixes of one text (a window shrunk step by step); absent where counting each prefix costs no more.
   */
  prefixCounter?(text: string, limit: number): (end: number) => number;
  /**
   * Counts of texts given as slices of `source` (sliceCounter.ts), for a caller whose chunks are cut from one
   * page; absent where counting the joined text costs no more.
   */
  sliceCounter?(source: string): SliceCounter;
  /**
   * Takes `count` as the token count of `text` for later counts of the same text, which then cost a memo
   * lookup; for a caller that found an exact count another way (a SliceCounter) and counts the text again
   * later (as a chunk's text is counted while packing and again for its record). Absent where counting the
   * text costs no more.
   */
  remember?(text: string, count: number): void;
}

/** Token ids for text with special-token text treated as ordinary text, and the way back. */
export interface Encoder {
  encode(text: string): number[];
  count(text: string): number;
  /** As Tokenizer.countUpTo; an engine without it counts the whole text. */
  countUpTo?(text: string, limit: number): number;
  /** As Tokenizer.prefixCounter. */
  prefixCounter?(text: string, limit: number): (end: number) => number;
  /** As Tokenizer.sliceCounter; `text` counts the joined text, for slices the engine has nothing faster for. */
  sliceCounter?(source: string, text: SliceCounter): SliceCounter;
  decode(tokens: number[]): string;
  tokenByteLengths(tokens: number[]): number[];
}
export type EncoderFactory = (id: EncodingId) => Encoder;

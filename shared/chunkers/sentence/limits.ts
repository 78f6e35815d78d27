// The budgets of the sentence splitter and the soft character allowance derived from them.

import type { PrefixCounts } from '../../tokenizers/sliceCounter';
import type { Piece } from './pieces';

export interface SentenceLimits {
  /** Hard token cap per chunk (`max_tokens_per_section`, 500); figures alone may exceed it. */
  maxTokens: number;
  /** Soft character limit (`max_section_length`, 1000): exact for accumulation, ×1.2 for merges. */
  maxChars: number;
  /** Semantic overlap size as a percent of `maxChars` (10). */
  overlapPercent: number;
  /** The token count of `text` when at most `limit`, else any number above `limit` (Tokenizer.countUpTo). */
  countTokensUpTo(text: string, limit: number): number;
  /** `countTokensUpTo(textOf(pieces), limit)`, cheaper for pieces cut from one page (pieceTokens.ts). */
  countPiecesUpTo(pieces: readonly Piece[], limit: number): number;
  /** `countTokensUpTo(textOf(pieces).slice(start, end), limit)`: the recursive split's parts of one span. */
  countRangeUpTo(pieces: readonly Piece[], start: number, end: number, limit: number): number;
  /** `countTokensUpTo(textOf(pieces).slice(0, end), maxTokens)` for any `end`, cheaper when asked of many prefixes. */
  piecesPrefixCounter(pieces: readonly Piece[]): PrefixCounts;
}

/** The 20% overflow tolerance for cross-page merges, normalisation and overlap: `int(1.2 × maxChars)`. */
export function softCharLimit(limits: SentenceLimits): number {
  return Math.trunc(limits.maxChars * 1.2);
}

/** Whether `text` fits the hard token cap and the soft character allowance. */
export function fitsAllowance(text: string, limits: SentenceLimits): boolean {
  return text.length <= softCharLimit(limits) && limits.countTokensUpTo(text, limits.maxTokens) <= limits.maxTokens;
}

// Spec v1 §7.1: a paragraph over MAX_TOKENS_PER_CHUNK is split by sentences (Intl.Segmenter, no LLM), and a
// sentence that alone is over the cap by words, then characters, so the cap always holds.

import type { Block, Span } from '../../model/types';
import { fitUnits } from './fitUnits';
import { packUnits } from './packUnits';
import { slicePieces } from './pieces';
import { sentenceSpans } from './segmentSentences';
import type { Piece, SpecContext } from './types';

/** Pieces of an oversized paragraph: sentences packed towards the target, each piece at most the cap. */
export function splitBySentences(block: Block, ctx: SpecContext): Piece[] {
  const { max, target } = ctx.budgets;
  const units = fitUnits([block.span], max, [(s) => sentenceSpans(ctx.text, s)], ctx);
  const measure = (g: Span[]): number => ctx.tokenizer.count(ctx.text.slice(g[0].start, g[g.length - 1].end));
  const groups = packUnits(units, max, target, measure);
  return slicePieces(block, 'paragraph', groups, (i, n) => ({ reason: 'sentence-split', detail: `part ${i + 1} of ${n} of a paragraph over ${max} tokens, split between sentences` }), ctx);
}

// Spec v1 §7.4: a block quote (or an HTML block) over MAX_TOKENS_PER_CHUNK is split between its paragraphs,
// then between lines, then by words, so the cap holds. Slices are whole source lines, so each keeps its `>`.

import type { Block, Span } from '../../model/types';
import { fitUnits } from './fitUnits';
import { lineSpans, packUnits } from './packUnits';
import { slicePieces } from './pieces';
import type { Piece, PieceType, SpecContext } from './types';
import type { DocumentText } from '../../text/documentText';

/** Pieces of an oversized quote or HTML block. */
export function splitQuote(block: Block, type: PieceType, ctx: SpecContext): Piece[] {
  const { max, target } = ctx.budgets;
  const paragraphs = quoteParagraphs(ctx.text, block.span);
  const units = fitUnits(paragraphs, max, [(s) => lineSpans(ctx.text, s)], ctx);
  const measure = (g: Span[]): number => ctx.tokenizer.count(ctx.text.slice(g[0].start, g[g.length - 1].end));
  const groups = packUnits(units, max, target, measure);
  return slicePieces(block, type, groups, (i, n) => ({ reason: 'line-split', detail: `part ${i + 1} of ${n} of a ${block.kind === 'quote' ? 'quote' : 'block'} over ${max} tokens, split between paragraphs or lines` }), ctx);
}

function lastContentEnd(text: DocumentText, span: Span): number {
  return span.start + text.slice(span.start, span.end).trimEnd().length;
}

/** Runs of lines separated by blank lines (a line of only `>` markers counts as blank). */
function quoteParagraphs(text: DocumentText, span: Span): Span[] {
  const out: Span[] = [];
  let current: Span | undefined;
  let start = span.start;
  while (start < span.end) {
    let end = text.indexOf('\n', start);
    if (end < 0 || end > span.end) end = span.end;
    const line = text.slice(start, end);
    if (/^[\s>]*$/.test(line)) current = undefined;
    else if (current) current.end = end;
    else out.push((current = { start, end }));
    start = end + 1;
  }
  // A paragraph keeps the `>`-only lines after it, so no marker of the quote is left outside every chunk.
  out.forEach((s, i) => (s.end = i + 1 < out.length ? out[i + 1].start - 1 : lastContentEnd(text, span)));
  for (const s of out) if (text.charCodeAt(s.end - 1) === 13) s.end--;
  return out;
}

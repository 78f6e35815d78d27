// Spec v1 §4.2 and §10: OVERLAP_TOKENS of the previous chunk's tail are repeated at the start of a chunk, only
// between consecutive paragraph/mixed chunks of the same section run, only from a paragraph (never a table,
// list, quote or code), cut at a sentence start when one fits and else at a word start (both token boundaries),
// and only as much as fits under the cap.

import { sentenceSpans } from './segmentSentences';
import { joinPieces } from './joinPieces';
import type { Draft, Piece, SpecContext } from './types';
import { chunkTypeOf } from './chunkType';
import type { DocumentText } from '../../text/documentText';

/** The overlap piece for each draft (undefined where none applies), in draft order. */
export function applyOverlap(drafts: Draft[], ctx: SpecContext): Array<Piece | undefined> {
  const { max, overlap } = ctx.budgets;
  return drafts.map((draft, i) => {
    const prev = drafts[i - 1];
    if (!prev || overlap <= 0 || prev.run !== draft.run) return undefined;
    if (!isProse(chunkTypeOf(draft.pieces)) || !isProse(chunkTypeOf(prev.pieces))) return undefined;
    const tail = prev.pieces[prev.pieces.length - 1];
    if (tail.blockKind !== 'paragraph' || tail.injected || tail.spans.length !== 1) return undefined;
    const own = ctx.tokenizer.count(joinPieces(draft.pieces, ctx.text).content);
    let limit = Math.min(overlap, max - own - 2);
    while (limit > 0) {
      const piece = overlapPiece(tail, limit, ctx);
      if (!piece) return undefined;
      const total = ctx.tokenizer.count(joinPieces([piece, ...draft.pieces], ctx.text, 1).content);
      if (total <= max) return piece;
      limit -= total - max;
    }
    return undefined;
  });
}

function isProse(type: string): boolean {
  return type === 'paragraph' || type === 'mixed';
}

/** The longest tail of `tail` within `limit` tokens that starts at a sentence start, else at a word start. */
function overlapPiece(tail: Piece, limit: number, ctx: SpecContext): Piece | undefined {
  const span = tail.spans[0];
  const count = (start: number): number => ctx.tokenizer.count(ctx.text.slice(start, span.end));
  let start: number | undefined;
  for (const s of lastSentencesFirst(ctx.text, span)) {
    if (count(s) > limit) break;
    start = s;
  }
  if (start === undefined) {
    const tokens = ctx.tokenizer.encode(ctx.text.slice(span.start, span.end));
    start = span.start + ctx.tokenizer.decode(tokens.slice(0, Math.max(0, tokens.length - limit))).length;
    start = nextWordStart(ctx.text, start, span.end);
    while (start < span.end && count(start) > limit) start = nextWordStart(ctx.text, start + 1, span.end);
  }
  if (start >= span.end) return undefined;
  const text = ctx.text.slice(start, span.end);
  return { ...tail, spans: [{ start, end: span.end }], text, tokens: ctx.tokenizer.count(text), split: undefined };
}

/** Sentence starts of the span's last ~2000 characters, from the last sentence backwards. */
function lastSentencesFirst(text: DocumentText, span: { start: number; end: number }): number[] {
  const from = Math.max(span.start, span.end - 2000);
  const starts = sentenceSpans(text, { start: span.start, end: span.end }, from).map((s) => s.start);
  return starts.reverse();
}

/** The first offset at or after `offset` where a word starts (after whitespace), or `end`. */
function nextWordStart(text: DocumentText, offset: number, end: number): number {
  let i = offset;
  while (i < end && !(/\S/.test(text.slice(i, i + 1)) && (i === 0 || /\s/.test(text.slice(i - 1, i))))) i++;
  return i;
}

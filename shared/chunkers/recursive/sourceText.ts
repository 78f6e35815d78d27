// The text R splits for a document, and the way back from offsets in that text to source spans.

import type { ParsedDocument, SourceSpan, Span } from '../../model/types';
import { flatText } from '../../text/documentText';

/** A stretch of the split text and the source it came from; `exact` stretches map offset for offset. */
interface Segment {
  from: number;
  to: number;
  span: Span;
  exact: boolean;
}

export interface SourceText {
  text: string;
  segments: Segment[];
}

/**
 * Plain text, Markdown and page lists are split as their source text (spans are exact). Inputs whose text lives
 * in JSON fields (.blocks.jsonl, MinerU) are split as their blocks' texts joined with a blank line; a chunk then
 * maps to the spans of the blocks it touches. Without such blocks the raw source text is split.
 */
export function sourceTextOf(doc: ParsedDocument): SourceText {
  const fromFields = doc.kind === 'blocks-jsonl' || doc.kind === 'mineru';
  if (!fromFields || doc.blocks.length === 0) {
    return { text: flatText(doc.text), segments: [{ from: 0, to: doc.text.length, span: { start: 0, end: doc.text.length }, exact: true }] };
  }
  const segments: Segment[] = [];
  let text = '';
  for (const block of doc.blocks) {
    if (text) text += '\n\n';
    segments.push({ from: text.length, to: text.length + block.text.length, span: block.span, exact: false });
    text += block.text;
  }
  return { text, segments };
}

/** The source spans of `[start, end)` of the split text, the part before `overlapEnd` marked as overlap. */
export function toSourceSpans(source: SourceText, start: number, end: number, overlapEnd: number): SourceSpan[] {
  const out: SourceSpan[] = [];
  const push = (s: number, e: number, overlap: boolean) => {
    for (const seg of source.segments) {
      if (seg.to <= s || seg.from >= e) continue;
      const span: SourceSpan = seg.exact
        ? { start: seg.span.start + Math.max(s, seg.from) - seg.from, end: seg.span.start + Math.min(e, seg.to) - seg.from }
        : { ...seg.span };
      if (overlap) span.overlap = true;
      const last = out[out.length - 1];
      if (last && last.start === span.start && last.end === span.end) {
        if (!overlap) delete last.overlap;
      } else out.push(span);
    }
  };
  if (overlapEnd > start) push(start, overlapEnd, true);
  push(Math.max(start, overlapEnd), end, false);
  return out;
}

// The pages a document gives the splitter: the items of a page list, or Markdown/text cut at page breaks,
// each with a map from offsets in its text to offsets in the source.

import type { ParsedDocument, Span } from '../../model/types';
import { jsonStringOffsets } from '../../parse/jsonStringOffsets';
import { splitPageBreaks } from '../../parse/pageBreaks';
import { flatText } from '../../text/documentText';

export interface SentencePage {
  /** The page number pipelines record (`page_num`). */
  num: number;
  text: string;
  /** Source offset of page-text offset `i` (`i` may equal the text length). */
  toSource(i: number): number;
}

/** Pages of `doc` in order; a page-list item whose literal cannot be mapped points at its whole literal. */
export function pagesOf(doc: ParsedDocument): SentencePage[] {
  if (doc.kind !== 'pages') {
    const text = flatText(doc.text);
    return splitPageBreaks(text).map((span, num) => ({
      num,
      text: text.slice(span.start, span.end),
      toSource: (i) => span.start + i,
    }));
  }
  return doc.blocks
    .filter((b) => b.kind === 'page')
    .map((b) => {
      const literal = (b.meta?.textSpan as Span | undefined) ?? b.span;
      const offsets = jsonStringOffsets(flatText(doc.text), literal.start);
      const toSource = offsets && offsets.length === b.text.length + 1 ? (i: number) => offsets[i] : (i: number) => (i === 0 ? literal.start : literal.end);
      return { num: b.page ?? b.index, text: b.text, toSource };
    });
}

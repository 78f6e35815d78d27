// Splits Markdown or plain text into pages at form feeds and `<!-- PageBreak -->` markers (as Azure
// Document Intelligence writes them in its Markdown output). The markers are separators, not content.

import type { Span } from '../model/types';

/** A form feed, or a PageBreak comment with the line break that ends its line. */
const PAGE_BREAK = /\f|<!--[ \t]*PageBreak[ \t]*-->(?:\r?\n)?/g;

/**
 * The pages of `text` as source ranges, in order; one range covering everything when there is no break.
 * A break at the very start or end yields an empty page, which callers skip like any blank page.
 */
export function splitPageBreaks(text: string): Span[] {
  const pages: Span[] = [];
  let start = 0;
  for (const m of text.matchAll(PAGE_BREAK)) {
    pages.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  pages.push({ start, end: text.length });
  return pages;
}

// Pages of a Markdown or text document, where it marks them: `<!-- PageBreak -->` comments (as Azure Document
// Intelligence writes them) or form feeds. A page is the text between two markers, numbered from 0.

import type { Span } from '../../model/types';

const PAGE_BREAK = /<!--\s*PageBreak\s*-->|\f/gi;
const PAGE_BREAK_BLOCK = /^\s*<!--\s*PageBreak\s*-->\s*$/i;

/** Offsets where page-break markers start, in order; empty when the document marks no pages. */
export function findPageBreaks(text: string): number[] {
  return [...text.matchAll(PAGE_BREAK)].map((m) => m.index);
}

/** The 0-based page of `offset`: the number of page-break markers that start before it. */
export function pageOfOffset(breaks: readonly number[], offset: number): number {
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every page a span touches, ascending. */
export function pagesOfSpan(breaks: readonly number[], span: Span): number[] {
  const first = pageOfOffset(breaks, span.start);
  const last = pageOfOffset(breaks, Math.max(span.start, span.end - 1));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** True for a block that is only a page-break comment: layout, not content. */
export function isPageBreakBlock(text: string): boolean {
  return PAGE_BREAK_BLOCK.test(text);
}

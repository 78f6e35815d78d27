// ADR-039 `section_pages`: the page number of each section in `section_headings`, in the same order.

import type { Chunk } from '../../model/types';

/**
 * 1-based page numbers (as the ADR's citations print them: "Page 2"), one per entry of `sectionHeadings`,
 * or null when the document marks no pages. The chunk keeps 0-based pages per heading, in order, so
 * repeated headings take their own pages.
 */
export function sectionPagesOf(chunk: Chunk): number[] | null {
  if (!chunk.sectionPages) return null;
  const taken = new Map<string, number>();
  return (chunk.sectionHeadings ?? []).map((heading) => {
    const n = taken.get(heading) ?? 0;
    taken.set(heading, n + 1);
    return (chunk.sectionPages![heading]?.[n] ?? 0) + 1;
  });
}

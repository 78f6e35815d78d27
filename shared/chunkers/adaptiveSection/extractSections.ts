// Section extraction (ADR-039 `extract_sections`): a section is a heading and the blocks up to the next heading
// of any level; the blocks before the first heading form a section without a heading.

import type { Block, ParsedDocument, Span } from '../../model/types';
import { headingTextOf } from '../../parse/markdown';
import type { Tokenizer } from '../../tokenizers';
import { isPageBreakBlock } from './pageOfOffset';
import { trimSpan } from './trimSpan';
import { flatText } from '../../text/documentText';

export interface Section {
  /** Heading text; undefined for the content before the first heading. */
  heading?: string;
  level?: number;
  /** Enclosing headings, outermost first (not including this section's own heading). */
  parentHeadings: string[];
  /** The section's blocks, heading first, without page-break comments at either end. */
  blocks: Block[];
  /** Source range from the first to the last block, without whitespace at its ends. */
  span: Span;
  /** The source slice of `span`: what the section contributes to a chunk. */
  text: string;
  tokens: number;
}

/**
 * Splits the parsed blocks into sections in document order. Page-break comments at a section's edges are
 * layout, not content, and are left out of its span (those inside a section stay in its text); a section with
 * nothing else is dropped.
 */
export function extractSections(doc: ParsedDocument, tokenizer: Tokenizer): Section[] {
  const source = flatText(doc.text);
  const groups: Block[][] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'heading' || !groups.length) groups.push([]);
    groups[groups.length - 1].push(block);
  }
  const sections: Section[] = [];
  for (const group of groups) {
    let first = 0;
    let last = group.length - 1;
    while (first <= last && isMarker(group[first])) first++;
    while (last >= first && isMarker(group[last])) last--;
    if (first > last) continue;
    const blocks = group.slice(first, last + 1);
    const span = trimSpan(source, { start: blocks[0].span.start, end: blocks[blocks.length - 1].span.end });
    const text = source.slice(span.start, span.end);
    const head = group[0].kind === 'heading' ? group[0] : undefined;
    sections.push({
      ...(head ? { heading: headingTextOf(head), level: head.level } : {}),
      parentHeadings: head ? head.headingPath : (blocks[0].headingPath ?? []),
      blocks,
      span,
      text,
      tokens: tokenizer.count(text),
    });
  }
  return sections;
}

function isMarker(block: Block): boolean {
  return block.kind === 'html' && isPageBreakBlock(block.text);
}

// Parses Markdown into typed blocks with exact UTF-16 spans and heading paths, one top-level section at a time
// (markdownSections.ts), long sections one region at a time (markdownRegions.ts), on remark (sectionBlocks.ts).
// Parsed regions are memoised by their text, so an unchanged region is never parsed twice.

import type { Block, ParsedDocument } from '../model/types';
import { parseMarkdownIncremental } from './incrementalMarkdown';
import type { MarkdownDialect } from './dialect';
import type { SectionCache } from './sectionBlock';

export { parseSection, toBlock } from './sectionBlocks';
export type { SectionBlock, SectionCache } from './sectionBlock';

/** Parses a whole Markdown document from scratch (regions found in `cache` are reused). Never throws on user input. */
export function parseMarkdown(text: string, cache?: SectionCache, dialect: MarkdownDialect = 'commonmark'): ParsedDocument {
  return parseMarkdownIncremental(text, undefined, cache, { dialect }).doc;
}

/** The plain text of a heading block. */
export function headingTextOf(block: Block): string {
  return String(block.meta?.headingText ?? '');
}

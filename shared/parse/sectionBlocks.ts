// Parses one section or region of Markdown into section-relative blocks with exact UTF-16 offsets: the blocks
// remark (unified + remark-parse, GFM, YAML/TOML front matter) gives, read from micromark's block events
// (flowEvents.ts, eventBlocks.ts); and places such blocks in a document.

import { detachString } from '../text/detachString';
import type { Block } from '../model/types';
import type { DocumentText } from '../text/documentText';
import { syntaxOf, type MarkdownDialect } from './dialect';
import { parseDialectSection } from './dialectSection';
import { flowBlocks } from './headingLine';
import { excessiveNesting, plainParagraphs } from './nestingGuard';
import type { SectionBlock } from './sectionBlock';

/**
 * Parses one section's text into section-relative blocks. In CommonMark: kinds, spans, parts, heading levels
 * and texts and meta equal to those of remark's top-level nodes (test/bench/compareParsers.ts checks every
 * corpus file); in another dialect, as dialectSection.ts reads it. A region nested too deeply for the parser's
 * work to stay linear is read as plain paragraphs instead (nestingGuard.ts).
 */
export function parseSection(text: string, dialect: MarkdownDialect = 'commonmark'): SectionBlock[] {
  const tooDeep = excessiveNesting(text);
  if (tooDeep) return plainParagraphs(text, tooDeep);
  if (dialect === 'commonmark') return flowBlocks(text);
  return parseDialectSection(text, syntaxOf(dialect));
}

/** Places a section-relative block at `offset` of the document as block number `index` (no heading path yet). */
export function toBlock(b: SectionBlock, offset: number, text: DocumentText, index: number): Block {
  const span = { start: b.start + offset, end: b.end + offset };
  const block: Block = { index, kind: b.kind, span, text: detachString(text.slice(span.start, span.end)), headingPath: [] };
  if (b.level !== undefined) block.level = b.level;
  if (b.parts) block.parts = b.parts.map((p) => ({ start: p.start + offset, end: p.end + offset }));
  if (b.nestedCode) block.nestedCode = b.nestedCode.map((p) => ({ start: p.start + offset, end: p.end + offset }));
  const meta = b.headingText !== undefined ? { ...b.meta, headingText: b.headingText } : b.meta;
  if (meta) block.meta = meta;
  return block;
}

// Parses one section or region of Markdown into section-relative blocks with exact UTF-16 offsets, on unified +
// remark-parse (GFM tables, YAML/TOML front matter); and places such blocks in a document.

import type { Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { detachString } from '../detachString';
import type { Block, BlockKind, Span } from '../model';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);

/** A block of one section, with offsets relative to the section start and no heading path yet. */
export interface SectionBlock {
  kind: BlockKind;
  start: number;
  end: number;
  level?: number;
  headingText?: string;
  parts?: Span[];
  meta?: Record<string, unknown>;
}

/** Memo of parsed regions keyed by region text. */
export type SectionCache = Map<string, SectionBlock[]>;

/** Parses one section's text into section-relative blocks. */
export function parseSection(text: string): SectionBlock[] {
  const tree = processor.parse(text) as Root;
  const out: SectionBlock[] = [];
  for (const node of tree.children) {
    const block = toSectionBlock(node, text);
    if (block) out.push(block);
  }
  return out;
}

function toSectionBlock(node: RootContent, text: string): SectionBlock | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const base = { start, end };
  if ((node.type as string) === 'toml') return { ...base, kind: 'frontMatter', meta: { format: 'toml' } };
  switch (node.type) {
    case 'heading':
      return { ...base, kind: 'heading', level: node.depth, headingText: mdastToString(node).trim() };
    case 'paragraph':
    case 'definition':
    case 'footnoteDefinition':
      return { ...base, kind: 'paragraph' };
    case 'list':
      return {
        ...base,
        kind: 'list',
        parts: node.children.map((item) => spanOf(item)),
        meta: { ordered: node.ordered === true },
      };
    case 'table':
      return { ...base, kind: 'table', parts: node.children.map((row) => spanOf(row)) };
    case 'code':
      return { ...base, kind: 'code', meta: { lang: node.lang ?? undefined, fenced: text[start] !== ' ' } };
    case 'blockquote':
      return { ...base, kind: 'quote', parts: node.children.map((child) => spanOf(child)) };
    case 'html': {
      const comment = /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
      return { ...base, kind: 'html', meta: { comment } };
    }
    case 'thematicBreak':
      return { ...base, kind: 'thematicBreak' };
    case 'yaml':
      return { ...base, kind: 'frontMatter', meta: { format: 'yaml' } };
    default:
      return { ...base, kind: 'paragraph' };
  }
}

function spanOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Span {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}

/** Places a section-relative block at `offset` of the document as block number `index` (no heading path yet). */
export function toBlock(b: SectionBlock, offset: number, text: string, index: number): Block {
  const span = { start: b.start + offset, end: b.end + offset };
  const block: Block = { index, kind: b.kind, span, text: detachString(text.slice(span.start, span.end)), headingPath: [] };
  if (b.level !== undefined) block.level = b.level;
  if (b.parts) block.parts = b.parts.map((p) => ({ start: p.start + offset, end: p.end + offset }));
  const meta = b.headingText !== undefined ? { ...b.meta, headingText: b.headingText } : b.meta;
  if (meta) block.meta = meta;
  return block;
}

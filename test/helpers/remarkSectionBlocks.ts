// The reference for parseSection: the blocks of one region read from remark's mdast (unified + remark-parse,
// GFM, YAML/TOML front matter), as chunklens built them before it read micromark's events directly. Tests and
// the bench's `parsers` check compare the product's parse against it.

import { isCommentsOnly } from '../../shared/parse/eventBlocks';
import type { Node, Parent, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Span } from '../../shared/model/types';
import type { SectionBlock } from '../../shared/parse/sectionBlock';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);

/** The blocks remark gives for `text`: one per top-level mdast node, offsets relative to `text`. */
export function parseSectionWithRemark(text: string): SectionBlock[] {
  const tree = processor.parse(text) as Root;
  return tree.children.flatMap((node) => {
    const block = toSectionBlock(node, text);
    return block ? [block] : [];
  });
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
      return withNestedCode({ ...base, kind: 'list', parts: itemSpans(node.children.map(spanOf)), meta: { ordered: node.ordered === true } }, node);
    case 'table':
      return { ...base, kind: 'table', parts: node.children.map(spanOf) };
    case 'code':
      // remark's code node carries no fence flag: a fenced block's text opens with its fence, an indented one's with its indent.
      return { ...base, kind: 'code', meta: { lang: node.lang ?? undefined, fenced: text[start] === '`' || text[start] === '~' } };
    case 'blockquote':
      return withNestedCode({ ...base, kind: 'quote', parts: node.children.map(spanOf) }, node);
    case 'html':
      return { ...base, kind: 'html', meta: { comment: isCommentsOnly(node.value) } };
    case 'thematicBreak':
      return { ...base, kind: 'thematicBreak' };
    case 'yaml':
      return { ...base, kind: 'frontMatter', meta: { format: 'yaml' } };
    default:
      return { ...base, kind: 'paragraph' };
  }
}

/** `block` with the spans of the code nodes anywhere inside `node`, when there are any. */
function withNestedCode(block: SectionBlock, node: Parent): SectionBlock {
  const code: Span[] = [];
  const visit = (n: Node): void => {
    if (n.type === 'code') code.push(spanOf(n));
    else if ('children' in n) for (const child of (n as Parent).children) visit(child);
  };
  for (const child of node.children) visit(child);
  return code.length ? { ...block, nestedCode: code } : block;
}

function spanOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Span {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}

/**
 * List items as remark places them, but an item ends no later than the next one starts: remark ends an item whose last
 * child is a fence the next item closes (no closing fence) after the next item's marker.
 */
function itemSpans(items: Span[]): Span[] {
  return items.map((item, i) => (i + 1 < items.length && item.end > items[i + 1].start ? { ...item, end: items[i + 1].start } : item));
}

/** The first difference between two block lists as a readable line, or undefined when they are equal. */
export function firstBlockDifference(got: SectionBlock[], expected: SectionBlock[]): string | undefined {
  const n = Math.max(got.length, expected.length);
  for (let i = 0; i < n; i++) {
    const a = JSON.stringify(got[i] && normalise(got[i]));
    const b = JSON.stringify(expected[i] && normalise(expected[i]));
    if (a !== b) return `block ${i}: got ${a}, remark ${b}`;
  }
  return undefined;
}

/** Fixed key order, and meta without undefined values, so that equal blocks print equally. */
function normalise(b: SectionBlock): object {
  const meta = b.meta && Object.fromEntries(Object.entries(b.meta).filter(([, v]) => v !== undefined).sort(([x], [y]) => (x < y ? -1 : 1)));
  return { kind: b.kind, start: b.start, end: b.end, level: b.level, headingText: b.headingText, parts: b.parts, nestedCode: b.nestedCode, meta };
}

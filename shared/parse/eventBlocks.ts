// Turns micromark flow events (flowEvents.ts) into section blocks: one per top-level construct, spanning its
// token, which is the span remark gives the mdast node built from it; parts are list items (delimited as
// mdast-util-from-markdown delimits them), table rows and the children of a block quote.

import type { Event, Token } from 'micromark-util-types';
import { decodeString } from 'micromark-util-decode-string';
import type { BlockKind, Span } from '../model/types';
import { HeadingTexts } from './headingText';
import { mdx1JsxBlocks } from './mdx1Blocks';
import type { MarkerMeta } from './markerMeta';
import type { SectionBlock } from './sectionBlock';

/** The kinds of Markdown blocks. */
type MarkdownKind = Exclude<BlockKind, 'content' | 'element' | 'page'>;

/** The block kind of a token that remark turns into a block node, or undefined for any other token. */
function kindOf(type: string): MarkdownKind | undefined {
  switch (type) {
    case 'atxHeading':
    case 'setextHeading':
      return 'heading';
    case 'paragraph':
    case 'definition':
    case 'gfmFootnoteDefinition':
      return 'paragraph';
    case 'listOrdered':
    case 'listUnordered':
      return 'list';
    case 'table':
      return 'table';
    case 'codeFenced':
    case 'codeIndented':
      return 'code';
    case 'blockQuote':
      return 'quote';
    case 'htmlFlow':
    case 'comment':
      return 'html';
    case 'thematicBreak':
      return 'thematicBreak';
    case 'yaml':
    case 'toml':
      return 'frontMatter';
    case 'mdxjsEsm':
    case 'mdxJsxFlowTag':
    case 'mdxFlowExpression':
    case 'mdx1JsxFlow':
      return 'marker';
    default:
      return undefined;
  }
}

/** The blocks of `text` from its flow events, in order, with offsets into `text`. */
export function blocksFromEvents(events: Event[], text: string): SectionBlock[] {
  const headings = new HeadingTexts(text);
  return childNodes(events, 0, events.length).flatMap(([open, close]) => {
    const token = events[open][1];
    if (token.type === 'mdx1JsxFlow') return mdx1JsxBlocks(token.start.offset, token.end.offset, text.slice(token.start.offset, token.end.offset));
    return [toSectionBlock(events, open, close, text, headings)];
  });
}

/** Enter/exit indices of the block nodes directly in events `[from, to)`; `content` tokens are transparent. */
function childNodes(events: Event[], from: number, to: number): Array<[number, number]> {
  const nodes: Array<[number, number]> = [];
  for (let i = from; i < to; i++) {
    const [kind, token] = events[i];
    if (kind === 'exit' || token.type === 'content') continue;
    const close = exitOf(events, i);
    if (kindOf(token.type)) nodes.push([i, close]);
    i = close;
  }
  return nodes;
}

function exitOf(events: Event[], open: number): number {
  const token = events[open][1];
  let i = open + 1;
  while (events[i][1] !== token) i++;
  return i;
}

function spanOf(token: Token): Span {
  return { start: token.start.offset, end: token.end.offset };
}

function toSectionBlock(events: Event[], open: number, close: number, text: string, headings: HeadingTexts): SectionBlock {
  const token = events[open][1];
  const base = spanOf(token);
  const kind = kindOf(token.type) ?? 'paragraph';
  switch (kind) {
    case 'heading': {
      const content = findInside(events, open, close, token.type === 'atxHeading' ? 'atxHeadingText' : 'setextHeadingText');
      const headingText = headings.textOf(base, content && spanOf(content), events, indexInside(events, open, close, 'chunkText'));
      return { ...base, kind, level: headingLevel(events, open, close, text), headingText };
    }
    case 'list':
      return withNestedCode({ ...base, kind, parts: listItemSpans(events, open, close), meta: { ordered: token.type === 'listOrdered' } }, events, open, close);
    case 'table':
      return { ...base, kind, parts: tokensInside(events, open, close, 'tableRow').map(spanOf) };
    case 'quote':
      return withNestedCode({ ...base, kind, parts: childNodes(events, open + 1, close).map(([i]) => spanOf(events[i][1])) }, events, open, close);
    case 'code': {
      const info = token.type === 'codeFenced' ? findInside(events, open, close, 'codeFencedFenceInfo') : undefined;
      return { ...base, kind, meta: { lang: info ? decodeString(text.slice(info.start.offset, info.end.offset)) : undefined, fenced: token.type === 'codeFenced' } };
    }
    case 'html':
      return { ...base, kind, meta: { comment: isCommentsOnly(text.slice(base.start, base.end)) } };
    case 'frontMatter':
      return { ...base, kind, meta: { format: token.type } };
    case 'marker':
      return { ...base, kind, meta: mdxMarkerMeta(token.type, text.slice(base.start, base.end)) };
    case 'paragraph':
    case 'thematicBreak':
      return { ...base, kind };
  }
}

/**
 * Whether an HTML block holds only comments and white space: `<!-- a --> <!-- b -->` is one, while text between or
 * after them (`<!-- old --> Registration is closed. <!-- note -->`) renders, as the block is raw HTML; so does a block
 * whose comment is not closed in it. Linear.
 */
export function isCommentsOnly(html: string): boolean {
  let at = 0;
  for (;;) {
    const open = html.indexOf('<!--', at);
    if (/\S/.test(open < 0 ? html.slice(at) : html.slice(at, open))) return false;
    if (open < 0) return at > 0;
    const close = html.indexOf('-->', open + 4);
    if (close < 0) return false;
    at = close + 3;
  }
}

/** What an MDX flow construct is: an ESM block, a JSX tag (opening, closing or self-closing), an expression or a comment. */
function mdxMarkerMeta(type: string, source: string): MarkerMeta {
  if (type === 'mdxjsEsm') return { syntax: 'esm', role: 'self' };
  if (type === 'mdxFlowExpression') return { syntax: 'expression', role: 'self', ...(MDX_COMMENT.test(source) ? { comment: true } : {}) };
  return { syntax: 'jsx', role: source.startsWith('</') ? 'close' : source.endsWith('/>') ? 'self' : 'open' };
}

/** An MDX expression that holds only a JavaScript block comment (an MDX comment). */
const MDX_COMMENT = /^\{\s*\/\*[\s\S]*\*\/\s*\}$/;

/** `block` with the spans of the code blocks inside it (at any depth), when it has any. */
function withNestedCode(block: SectionBlock, events: Event[], open: number, close: number): SectionBlock {
  const code: Span[] = [];
  for (let i = open + 1; i < close; i++) {
    const [kind, token] = events[i];
    if (kind === 'enter' && (token.type === 'codeFenced' || token.type === 'codeIndented')) code.push(spanOf(token));
  }
  return code.length ? { ...block, nestedCode: code } : block;
}

function tokensInside(events: Event[], open: number, close: number, type: string): Token[] {
  const found: Token[] = [];
  for (let i = open + 1; i < close; i++) if (events[i][0] === 'enter' && events[i][1].type === type) found.push(events[i][1]);
  return found;
}

function findInside(events: Event[], open: number, close: number, type: string): Token | undefined {
  const i = indexInside(events, open, close, type);
  return i < close ? events[i][1] : undefined;
}

/** The index of the first event of a `type` token between `open` and `close`, or `close` when there is none. */
function indexInside(events: Event[], open: number, close: number, type: string): number {
  let i = open + 1;
  while (i < close && events[i][1].type !== type) i++;
  return i;
}

/** ATX: the length of the opening `#` run; setext: 1 for a `=` underline, 2 for `-`. */
function headingLevel(events: Event[], open: number, close: number, text: string): number {
  if (events[open][1].type === 'atxHeading') {
    const sequence = findInside(events, open, close, 'atxHeadingSequence');
    return sequence ? sequence.end.offset - sequence.start.offset : 1;
  }
  const underline = findInside(events, open, close, 'setextHeadingLineSequence');
  return underline && text[underline.start.offset] === '=' ? 1 : 2;
}

/** Tokens an item's end moves back over: line endings and the container prefixes of the lines between. */
const ITEM_TAIL = new Set(['lineEnding', 'lineEndingBlank', 'linePrefix', 'blockQuotePrefix', 'blockQuotePrefixWhitespace', 'blockQuoteMarker', 'listItemIndent']);

/**
 * The items of the list at events `[open, close]`: an item starts at its marker (a `listItemPrefix` of this
 * list, not of a list or quote inside it) and ends where the next item or the list ends, moved back to the
 * first of the line endings that precede that point.
 */
function listItemSpans(events: Event[], open: number, close: number): Span[] {
  const items: Span[] = [];
  let depth = -1;
  let start: number | undefined;
  for (let i = open; i <= close; i++) {
    const [kind, token] = events[i];
    if (token.type === 'listOrdered' || token.type === 'listUnordered' || token.type === 'blockQuote') depth += kind === 'enter' ? 1 : -1;
    const itemStart = depth === 0 && kind === 'enter' && token.type === 'listItemPrefix';
    if (!itemStart && i !== close) continue;
    if (start !== undefined) items.push({ start, end: itemEnd(events, i, itemStart) });
    if (itemStart) start = token.start.offset;
  }
  return items;
}

/**
 * Where an item ends that the event at `at` follows: the next item's marker (`nextItem`) or the list's exit. With no
 * line ending right before it (the item's last child is a fence the next item closes, whose text holds the line
 * endings), an item ends where the next one starts.
 */
function itemEnd(events: Event[], at: number, nextItem: boolean): number {
  let firstLineEnding: number | undefined;
  for (let i = at - 1; i >= 0; i--) {
    const [kind, token] = events[i];
    if (!ITEM_TAIL.has(token.type)) break;
    if (kind === 'enter' && (token.type === 'lineEnding' || token.type === 'lineEndingBlank')) firstLineEnding = i;
  }
  if (firstLineEnding !== undefined) return events[firstLineEnding][1].start.offset;
  return nextItem ? events[at][1].start.offset : events[at][1].end.offset;
}

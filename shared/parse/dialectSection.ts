// Parses one region of Markdown in a dialect: container marker lines and template tag lines become `marker`
// blocks, template code blocks (`{% highlight %}`) `code` blocks, container bodies are parsed as the blocks they
// contain (at their exact source offsets), MDX is read with micromark's MDX extensions, GitHub alerts (and
// Obsidian callouts of any type, DocFX `[!div]` navigation) are marked on their quote, heading text is the plain
// text a site shows (headingPlainText.ts; attribute lists and trailing template tags left out), and in MkDocs a
// heading that is an autodoc instruction (`## ::: module`) is marked, as is an empty `#` in MkDocs (EMPTY_TOP_HEADING).
//
// A region that is not valid MDX is read as CommonMark (and still chunked); its first block says why, and
// CK100 reports it there. MDX 1 is read with its JSX and ESM blocks (mdx1Flow.ts), and an ESM block that is
// not JavaScript says so (mdx1Blocks.ts).

import type { SectionBlock } from './sectionBlock';
import { readHeadingsAsPythonMarkdown } from './pythonMarkdownHeadings';
import { findContainerSegments, mayHoldContainers } from './containerLines';
import { dedentBody } from './dedent';
import type { DialectSyntax } from './dialect';
import { blocksFromEvents } from './eventBlocks';
import { parseFlowEvents } from './flowEvents';
import { flowBlocks } from './headingLine';
import { siteHeadingText } from './headingPlainText';
import { markInvalidEsm } from './mdx1Blocks';
import { withoutTrailingTags } from './templateTags';
import { AnalysisStopped, checkTimeBudget } from '../engine/timeBudget';

/** Containers nested deeper than this are read as plain Markdown (bounded work on pathological indentation). */
const MAX_CONTAINER_DEPTH = 16;

/** GitHub alert types, as the first line of a block quote (`> [!NOTE]`). */
const ALERT = /^ {0,3}>[ \t]?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

/** An Obsidian callout: any type word, an optional fold sign (`-` folded, `+` unfolded) and an optional title. */
const CALLOUT = /^ {0,3}>[ \t]?\[!([A-Za-z][\w-]*)\]([-+]?)/;

/** A DocFX `> [!div class="nextstepaction"]` quote: links to the next pages, navigation rather than content. */
const DOCFX_DIV = /^ {0,3}>[ \t]?\[!div\b[ \t]*([^\]\n]*)\]/i;

/** An attribute list at the end of a heading: `{ #id .class key=value }` (MkDocs, Docusaurus, VitePress). */
const HEADING_ATTRIBUTES = /\s*\{:?\s*(?:[#.][\w:-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+))(?:\s+(?:[#.][\w:-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+)))*\s*\}\s*$/;

/**
 * mkdocstrings' autodoc instruction written as a heading (`## ::: package.module`): the heading level of the
 * object's documentation, which mkdocstrings renders under it from the source code (its pattern is
 * `^(#{1,6} *|)::: ?name *$`). Such a heading's content is generated, never written under it.
 */
const HEADING_AUTODOC = /^::: ?(\S.*?)$/;

/**
 * An ATX level-1 heading with no text (`#` alone). MkDocs Material writes the page's title as an `h1` only when the
 * page's HTML holds none, so writers put an empty `#` on a landing page to show no title at all (the theme's
 * maintainer answers that CSS does the same; squidfunk/mkdocs-material#2163): marked `hidesPageTitle`.
 */
const EMPTY_TOP_HEADING = /^ {0,3}#(?:[ \t]+#*)?[ \t]*$/;

/** The blocks of one region in the dialect described by `syntax`, with offsets into `text`. */
export function parseDialectSection(text: string, syntax: DialectSyntax): SectionBlock[] {
  checkTimeBudget();
  const blocks = parseContainers(text, syntax, 0);
  for (const block of blocks) annotate(block, text, syntax);
  return blocks;
}

function parseContainers(text: string, syntax: DialectSyntax, depth: number): SectionBlock[] {
  if (depth >= MAX_CONTAINER_DEPTH || !mayHoldContainers(text, syntax)) return parseFlow(text, syntax);
  const blocks: SectionBlock[] = [];
  for (const segment of findContainerSegments(text, syntax)) {
    switch (segment.type) {
      case 'markdown': {
        const offset = segment.start;
        for (const b of parseFlow(text.slice(segment.start, segment.end), syntax)) blocks.push(moved(b, (o) => o + offset));
        break;
      }
      case 'marker':
        blocks.push({ kind: 'marker', start: segment.start, end: segment.end, meta: segment.meta });
        break;
      case 'code':
        blocks.push({ kind: 'code', start: segment.start, end: segment.end, meta: { lang: segment.lang, fenced: true } });
        break;
      case 'formula':
        blocks.push({ kind: 'paragraph', start: segment.start, end: segment.end });
        break;
      case 'body': {
        const body = dedentBody(text.slice(segment.start, segment.end), segment.columns);
        const offset = segment.start;
        for (const b of parseContainers(body.text, syntax, depth + 1)) blocks.push(moved(segment.fenced && b.kind === 'heading' ? { kind: 'paragraph', start: b.start, end: b.end } : b, (o) => offset + body.toSource(o)));
        break;
      }
    }
  }
  return blocks;
}

/** The blocks of `text` read as MDX whose expressions acorn parses, or undefined when that does not parse either. */
function javaScriptMdxBlocks(text: string): SectionBlock[] | undefined {
  try {
    return blocksFromEvents(parseFlowEvents(text, 'mdx-javascript'), text);
  } catch (error) {
    if (error instanceof AnalysisStopped) throw error;
    return undefined;
  }
}

/** The blocks micromark reads in `text`; MDX that does not parse is read as CommonMark, and says so. */
function parseFlow(text: string, syntax: DialectSyntax): SectionBlock[] {
  if (syntax.jsxBlocks) {
    const blocks = blocksFromEvents(parseFlowEvents(text, 'mdx1'), text);
    markInvalidEsm(blocks, text);
    return blocks;
  }
  if (!syntax.mdx) {
    const blocks = flowBlocks(text);
    return syntax.pythonMarkdownHeadings ? readHeadingsAsPythonMarkdown(blocks, text) : blocks;
  }
  try {
    return blocksFromEvents(parseFlowEvents(text, 'mdx'), text);
  } catch (error) {
    if (error instanceof AnalysisStopped) throw error;
    // Braces that only balance when a string in an expression is read as JavaScript (`{{__html: 'f() {'}}`): the
    // reference parses expressions with acorn, so where that reading holds, the text is valid MDX.
    const javaScript = javaScriptMdxBlocks(text);
    if (javaScript) return javaScript;
    const blocks = blocksFromEvents(parseFlowEvents(text), text);
    const at = errorOffset(error);
    const holder = blocks.find((b) => b.end >= at) ?? blocks[blocks.length - 1];
    if (holder) holder.meta = { ...holder.meta, parseProblem: `Not valid MDX, read as CommonMark here: ${reasonOf(error)}` };
    return blocks;
  }
}

function errorOffset(error: unknown): number {
  const place = (error as { place?: { offset?: number; start?: { offset?: number } } }).place;
  return place?.offset ?? place?.start?.offset ?? 0;
}

function reasonOf(error: unknown): string {
  const reason = (error as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : error instanceof Error ? error.message : String(error);
}

function moved(b: SectionBlock, map: (offset: number) => number): SectionBlock {
  const block: SectionBlock = { ...b, start: map(b.start), end: map(b.end) };
  if (b.parts) block.parts = b.parts.map((p) => ({ start: map(p.start), end: map(p.end) }));
  if (b.nestedCode) block.nestedCode = b.nestedCode.map((p) => ({ start: map(p.start), end: map(p.end) }));
  return block;
}

function annotate(block: SectionBlock, text: string, syntax: DialectSyntax): void {
  if (block.kind === 'quote' && syntax.annotations) {
    const head = text.slice(block.start, Math.min(block.end, block.start + 200));
    const alert = ALERT.exec(head);
    const callout = syntax.obsidian ? CALLOUT.exec(head) : null;
    const div = syntax.docfx ? DOCFX_DIV.exec(head) : null;
    if (alert) block.meta = { ...block.meta, alert: alert[1].toLowerCase() };
    else if (callout) block.meta = { ...block.meta, alert: callout[1].toLowerCase(), ...(callout[2] ? { fold: callout[2] === '-' ? 'folded' : 'unfolded' } : {}) };
    else if (div) block.meta = { ...block.meta, navigation: div[1].trim() || 'div' };
  } else if (block.kind === 'heading') {
    const plain = siteHeadingText(text.slice(block.start, block.end));
    if (plain !== undefined) block.headingText = plain;
    if (block.headingText?.endsWith('}')) block.headingText = withoutTrailingTags(block.headingText.replace(HEADING_ATTRIBUTES, ''), syntax);
    const autodoc = syntax.mkdocs && block.headingText ? HEADING_AUTODOC.exec(block.headingText) : null;
    if (autodoc) block.meta = { ...block.meta, autodoc: autodoc[1] };
    if (syntax.mkdocs && EMPTY_TOP_HEADING.test(text.slice(block.start, block.end))) block.meta = { ...block.meta, hidesPageTitle: true };
  }
}

// Finds the lines of dialect containers in a region of Markdown, outside fenced code: `:::` and `///` marker
// lines, MkDocs admonitions, tabs and autodoc blocks with their indented bodies, snippet lines. What lies
// between them is plain Markdown of the dialect, parsed on its own, so that a marker line neither joins a
// paragraph nor hides the body as indented code.
//
// Markers are recognised line by line: a region may begin inside a container, and a marker line means the
// same wherever it stands. Markers indented inside a list item are not recognised (they stay part of the item).
// Template tags (templateTags.ts) are read here too: a tag that may open a body opens one when a closer of its
// name follows in the region or the line under it is not blank, and stands alone otherwise. A code or comment
// block (`{% highlight %}`, `{% comment %}`) is followed to its closer, as the line tracker follows it, so no
// region starts inside one; a `{% raw %}` body is followed to its closer within the region. Site families' own
// block syntax (DocFX, Obsidian, MyST) is asked about each line first, at one dispatch point (siteSyntax.ts).

import type { DialectSyntax } from './dialect';
import type { ContainerSegment } from './containerSegment';
import type { MarkerMeta, MarkerSyntax } from './markerMeta';
import { newSiteScan, type SourceLine } from './siteMatch';
import { mayHoldSiteSyntax, siteSyntaxAt } from './siteSyntax';
import { mayHoldTemplateTags, opaqueBlockAt, tagMarkerAt, type OpaqueBlock } from './templateTags';
import { MdxFlowLines } from './mdxFlowLines';

const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const FENCE_END = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;

/** MkDocs constructs whose body is the indented lines that follow. */
const INDENTED_OPENERS: Array<[RegExp, MarkerSyntax]> = [
  [/^!!![+]?[ \t]+\S/, 'admonition'],
  [/^\?\?\?[+]?[ \t]+\S/, 'details'],
  [/^===[!+]{0,2}[ \t]+\S/, 'tab'],
  [/^:::[ \t]+[\w.:-]+[ \t]*$/, 'autodoc'],
];
const BLOCK_OPEN = /^\/{3,}[ \t]*[\w-]/;
const BLOCK_CLOSE = /^\/{3,}[ \t]*$/;
const SNIPPET = /^[ \t]*-{2,}8<-{2,}/;
/** mkdocs-include-markdown-plugin's include on a line of its own: `{! include-markdown "../includes/path.md" !}`, `{! include "x.md" !}`. */
const INCLUDE_MARKDOWN = /^[ \t]*\{!\s*include(?:-markdown)?\s+["'][^"'\n]+["'][^\n]*!\}[ \t]*$/;
const COLON_OPEN = /^ {0,3}:{3,}[ \t]*[A-Za-z]/;
const COLON_CLOSE = /^ {0,3}:{3,}[ \t]*$/;

const MKDOCS_SIGN = /^(?:!!!|\?\?\?|===|:::|\/\/\/|[ \t]*-{2,}8<|[ \t]*\{!)/m;
const COLON_SIGN = /^ {0,3}:::/m;

/** Whether `text` may hold a container line of `syntax` (false means it certainly holds none). */
export function mayHoldContainers(text: string, syntax: DialectSyntax): boolean {
  return (syntax.mkdocs && MKDOCS_SIGN.test(text)) || (syntax.colonContainers && COLON_SIGN.test(text)) || mayHoldTemplateTags(text, syntax) || mayHoldSiteSyntax(text, syntax);
}

/** Width of a line's indentation in columns (a tab reaches the next multiple of 4). */
export function indentWidth(line: string): number {
  let column = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === ' ') column++;
    else if (line[i] === '\t') column += 4 - (column % 4);
    else return column;
  }
  return Infinity;
}

function isBlank(line: string): boolean {
  return indentWidth(line) === Infinity;
}

type Line = SourceLine;

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const raw = text.slice(start, end);
    lines.push({ start, end, text: raw.endsWith('\r') ? raw.slice(0, -1) : raw });
    if (newline < 0) break;
    start = newline + 1;
  }
  return lines;
}

interface FoundMarker {
  meta: MarkerMeta;
  markerEnd: number;
  bodyEnd?: number;
  pairName?: string;
}

/** The marker a line opens or closes outside a fence, with how far its body reaches (an index of `lines`). */
function markerAt(lines: Line[], i: number, syntax: DialectSyntax): FoundMarker | undefined {
  const line = lines[i].text;
  const tag = tagMarkerAt(lines, i, syntax);
  if (tag) {
    const meta = tag.marker.meta.syntax === 'attributes' ? { ...tag.marker.meta, role: attributesRole(lines, i, tag.end) } : tag.marker.meta;
    return { meta, markerEnd: tag.end, pairName: tag.marker.pairName };
  }
  if (syntax.mkdocs) {
    for (const [pattern, kind] of INDENTED_OPENERS) {
      if (pattern.test(line)) return { meta: { syntax: kind, role: 'open' }, markerEnd: i, bodyEnd: indentedBodyEnd(lines, i) };
    }
    if (BLOCK_CLOSE.test(line)) return { meta: { syntax: 'block', role: 'close' }, markerEnd: i };
    if (BLOCK_OPEN.test(line)) return { meta: { syntax: 'block', role: 'open' }, markerEnd: optionLinesEnd(lines, i) };
    if (SNIPPET.test(line)) return { meta: { syntax: 'snippet', role: 'self' }, markerEnd: i };
    if (INCLUDE_MARKDOWN.test(line)) return { meta: { syntax: 'include', role: 'self' }, markerEnd: i };
  }
  if (syntax.colonContainers) {
    if (COLON_CLOSE.test(line)) return { meta: { syntax: 'container', role: 'close' }, markerEnd: i };
    if (COLON_OPEN.test(line)) return { meta: { syntax: 'container', role: 'open' }, markerEnd: i };
  }
  return undefined;
}

/**
 * A kramdown attribute list belongs to the block right before it, else to the block right after it (kramdown's
 * rule); with blank lines on both sides it stays with what precedes it.
 */
function attributesRole(lines: Line[], i: number, end: number): 'open' | 'close' {
  if (i > 0 && !isBlank(lines[i - 1].text)) return 'close';
  return end + 1 < lines.length && !isBlank(lines[end + 1].text) ? 'open' : 'close';
}

/** The last line of the indented body after the opener at `i` (blank lines inside it included), or `i` when it has none. */
function indentedBodyEnd(lines: Line[], i: number): number {
  let last = i;
  for (let j = i + 1; j < lines.length; j++) {
    if (isBlank(lines[j].text)) continue;
    if (indentWidth(lines[j].text) < 4) break;
    last = j;
  }
  return last;
}

/** A `///` opener's option lines: the indented lines right after it, up to the first blank line. */
function optionLinesEnd(lines: Line[], i: number): number {
  let last = i;
  while (last + 1 < lines.length && !isBlank(lines[last + 1].text) && indentWidth(lines[last + 1].text) >= 4) last++;
  return last;
}

/** Cuts `text` into plain Markdown, marker lines, indented bodies and template code blocks, in order, outside fenced code. */
export function findContainerSegments(text: string, syntax: DialectSyntax): ContainerSegment[] {
  const lines = linesOf(text);
  const segments: ContainerSegment[] = [];
  const openers = new Map<string, PendingOpener[]>();
  let plainStart = 0;
  let fence: { char: string; length: number } | undefined;
  let opaque: { block: OpaqueBlock; from: number } | undefined;
  const templates = mayHoldTemplateTags(text, syntax);
  const scan = newSiteScan();
  // In MDX, an expression, ESM block or HTML comment over several lines holds no marker: `{/*` … `:::info` … `*/}`
  // is one comment, which a container cut out of its middle would break in two.
  const flow = syntax.mdx ? new MdxFlowLines() : undefined;
  const flushPlain = (upTo: number): void => {
    if (upTo > plainStart) segments.push({ type: 'markdown', start: plainStart, end: upTo });
  };
  const after = (i: number): number => (i + 1 < lines.length ? lines[i + 1].start : text.length);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].text;
    if (opaque) {
      if (!opaque.block.closer.test(line)) continue;
      plainStart = closeOpaque(opaque, i, lines, segments, flushPlain) ?? plainStart;
      opaque = undefined;
      continue;
    }
    if (fence) {
      const end = FENCE_END.exec(line);
      if (end && end[1][0] === fence.char && end[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (flow?.isOpen()) {
      flow.feed(line, isBlank(line));
      continue;
    }
    const site = siteSyntaxAt(lines, i, syntax, scan);
    if (site) {
      flushPlain(lines[i].start);
      segments.push(...site.segments);
      i = site.last;
      plainStart = after(i);
      continue;
    }
    const open = FENCE.exec(line);
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = { char: open[1][0], length: open[1].length };
      continue;
    }
    if (flow?.feed(line, false)) continue;
    const block = templates ? opaqueBlockAt(line, syntax) : undefined;
    if (block) {
      opaque = { block, from: i };
      if (!block.standalone) continue;
      flushPlain(lines[i].start);
      if (block.kind === 'raw') segments.push({ type: 'marker', start: lines[i].start, end: lines[i].end, meta: { syntax: 'raw', role: 'open' } });
      plainStart = block.kind === 'raw' ? after(i) : lines[i].start;
      continue;
    }
    const marker = markerAt(lines, i, syntax);
    if (!marker) continue;
    flushPlain(lines[i].start);
    const bodyEnd = marker.bodyEnd ?? marker.markerEnd;
    const hasBody = bodyEnd > marker.markerEnd;
    const meta = hasBody || marker.meta.role !== 'open' || marker.bodyEnd === undefined ? marker.meta : { ...marker.meta, role: 'self' as const };
    segments.push({ type: 'marker', start: lines[i].start, end: lines[marker.markerEnd].end, meta });
    if (marker.pairName !== undefined) pair(openers, marker.pairName, { meta, next: marker.markerEnd + 1 });
    if (hasBody) {
      let first = marker.markerEnd + 1;
      while (isBlank(lines[first].text)) first++;
      segments.push({ type: 'body', start: lines[first].start, end: lines[bodyEnd].end });
    }
    i = bodyEnd;
    plainStart = after(i);
  }
  if (opaque && opaque.block.kind !== 'raw' && opaque.block.standalone) segments.push(opaqueSegment(opaque.block, lines[opaque.from].start, text.length));
  else flushPlain(text.length);
  for (const pending of openers.values()) for (const opener of pending) if (!opensBody(lines, opener.next)) opener.meta.role = 'self';
  return segments;
}

/**
 * Ends the opaque block `opaque` at line `i` (which holds its closer): a code or comment block from its opening
 * line through line `i`, or, for `{% raw %}`, a closing marker when the closer is a line of its own. Returns
 * where plain Markdown resumes, or undefined when the closer's line stays in the Markdown around it.
 */
function closeOpaque(opaque: { block: OpaqueBlock; from: number }, i: number, lines: Line[], segments: ContainerSegment[], flushPlain: (upTo: number) => void): number | undefined {
  const next = i + 1 < lines.length ? lines[i + 1].start : lines[i].end;
  if (opaque.block.kind !== 'raw') {
    segments.push(opaqueSegment(opaque.block, lines[opaque.from].start, lines[i].end));
    return next;
  }
  if (!/^\{%-?\s*endraw\s*-?%\}\s*$/.test(lines[i].text)) return undefined;
  flushPlain(lines[i].start);
  segments.push({ type: 'marker', start: lines[i].start, end: lines[i].end, meta: { syntax: 'raw', role: 'close' } });
  return next;
}

function opaqueSegment(block: OpaqueBlock, start: number, end: number): ContainerSegment {
  if (block.kind === 'code') return { type: 'code', start, end, ...(block.lang ? { lang: block.lang } : {}) };
  return { type: 'marker', start, end, meta: { syntax: block.syntax, role: 'self', comment: true } };
}

interface PendingOpener {
  meta: MarkerMeta;
  /** The line after the opener's last line. */
  next: number;
}

/** Pairs a tag's marker with the latest unclosed opener of its name. */
function pair(openers: Map<string, PendingOpener[]>, name: string, opener: PendingOpener): void {
  const pending = openers.get(name);
  if (opener.meta.role === 'open') {
    if (pending) pending.push(opener);
    else openers.set(name, [opener]);
  } else if (opener.meta.role === 'close') pending?.pop();
}

/**
 * Whether a tag without a closer in the region opens a body: when the line after it is not blank (a body starts
 * right under its opener, a standalone tag stands apart), or when the region ends right after it, where its
 * closer may lie beyond (a heading in its body began a new section).
 */
function opensBody(lines: Line[], next: number): boolean {
  if (next >= lines.length) return true;
  return !isBlank(lines[next].text) || (next === lines.length - 1 && lines[next].text === '');
}

// Finds the lines of dialect containers in a region of Markdown, outside fenced code: `:::` and `///` marker
// lines, MkDocs admonitions, tabs and autodoc blocks with their indented bodies, snippet lines. What lies
// between them is plain Markdown of the dialect, parsed on its own, so that a marker line neither joins a
// paragraph nor hides the body as indented code.
//
// Markers are recognised line by line, without pairing openers and closers: a region may begin inside a
// container, and a marker line means the same wherever it stands. Markers indented inside a list item are not
// recognised (they stay part of the item). Site families' own block syntax (DocFX, Obsidian, MyST) is asked
// about each line first, at one dispatch point (siteSyntax.ts).

import type { DialectSyntax } from './dialect';
import type { MarkerMeta, MarkerSyntax } from './markerMeta';
import { mayHoldSiteSyntax, newSiteScan, siteSyntaxAt, type SourceLine } from './siteSyntax';

/**
 * A stretch of a region: plain Markdown, one marker (a line or several), or a container body (offsets into the
 * region), indented by `columns` (4 when absent) that its lines lose before it is parsed; in a `fenced` body
 * (a MyST directive's) a heading is the container's own title or text, not a heading of the document.
 */
export type ContainerSegment =
  | { type: 'markdown'; start: number; end: number }
  | { type: 'marker'; start: number; end: number; meta: MarkerMeta }
  | { type: 'body'; start: number; end: number; columns?: number; fenced?: true };

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
const COLON_OPEN = /^ {0,3}:{3,}[ \t]*[A-Za-z]/;
const COLON_CLOSE = /^ {0,3}:{3,}[ \t]*$/;

const MKDOCS_SIGN = /^(?:!!!|\?\?\?|===|:::|\/\/\/|[ \t]*-{2,}8<)/m;
const COLON_SIGN = /^ {0,3}:::/m;

/** Whether `text` may hold a container line of `syntax` (false means it certainly holds none). */
export function mayHoldContainers(text: string, syntax: DialectSyntax): boolean {
  return (syntax.mkdocs && MKDOCS_SIGN.test(text)) || (syntax.colonContainers && COLON_SIGN.test(text)) || mayHoldSiteSyntax(text, syntax);
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

/** The marker a line opens or closes outside a fence, with how far its body reaches (an index of `lines`). */
function markerAt(lines: Line[], i: number, syntax: DialectSyntax): { meta: MarkerMeta; bodyEnd?: number; markerEnd: number } | undefined {
  const line = lines[i].text;
  if (syntax.mkdocs) {
    for (const [pattern, kind] of INDENTED_OPENERS) {
      if (pattern.test(line)) return { meta: { syntax: kind, role: 'open' }, markerEnd: i, bodyEnd: indentedBodyEnd(lines, i) };
    }
    if (BLOCK_CLOSE.test(line)) return { meta: { syntax: 'block', role: 'close' }, markerEnd: i };
    if (BLOCK_OPEN.test(line)) return { meta: { syntax: 'block', role: 'open' }, markerEnd: optionLinesEnd(lines, i) };
    if (SNIPPET.test(line)) return { meta: { syntax: 'snippet', role: 'self' }, markerEnd: i };
  }
  if (syntax.colonContainers) {
    if (COLON_CLOSE.test(line)) return { meta: { syntax: 'container', role: 'close' }, markerEnd: i };
    if (COLON_OPEN.test(line)) return { meta: { syntax: 'container', role: 'open' }, markerEnd: i };
  }
  return undefined;
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

/** Cuts `text` into plain Markdown, marker lines and indented bodies, in order, outside fenced code. */
export function findContainerSegments(text: string, syntax: DialectSyntax): ContainerSegment[] {
  const lines = linesOf(text);
  const segments: ContainerSegment[] = [];
  let plainStart = 0;
  let fence: { char: string; length: number } | undefined;
  const scan = newSiteScan();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].text;
    if (fence) {
      const end = FENCE_END.exec(line);
      if (end && end[1][0] === fence.char && end[1].length >= fence.length) fence = undefined;
      continue;
    }
    const site = siteSyntaxAt(lines, i, syntax, scan);
    if (site) {
      if (lines[i].start > plainStart) segments.push({ type: 'markdown', start: plainStart, end: lines[i].start });
      segments.push(...site.segments);
      i = site.last;
      plainStart = i + 1 < lines.length ? lines[i + 1].start : text.length;
      continue;
    }
    const open = FENCE.exec(line);
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = { char: open[1][0], length: open[1].length };
      continue;
    }
    const marker = markerAt(lines, i, syntax);
    if (!marker) continue;
    if (lines[i].start > plainStart) segments.push({ type: 'markdown', start: plainStart, end: lines[i].start });
    const bodyEnd = marker.bodyEnd ?? marker.markerEnd;
    const hasBody = bodyEnd > marker.markerEnd;
    segments.push({ type: 'marker', start: lines[i].start, end: lines[marker.markerEnd].end, meta: hasBody || marker.meta.role !== 'open' || marker.bodyEnd === undefined ? marker.meta : { ...marker.meta, role: 'self' } });
    if (hasBody) {
      let first = marker.markerEnd + 1;
      while (isBlank(lines[first].text)) first++;
      segments.push({ type: 'body', start: lines[first].start, end: lines[bodyEnd].end });
    }
    i = bodyEnd;
    plainStart = i + 1 < lines.length ? lines[i + 1].start : text.length;
  }
  if (plainStart < text.length) segments.push({ type: 'markdown', start: plainStart, end: text.length });
  return segments;
}

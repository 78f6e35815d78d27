// A fence line with an info string inside a fenced code block (```` ```yaml ```` inside a block that ```` ```yaml ````
// opened): a closing fence has no info string, so CommonMark reads the line as code and the block goes on. Either the
// fence above was never closed (an opening written twice, a closing fence lost in an edit, one indented by a tab), and
// the block swallowed the prose after it, or the block shows fenced examples and needs a longer fence (```` ```` ````
// or `~~~`). The prose between reads as code: its chunks carry it as code, and a code-aware splitter keeps it whole.

import type { Block, Span } from '../model/types';
import type { DocumentText } from '../text/documentText';

/**
 * The opening fence of a fenced block with its info string. A bare opening (```` ``` ````) is not read: it is as often
 * the closing fence of a block that a container or an HTML block with `markdown="1"` (kramdown) ended for CommonMark
 * but not for the site, which would make every later fence look stray.
 */
const OPENING = /^([ \t]*)(`{3,}|~{3,})[ \t]*[A-Za-z{]/;
/** A line that would open a fence: a run of three or more of one fence character and an info string (no backticks in it). */
const FENCE_WITH_INFO = /^([ \t]*)(`{3,}|~{3,})[ \t]*([A-Za-z{][^`\n]*)$/;
/**
 * A fence run glued to a string's end (```` ```""" ````, ```` ```" ````, ```` ```') ````): a fenced example written in a
 * string literal of the code (a prompt that asks for code), closed where the string closes.
 */
const STRING_CLOSED_FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*["'][^\n]*$/;
/** An info string whose language word a string literal's quote closes (```` ```python""" ````): the fence is text in a string. */
const INFO_IN_STRING = /^[A-Za-z][\w+-]*["']/;
/** Indentation (columns) that makes a line inside a container indented code, not a fence. */
const INDENTED_CODE = 4;
/** A fence line indented more than this past the opening fence is code in any reading (an example indented under a tab). */
const MAX_EXTRA_INDENT = 3;
/** How far back the start of the opening fence's line is looked for (a list item's or quote's markers before it). */
const LINE_LOOKBACK = 400;
/** Blocks longer than this are not read line by line (the scan stays linear; such blocks are data, not a lost fence). */
const MAX_READ = 200_000;

export interface StrayFence {
  /** The stray line. */
  span: Span;
  /** The line as written, trimmed. */
  line: string;
}

/** The stray fence lines of a block: of a fenced code block, or of each code block nested in a list item or quote. */
export function strayFencesOf(block: Block, text: DocumentText): StrayFence[] {
  const spans = block.kind === 'code' ? (block.meta?.fenced === true ? [block.span] : []) : (block.nestedCode ?? []);
  const found: StrayFence[] = [];
  for (const span of spans) {
    const stray = strayFenceIn(span, text);
    if (stray) found.push(stray);
  }
  return found;
}

/** The first line inside the fenced code block at `span` that looks like a fence with an info string of its fence's character, at least as long. */
function strayFenceIn(span: Span, text: DocumentText): StrayFence | undefined {
  if (span.end - span.start > MAX_READ) return undefined;
  const lines = text.slice(span.start, span.end).split('\n');
  const opening = OPENING.exec(lines[0]);
  if (!opening) return undefined;
  // A nested fenced block's span starts at its fence; one that starts four columns or more before a fence-like line
  // is an indented code block. In the body of an MkDocs admonition, details block or content tab that is how the site
  // writes a fenced example (Python-Markdown indents the body by four): the site reads the fences, so none is stray.
  // Anywhere else the fences are literal text in the code, as CommonMark reads them, and a stray one says so.
  const indent = columnOf(span.start, text) + columns(opening[1]);
  if (columns(opening[1]) >= INDENTED_CODE && inIndentedBody(span.start, indent, text)) return undefined;
  const fence = opening[2];
  // A fence in a string literal of the code (a prompt asking for a fenced answer) opens before the string's glued
  // closing fence, or ends where the string does: CommonMark reads both as code, and the block closes as written.
  let lastStringClose = -1;
  for (let i = lines.length - 2; i > 0 && lastStringClose < 0; i--) if (STRING_CLOSED_FENCE.test(lines[i])) lastStringClose = i;
  let offset = lines[0].length + 1;
  for (let i = 1; i < lines.length - 1; i++) {
    const m = FENCE_WITH_INFO.exec(lines[i]);
    const inString = m !== null && (i < lastStringClose || INFO_IN_STRING.test(m[3]));
    if (m && !inString && m[2][0] === fence[0] && m[2].length >= fence.length && columns(m[1]) <= indent + MAX_EXTRA_INDENT) {
      const start = span.start + offset;
      return { span: { start, end: start + lines[i].length }, line: lines[i].trim() };
    }
    offset += lines[i].length + 1;
  }
  return undefined;
}

/** An MkDocs admonition (`!!! tip "Title"`), a collapsible details block (`??? note`, `???+ note`) or a content tab (`=== "C"`). */
const INDENTED_BODY_OPENER = /^(?:!!!|\?\?\?\+?|===)[ \t]+\S/;
/** How far back the lines before a code block are read for the opener of the body it sits in. */
const BODY_LOOKBACK = 4000;

/**
 * Whether the code at `at` (whose fence-like line stands at column `column`) lies in the body of an admonition, details
 * block or content tab: reading back over blank lines and lines indented at least as far, the first line indented less
 * is such an opener.
 */
function inIndentedBody(at: number, column: number, text: DocumentText): boolean {
  const before = text.slice(Math.max(0, at - BODY_LOOKBACK), at).split('\n');
  // The last piece is the code's own line up to `at` (a list item's marks), not a line above it.
  before.pop();
  for (let i = before.length - 1; i >= 0; i--) {
    const line = before[i];
    if (line.trim() === '') continue;
    const indent = columns(/^[ \t]*/.exec(line)![0]);
    if (indent >= column) continue;
    return INDENTED_BODY_OPENER.test(line.trim());
  }
  return false;
}

/** The columns an indentation takes, a tab to the next multiple of four. */
function columns(indent: string): number {
  let n = 0;
  for (const c of indent) n = c === '\t' ? n + 4 - (n % 4) : n + 1;
  return n;
}

/** The column `at` stands in on its line: a list item's or quote's markers before a fence count as its indentation. */
function columnOf(at: number, text: DocumentText): number {
  const before = text.slice(Math.max(0, at - LINE_LOOKBACK), at);
  return columns(before.slice(before.lastIndexOf('\n') + 1).replace(/[^\t]/g, ' '));
}

// Bounds around the Markdown block parser: micromark's work per line grows with the number of open containers
// (list items, block quotes), so a region nested hundreds of levels deep (`- - - - …` or `> > > …` on one line,
// a staircase of list items each indented two spaces more) costs time superlinear in its size, and so does a
// paragraph in a list item or quote continued lazily (by unindented lines) for thousands of lines. Lines inside an
// HTML block (from a line opening with a block-level tag such as `<p>` or `<td>` to the next blank line), or of a fenced
// code block, open no containers, so a generated reference written as one HTML block with a `1. ` line in a `<p>` is no list. Such a region is
// not parsed as Markdown: it is read as plain paragraphs split at blank lines, and its first block says why
// (CK100 reports it there), so the text is kept, chunked and fixable.
//
// The limits are far above real documentation: on the 41,910 Markdown files of the corpus beside the checkout,
// no line starts with more than 4 container markers, no list item is indented 32 columns or more, and no run of
// unindented lines after a list item or quote line is longer than 22 lines.

import type { SectionBlock } from './sectionBlock';

/** A line starting with more container markers than this is pathological. */
export const MAX_MARKERS_ON_A_LINE = 32;
/** A list item indented at least this many columns is a deep staircase step... */
export const DEEP_ITEM_COLUMNS = 128;
/** ...and a region with more deep steps than this is pathological. */
export const MAX_DEEP_ITEMS = 32;
/** A run of more unindented lines than this right after a list item or quote line is pathological. */
export const MAX_LAZY_LINES = 1_000;

const CONTAINER_MARKER = /[ ]{0,3}(?:>|[-+*]|\d{1,9}[.)])(?:[ \t]+|(?=\r?\n|\r?$))/y;
const THEMATIC_BREAK = /^[ ]{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/;
const LIST_ITEM = /^([ \t]*)(?:[-+*]|\d{1,9}[.)])(?:[ \t]|\r?$)/;
/** A line that starts a CommonMark HTML block of kind 6 (a block-level tag), which runs to the next blank line. */
const HTML_BLOCK_START = /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|\r?$)/i;
const FENCE = /^[ \t>]*(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+)*(?:`{3,}|~{3,})/;
/** A fence at the margin (at most three spaces in), its run of backticks or tildes in group 1. */
const TOP_FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A fence line that can close a block: the run and nothing after it but spaces. */
const CLOSING_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*\r?$/;

/** Why `text` is too deeply nested to parse as Markdown (with its 1-based line), or undefined. Linear in `text`. */
export function excessiveNesting(text: string): string | undefined {
  let deepItems = 0;
  let line = 0;
  let inFence = false;
  let inContainer = false;
  let lazyLines = 0;
  let inHtml = false;
  /** The fence that opened the code block at the margin the line is in, if any. */
  let codeFence: string | undefined;
  for (let start = 0; start < text.length; ) {
    line++;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (inHtml || (!inFence && HTML_BLOCK_START.test(text.slice(start, Math.min(end, start + 64))))) {
      inHtml = !isBlank(text, start, end);
      inContainer = false;
      start = end + 1;
      continue;
    }
    const head = text.slice(start, Math.min(end, start + 64));
    const fenceLine = FENCE.test(head);
    // A line of a fenced code block at the margin opens no container, however many dashes and pluses it starts with
    // (a packet diagram's `+ - - - … - +` rule): its lines are not counted until a fence of the same character, at
    // least as long, closes it. Fences in containers are not followed: their lines are counted as any other.
    const topFence = TOP_FENCE.exec(head)?.[1];
    if (codeFence === undefined) {
      if (topFence !== undefined) codeFence = topFence;
    } else if (topFence !== undefined && topFence[0] === codeFence[0] && topFence.length >= codeFence.length && CLOSING_FENCE.test(text.slice(start, end))) {
      codeFence = undefined;
    }
    const markers = codeFence !== undefined && topFence === undefined ? 0 : countMarkers(text, start, end);
    if (fenceLine) {
      inFence = !inFence;
      inContainer = false;
    } else if (!inFence) {
      if (markers > 0) {
        inContainer = true;
        lazyLines = 0;
      } else if (isBlank(text, start, end)) {
        inContainer = false;
      } else if (inContainer && !isSpace(text.charCodeAt(start)) && ++lazyLines > MAX_LAZY_LINES) {
        return `line ${line} continues a list item or quote by more than ${MAX_LAZY_LINES.toLocaleString('en')} unindented lines`;
      }
    }
    if (markers > MAX_MARKERS_ON_A_LINE) {
      return `line ${line} opens ${markers >= MARKER_SCAN_LIMIT ? `${MARKER_SCAN_LIMIT} or more` : markers} nested containers (more than ${MAX_MARKERS_ON_A_LINE})`;
    }
    if (deepItemAt(text, start, end) && ++deepItems > MAX_DEEP_ITEMS) {
      return `line ${line} is list item number ${deepItems} indented ${DEEP_ITEM_COLUMNS} columns or more (more than ${MAX_DEEP_ITEMS} such items)`;
    }
    start = end + 1;
  }
  return undefined;
}

/** Markers are counted up to this many on a line; past it the line is pathological whatever follows. */
const MARKER_SCAN_LIMIT = MAX_MARKERS_ON_A_LINE + 1;

function countMarkers(text: string, start: number, end: number): number {
  let count = 0;
  CONTAINER_MARKER.lastIndex = start;
  while (count < MARKER_SCAN_LIMIT && CONTAINER_MARKER.lastIndex < end) {
    const at = CONTAINER_MARKER.lastIndex;
    if (!CONTAINER_MARKER.test(text) || CONTAINER_MARKER.lastIndex === at) break;
    count++;
  }
  if (count > MAX_MARKERS_ON_A_LINE && THEMATIC_BREAK.test(text.slice(start, end))) return 0;
  return count;
}

function deepItemAt(text: string, start: number, end: number): boolean {
  let columns = 0;
  let i = start;
  for (; i < end && columns < DEEP_ITEM_COLUMNS; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) columns++;
    else if (c === 0x09) columns += 4 - (columns % 4);
    else return false;
  }
  if (columns < DEEP_ITEM_COLUMNS) return false;
  while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return LIST_ITEM.test(text.slice(i, Math.min(end, i + 12)));
}

/** `text` as plain paragraphs split at blank lines, the first one carrying `problem`. Linear in `text`. */
export function plainParagraphs(text: string, problem: string): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  let paragraphStart = -1;
  let paragraphEnd = -1;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const blank = isBlank(text, start, end);
    if (!blank) {
      if (paragraphStart < 0) paragraphStart = start;
      paragraphEnd = end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
    } else if (paragraphStart >= 0) {
      blocks.push({ kind: 'paragraph', start: paragraphStart, end: paragraphEnd });
      paragraphStart = -1;
    }
    start = end + 1;
  }
  if (paragraphStart >= 0) blocks.push({ kind: 'paragraph', start: paragraphStart, end: paragraphEnd });
  if (blocks.length > 0) blocks[0].meta = { parseProblem: `Nested too deeply to read as Markdown, read as plain text here: ${problem}` };
  return blocks;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

// Where the chunks of a split HTML table (`<table>…</table>`, Markdown in its cells) begin, and what each slice's
// reader is missing there. A strategy cuts an HTML table as text: at the blocks a blank line ends, or line by line
// when one block is over the cap. What a cut costs is read from the text of the rows, not from the tags: a cut
// before a row's closing tags or after its opening tags leaves every cell whole (a slice that starts with `</tr>`
// holds no half record), and only a cut with a row's text on both sides parts a record. Whether the writer could
// turn the table into a Markdown table (which strategies cut between rows) depends on its cells: one paragraph of
// inline text each fits a Markdown cell; lists, several paragraphs, notes in `<div>`s or code blocks do not.

import type { Block, Span } from '../model/types';

/** What the cuts of one split HTML table cost its slices. */
export interface HtmlTableCuts {
  /** Rows of the table (`<tr>` at its own nesting level, not those of a table inside a cell). */
  rows: number;
  /** Whether the table has a header (`<th>` cells, a `<thead>`, or a first row of bold cells), which the slices after the first lack. */
  header: boolean;
  /** A cut with text of one row on both sides. */
  midRow: boolean;
  /** A cut with text of one cell on both sides. */
  midCell: boolean;
  /** Whether a cell holds block content (a list, several paragraphs, a `<div>`, a code block) a Markdown cell cannot. */
  blockCells: boolean;
  /** Whether the table holds any text outside its tags: a table of images alone (a gallery laid out in a grid) holds none. */
  text: boolean;
}

/** An HTML block that is a table: it opens with `<table` (after white space and comments it may start with). */
const HTML_TABLE = /^\s*(?:<!--[\s\S]*?-->\s*)*<table[\s>]/i;
/** A tag or a comment; the text between them is the table's content. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*>/g;
/** Tags whose element is a block a Markdown table cell cannot hold. */
const BLOCK_TAG = /^(?:ul|ol|li|div|pre|table|blockquote|h[1-6]|dl|hr)$/i;
/** A line of a cell that Markdown reads as a block of its own: a list item, a code fence, a quote. */
const MARKDOWN_BLOCK_LINE = /^[ \t]*(?:[-*+][ \t]|\d+[.)][ \t]|```|~~~|>)/m;

/** A cell's inner HTML that is bold as a whole (`<p><strong>Target</strong></p>`): a header cell written as `<td>`. */
const BOLD_CELL = /^\s*(?:<p\b[^>]*>\s*)?(?:<(strong|b)\b[^>]*>[^<]*<\/\1>|\*\*[^*]+\*\*)\s*(?:<\/p>\s*)?$/i;

/** Text that reads as content: not only white space or no-break-space entities. */
function hasText(run: string): boolean {
  return /\S/.test(run.replace(/&nbsp;|&#160;/gi, ''));
}

/** Text pieces of a cell's Markdown after its tags are dropped, split at blank lines: two or more are two paragraphs. */
function isBlockCell(cell: string, paragraphTags: number, blockTags: number): boolean {
  if (blockTags > 0 || paragraphTags > 1 || MARKDOWN_BLOCK_LINE.test(cell.replace(/<[^>]*>/g, ''))) return true;
  return cell.replace(TAG, '').split(/\n[ \t]*\n/).filter(hasText).length > 1;
}

/** One open element (a row or a cell): where its first and last text are, and the cuts that fell inside it. */
interface Open {
  start: number;
  firstText: number;
  lastText: number;
  cuts: number[];
}

function openAt(start: number): Open {
  return { start, firstText: -1, lastText: -1, cuts: [] };
}

/** Whether a cut of `open` has its text on both sides. */
function partsText(open: Open): boolean {
  return open.firstText >= 0 && open.cuts.some((c) => open.firstText < c && c <= open.lastText);
}

/**
 * Reads an HTML table's `text` once, with `cuts` (offsets into it where a slice starts, ascending): its rows,
 * header, whether a cut parts the text of a row or of a cell, and whether a cell holds block content. Linear in
 * the text and the cuts.
 */
export function readHtmlTable(text: string, cuts: readonly number[]): HtmlTableCuts {
  const found: HtmlTableCuts = { rows: 0, header: false, midRow: false, midCell: false, blockCells: false, text: false };
  let depth = 0;
  let row: Open | undefined;
  let cell: (Open & { inner: number; paragraphs: number; blocks: number }) | undefined;
  let next = 0;
  /** Whether every cell of the first row with text is bold, while that row is read (undefined before its first such cell). */
  let boldFirstRow: boolean | undefined;
  const closeCell = (end: number) => {
    if (!cell) return;
    found.midCell ||= partsText(cell);
    found.blockCells ||= isBlockCell(text.slice(cell.start, end), cell.paragraphs, cell.blocks);
    if (found.rows === 1 && cell.firstText >= 0) boldFirstRow = boldFirstRow !== false && BOLD_CELL.test(text.slice(cell.inner, end));
    cell = undefined;
  };
  const closeRow = (end: number) => {
    closeCell(end);
    if (row) found.midRow ||= partsText(row);
    if (found.rows === 1) found.header ||= boldFirstRow === true;
    row = undefined;
  };
  const markText = (first: number, last: number) => {
    for (const open of [row, cell]) {
      if (!open) continue;
      if (open.firstText < 0) open.firstText = first;
      open.lastText = last;
    }
  };
  const passText = (from: number, to: number) => {
    const run = text.slice(from, to);
    if (depth > 0 && hasText(run)) {
      found.text = true;
      markText(from + run.search(/\S/), from + run.trimEnd().length - 1);
    }
    for (; next < cuts.length && cuts[next] <= to; next++) {
      row?.cuts.push(cuts[next]);
      cell?.cuts.push(cuts[next]);
    }
  };
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    const index = m.index!;
    passText(at, index);
    at = index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue;
    const closing = m[1] === '/';
    if (name === 'img') markText(index, index);
    if (cell && !closing && depth === 1 && name === 'p') cell.paragraphs++;
    if (cell && !closing && BLOCK_TAG.test(name)) cell.blocks++;
    if (name === 'table') {
      depth += closing ? -1 : 1;
      if (depth === 0) closeRow(index);
    } else if (depth !== 1) continue;
    else if (name === 'thead' && !closing) found.header = true;
    else if (name === 'tr') {
      closeRow(index);
      if (!closing) {
        found.rows++;
        row = openAt(index);
      }
    } else if (name === 'td' || name === 'th') {
      closeCell(index);
      if (name === 'th') found.header = true;
      if (!closing) cell = { ...openAt(index), inner: index + m[0].length, paragraphs: 0, blocks: 0 };
    }
  }
  passText(at, text.length);
  closeRow(text.length);
  return found;
}

/** How many `<table` minus `</table>` tags a text holds. */
function tableDepthChange(text: string): number {
  let change = 0;
  for (const m of text.matchAll(/<(\/?)table[\s>]/gi)) change += m[1] ? -1 : 1;
  return change;
}

/**
 * The HTML tables of `blocks` as source spans: from a block that opens with `<table` to the block that closes
 * it. A blank line ends a CommonMark HTML block, so a table with Markdown in its cells is several blocks.
 */
export function htmlTableSpans(blocks: readonly Block[]): Span[] {
  const spans: Span[] = [];
  for (let k = 0; k < blocks.length; k++) {
    const open = blocks[k];
    if (open.kind !== 'html' || !HTML_TABLE.test(open.text.slice(0, 2000))) continue;
    let depth = tableDepthChange(open.text);
    let j = k;
    while (depth > 0 && j + 1 < blocks.length && blocks[j + 1].kind !== 'heading') depth += tableDepthChange(blocks[++j].text);
    spans.push({ start: open.span.start, end: blocks[j].span.end });
    k = j;
  }
  return spans;
}

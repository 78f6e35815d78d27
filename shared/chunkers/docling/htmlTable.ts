// docling-core's HTMLTableSerializer (transforms/serializer/html.py at v2.87.1): a table's grid as one line of HTML
// (`<table>`, the captions, `<tbody>`, a `<tr>` per row, a `<th>` or `<td>` per cell at its first place with its
// spans); and its header and body lines for HybridChunker: the text before the first row and the leading rows of
// header cells only (the header), each later row and the text after the last row (the body).

import type { GridCell } from './tableGrid';
import { pyStrip } from './githubTable';

/**
 * The `<tbody>` of the grid, '' when it has no rows: a `<tr>` per row, a `<th>` (a column, row or section header)
 * or `<td>` per cell at its first place, with its spans and `dir="rtl"` for right-to-left text. `content` gives a
 * cell's content (escaped text, or a rich cell's serialisation) and is called for each written cell in order.
 */
export function htmlTableBody(grid: GridCell[][], content: (cell: GridCell) => string): string {
  let body = '';
  grid.forEach((row, i) => {
    body += '<tr>';
    row.forEach((cell, j) => {
      if (cell.rowStart !== i || cell.colStart !== j) return;
      const text = content(cell);
      const tag = cell.columnHeader || cell.rowHeader || cell.rowSection ? 'th' : 'td';
      let open = tag;
      if (cell.rowSpan > 1) open += ` rowspan="${cell.rowSpan}"`;
      if (cell.colSpan > 1) open += ` colspan="${cell.colSpan}"`;
      if (isRightToLeft(text)) open += ' dir="rtl"';
      body += `<${open}>${text}</${tag}>`;
    });
    body += '</tr>';
  });
  return body ? `<tbody>${body}</tbody>` : '';
}

/** Python's `html.escape(text)` (quotes too). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** Characters of the right-to-left bidirectional classes (R, AL): Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms, less their marks and digits. */
const RTL = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]$/u;
const NOT_RTL = /^[\p{M}\u0600-\u0605\u0660-\u066c\u06dd\u06f0-\u06f9\u08e2]$/u;

function rtlChar(ch: string): boolean {
  return RTL.test(ch) && !NOT_RTL.test(ch);
}

/** `get_text_direction(text) == "rtl"`: the first character right-to-left, or more than half of them. */
function isRightToLeft(text: string): boolean {
  if (!text) return false;
  const chars = [...text];
  if (rtlChar(chars[0])) return true;
  let n = 0;
  for (const ch of chars) if (rtlChar(ch)) n++;
  return n > chars.length / 2;
}

/**
 * `HTMLTableSerializer.get_header_and_body_lines`: the text before the first `<tr` (stripped) and the leading rows
 * that have a non-empty `<th>` and no non-empty `<td>` are the header; the rows from the first other row on, and the
 * text after the last `</tr>` (stripped), are the body. No rows: nothing at all.
 */
export function htmlHeaderAndBody(text: string): { header: string[]; body: string[] } {
  const first = text.indexOf('<tr');
  const last = text.lastIndexOf('</tr>');
  if (first === -1 || last === -1) return { header: [], body: [] };
  const end = last + '</tr>'.length;
  const before = pyStrip(text.slice(0, first));
  const rowsText = text.slice(first, end);
  const after = pyStrip(text.slice(end));
  const header = before ? [before] : [];
  let body: string[] = [];
  const starts = occurrences(rowsText, '<tr');
  const rows = parseRows(rowsText);
  for (let i = 0; i < rows.length; i++) {
    const start = i < starts.length ? starts[i] : -1;
    const close = start === -1 ? -1 : rowsText.indexOf('</tr>', start);
    const rowText = close === -1 ? '' : rowsText.slice(start, close + 5);
    const { th, td } = rows[i];
    if (th.length && th.some(Boolean) && td.every((c) => !c)) {
      if (rowText) header.push(rowText);
      continue;
    }
    body = [];
    let from = start === -1 ? 0 : start;
    for (;;) {
      const tr = rowsText.indexOf('<tr', from);
      if (tr === -1) break;
      const trEnd = rowsText.indexOf('</tr>', tr);
      if (trEnd === -1) break;
      body.push(rowsText.slice(tr, trEnd + 5));
      from = trEnd + 5;
    }
    break;
  }
  if (after) body.push(after);
  return { header, body };
}

function occurrences(text: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) out.push(i);
  return out;
}

/**
 * The rows as docling-core's `_SimpleHTMLTableParser` reads them with Python's HTMLParser: a row closes at `</tr>`
 * (a `<tr>` inside a row starts it over), a cell's text is its data up to `</th>` or `</td>`, entities decoded,
 * stripped; comments are skipped.
 */
function parseRows(html: string): Array<{ th: string[]; td: string[] }> {
  const rows: Array<{ th: string[]; td: string[] }> = [];
  let row: { th: string[]; td: string[] } | undefined;
  let cellTag: 'th' | 'td' | undefined;
  let content = '';
  let i = 0;
  let gt = -2;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const dataEnd = lt === -1 ? html.length : lt;
    if (cellTag && dataEnd > i) content += html.slice(i, dataEnd);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (gt === -2 || (gt !== -1 && gt < lt)) gt = html.indexOf('>', lt);
    if (gt === -1) {
      if (cellTag) content += html.slice(lt);
      break;
    }
    TAG_START.lastIndex = lt;
    const m = TAG_START.exec(html);
    if (!m) {
      if (cellTag) content += '<';
      i = lt + 1;
      continue;
    }
    i = gt + 1;
    const name = m[2].toLowerCase();
    if (!m[1]) {
      if (name === 'tr') row = { th: [], td: [] };
      else if ((name === 'th' || name === 'td') && row) {
        cellTag = name;
        content = '';
      }
    } else if (name === 'tr' && row) {
      rows.push(row);
      row = undefined;
    } else if ((name === 'th' || name === 'td') && row) {
      row[name].push(pyStrip(decodeEntities(content)));
      cellTag = undefined;
      content = '';
    }
  }
  return rows;
}

/** A start or end tag's opening and name, matched where a `<` is. */
const TAG_START = /<(\/?)([a-zA-Z][^\s/>]*)/y;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML character references as HTMLParser's `convert_charrefs` decodes the common ones. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (all, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? all;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
  });
}

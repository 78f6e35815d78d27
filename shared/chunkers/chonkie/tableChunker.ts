// chonkie's TableChunker (chonkie 1.6.8 chunker/table.py): a Markdown or HTML table cut into smaller tables of
// whole rows, each repeating the header, by a number of rows (the "row" tokenizer) or of tokens; and
// `chunk_document` of a MarkdownDocument, which adds each table's chunks to the chef's chunks in order.

import type { Tokenizer } from '../../tokenizers';
import { pyStripRange } from '../langchain/pythonText';
import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { codePointLength, codePointOffsets } from './codePoints';
import { parseMarkdown } from './markdownChef';
import type { ChonkieChunk } from './recursiveChunker';

export interface TableChunkerArgs {
  /** Data rows per chunk with the "row" tokenizer, else tokens. */
  chunkSize: number;
  /** Whether the tokenizer is "row" (the default): chunk_size counts data rows. */
  byRows: boolean;
}

/** The separator `_split_markdown_table` inserts before each row and splits at (a "✄" in the table splits too). */
const SEP = '\u2704';

/** Python's `s.lower()` for finding ASCII tags: only ASCII letters change, so offsets stay the same. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/**
 * `TableChunker.chunk(text)`, its indices relative to `table` as chonkie gives them: nothing for a blank text, a
 * Markdown table of fewer than three lines or an HTML table without rows; the table whole when it fits; else
 * chunks of whole data rows after the header (and the HTML footer chonkie writes), indexed by data rows only
 * except the first token-mode chunk, which counts its header, as chonkie does.
 */
export function chunkTable(table: MappedText, args: TableChunkerArgs, tokenizer: Tokenizer): ChonkieChunk[] {
  const [s, e] = pyStripRange(table.text);
  if (s === e) return [];
  const stripped = sliceMapped(table, s, e);
  const lower = asciiLower(table.text);
  let split: { header: MappedText; rows: MappedText[] };
  let footer = '';
  if (lower.includes('<table')) {
    split = splitHtmlTable(stripped);
    footer = lower.includes('</tbody>') ? '</tbody></table>' : '</table>';
    if (split.rows.length < 1) return [];
  } else {
    if (lineCount(stripped.text) < 3) return [];
    split = splitMarkdownTable(stripped);
  }
  const { header, rows } = split;
  const whole = (tokenCount: number): ChonkieChunk[] => [{ content: table, startIndex: 0, endIndex: codePointLength(table.text), tokenCount }];
  const piece = (parts: MappedText[]): MappedText => concatMapped(footer ? [...parts, insertedText(footer)] : parts);
  const length = (parts: MappedText[]): number => parts.reduce((n, p) => n + codePointLength(p.text), 0);
  const out: ChonkieChunk[] = [];
  if (args.byRows) {
    if (rows.length <= args.chunkSize) return whole(rows.length);
    let index = codePointLength(header.text);
    for (let i = 0; i < rows.length; i += args.chunkSize) {
      const group = rows.slice(i, i + args.chunkSize);
      const size = length(group);
      out.push({ content: piece([header, ...group]), startIndex: index, endIndex: index + size, tokenCount: group.length });
      index += size;
    }
    return out;
  }
  const tableCount = tokenizer.count(stripped.text);
  if (tableCount <= args.chunkSize) return whole(tableCount);
  const headerCount = tokenizer.count(header.text);
  const footerCount = footer ? tokenizer.count(footer) : 0;
  const headerLength = codePointLength(header.text);
  let count = headerCount + footerCount;
  let index = 0;
  let current: MappedText[] = [header];
  for (const row of rows) {
    const rowCount = tokenizer.count(row.text);
    if (count + rowCount >= args.chunkSize && current.length > 1) {
      const end = index + length(current) - (out.length === 0 ? 0 : headerLength);
      out.push({ content: piece(current), startIndex: index, endIndex: end, tokenCount: count });
      index = end;
      current = [header, row];
      count = headerCount + footerCount + rowCount;
    } else {
      current.push(row);
      count += rowCount;
    }
  }
  if (current.length > 1) {
    const content = piece(current);
    const size = out.length === 0 ? codePointLength(content.text) : length(current) - headerLength;
    out.push({ content, startIndex: index, endIndex: index + size, tokenCount: count });
  }
  return out;
}

function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * `_split_markdown_table`: pieces cut after every newline followed by `|` (and at every "✄", which is dropped),
 * empty ones left out; the first two are the header (header line and separator line), the rest data rows.
 */
function splitMarkdownTable(table: MappedText): { header: MappedText; rows: MappedText[] } {
  const t = table.text;
  const pieces: MappedText[] = [];
  let from = 0;
  const cut = (to: number, next: number): void => {
    if (to > from) pieces.push(sliceMapped(table, from, to));
    from = next;
  };
  for (let i = 0; i < t.length; i++) {
    if (t[i] === SEP) cut(i, i + 1);
    else if (t[i] === '\n' && t[i + 1] === '|') cut(i + 1, i + 1);
  }
  cut(t.length, t.length);
  return { header: concatMapped(pieces.slice(0, 2)), rows: pieces.slice(2) };
}

/** `_find_html_rows`: each `<tr ...>` to its `</tr>`, searched in order without backtracking. */
function findHtmlRows(m: MappedText, from: number, to: number): MappedText[] {
  const lower = asciiLower(m.text.slice(0, to));
  const rows: MappedText[] = [];
  let pos = from;
  for (;;) {
    const start = lower.indexOf('<tr', pos);
    if (start === -1) break;
    const tagEnd = lower.indexOf('>', start);
    if (tagEnd === -1) break;
    const close = lower.indexOf('</tr>', tagEnd + 1);
    if (close === -1) break;
    rows.push(sliceMapped(m, start, close + 5));
    pos = close + 5;
  }
  return rows;
}

/**
 * `_split_html_table`: with a `<tbody ...>` tag, the header is everything up to it and the rows are those
 * inside it; without one, the rows are all of them and the header is what precedes the first.
 */
function splitHtmlTable(table: MappedText): { header: MappedText; rows: MappedText[] } {
  const t = table.text;
  const lower = asciiLower(t);
  const tbody = lower.indexOf('<tbody');
  if (tbody !== -1) {
    const tagEnd = lower.indexOf('>', tbody);
    if (tagEnd !== -1) {
      const close = lower.indexOf('</tbody>', tagEnd + 1);
      return { header: sliceMapped(table, 0, tagEnd + 1), rows: findHtmlRows(table, tagEnd + 1, close !== -1 ? close : t.length) };
    }
  }
  const rows = findHtmlRows(table, 0, t.length);
  if (rows.length === 0) return { header: table, rows: [] };
  return { header: sliceMapped(table, 0, t.indexOf(rows[0].text)), rows };
}

/**
 * `TableChunker.chunk_document(MarkdownChef().parse(text))`: the chef's chunks (text outside tables, code and
 * images, token counts by code point as the chef's default "character" tokenizer counts), and each table's
 * chunks with indices moved by the table's start, sorted by start index (stably, chef chunks first at a tie).
 */
export function chunkMarkdownTables(text: string, args: TableChunkerArgs, tokenizer: Tokenizer): ChonkieChunk[] {
  const doc = parseMarkdown(text);
  const base = wholeText(text);
  const cp = codePointOffsets(text);
  const chunks: ChonkieChunk[] = doc.chunks.map((r) => {
    const content = sliceMapped(base, r.start, r.end);
    return { content, startIndex: cp(r.start), endIndex: cp(r.end), tokenCount: codePointLength(content.text) };
  });
  for (const t of doc.tables) {
    const offset = cp(t.start);
    for (const c of chunkTable(sliceMapped(base, t.start, t.end), args, tokenizer)) {
      chunks.push({ ...c, startIndex: c.startIndex + offset, endIndex: c.endIndex + offset });
    }
  }
  return chunks.sort((a, b) => a.startIndex - b.startIndex);
}

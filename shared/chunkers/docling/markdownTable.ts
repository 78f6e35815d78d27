// docling-core's MarkdownTableSerializer (transforms/serializer/markdown.py at v2.87.1): a table's grid as a GitHub
// Markdown table (tabulate's "github" format, numeric columns right-aligned), compacted without padding when
// `compact_tables` is set; and its header and body lines, which HybridChunker repeats and splits.

import { type ColumnAlign, githubTable, isNumericColumn } from './githubTable';
import { pythonLines } from './pythonLines';

/**
 * The Markdown table of `rows` (cell texts, the first row the header); '' for no rows. Newlines in a cell become
 * spaces and pipes `&#124;`, so each row stays one line.
 */
export function markdownTableText(rows: string[][], compact: boolean): string {
  if (!rows.length) return '';
  const cells = rows.map((row) => row.map((c) => c.replace(/\n/g, ' ').replace(/\|/g, '&#124;')));
  let aligns: ColumnAlign[] | undefined;
  if (cells.length > 1) aligns = cells[0].map((_, j) => (isNumericColumn(cells.slice(1).map((r) => r[j] ?? '')) ? 'right' : 'left'));
  const text = githubTable(cells[0], cells.slice(1), aligns);
  return compact ? compactTable(text) : text;
}

/** `_compact_table`: each row's cells stripped and joined by " | ", the separator row's dashes as a single "-". */
function compactTable(text: string): string {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line) return;
    const parts = line.split('|').slice(1, -1);
    const compact = i === 1 ? parts.map((p) => separatorMark(p.trim())) : parts.map((p) => p.trim());
    out.push(`| ${compact.join(' | ')} |`);
  });
  return out.join('\n');
}

function separatorMark(p: string): string {
  if (p.startsWith(':') && p.endsWith(':')) return ':-:';
  if (p.startsWith(':')) return ':-';
  if (p.endsWith(':')) return '-:';
  return '-';
}

/**
 * `MarkdownTableSerializer.get_header_and_body_lines`: the row above the first separator row and the separator
 * (the header), the lines after it (the body), each with its line end; no header when there is no separator row
 * or it is the first line (everything is body then).
 */
export function markdownHeaderAndBody(text: string): { header: string[]; body: string[] } {
  const lines = pythonLines(text);
  const sep = lines.findIndex((l) => isSeparatorRow(l.endsWith('\n') ? l.slice(0, -1) : l));
  if (sep <= 0) return { header: [], body: lines };
  return { header: lines.slice(sep - 1, sep + 1), body: lines.slice(sep + 1) };
}

/** `^\|(\s*:?-+:?\s*\|)+\s*$` without backtracking: pipes around cells of dashes with optional colons and spaces. */
function isSeparatorRow(line: string): boolean {
  const end = line.replace(/\s+$/, '');
  if (end.length < 3 || end[0] !== '|' || end[end.length - 1] !== '|') return false;
  const cells = end.slice(1, -1).split('|');
  return cells.every((c) => /^\s*:?-+:?\s*$/.test(c));
}

// python-tabulate 0.10.0's "github" format as docling-core's MarkdownTableSerializer calls it (`disable_numparse`,
// a column alignment per column): every column as wide as its widest cell (its header plus 2), headers as given,
// cells stripped and padded left or right, a row of dashes below the header; and `_column_type`, which docling-core
// uses to right-align numeric columns. Widths are wcwidth's (wide East Asian characters count 2, combining marks 0).

/** Python's `str.isspace` characters, which `str.strip` removes. */
const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');

/** Python's `str.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(STRIP, '');
}

/** A column's alignment: `left` pads on the right, `right` on the left. */
export type ColumnAlign = 'left' | 'right';

/**
 * `tabulate(rows, headers=header, tablefmt="github", disable_numparse=True, colalign=aligns)`: the header row, the
 * dashes, then the rows, joined by "\n". Without `aligns` every column is left-aligned, as tabulate aligns strings.
 */
export function githubTable(header: string[], rows: string[][], aligns?: ColumnAlign[]): string {
  const columns = header.length;
  const align = (j: number): ColumnAlign => aligns?.[j] ?? 'left';
  const cells = rows.map((row) => Array.from({ length: columns }, (_, j) => pyStrip(row[j] ?? '')));
  const widths = header.map((h) => displayWidth(h) + 2);
  for (const row of cells) row.forEach((c, j) => (widths[j] = Math.max(widths[j], displayWidth(c))));
  const line = (row: string[]) => `|${row.map((c, j) => ` ${pad(c, widths[j], align(j))} `).join('|')}|`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`];
  for (const row of cells) out.push(line(row));
  return out.join('\n');
}

/** Pads `text` to `width` display columns (Python's format pads code points, tabulate corrects for their widths). */
function pad(text: string, width: number, align: ColumnAlign): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** wcwidth's `wcswidth`: the display columns of `text`, -1 when it holds a control character. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const w = charWidth(ch.codePointAt(0)!);
    if (w < 0) return -1;
    width += w;
  }
  return width;
}

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\u1160-\u11ff]$/u;

function charWidth(cp: number): number {
  if (cp === 0) return 0;
  if (cp < 32 || (cp >= 0x7f && cp < 0xa0)) return -1;
  if (ZERO_WIDTH.test(String.fromCodePoint(cp))) return 0;
  return isWide(cp) ? 2 : 1;
}

/** East Asian Wide and Fullwidth characters (the ranges wcwidth counts 2). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x231a && cp <= 0x231b) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xa960 && cp <= 0xa97f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe10 && cp <= 0xfe19) ||
    (cp >= 0xfe30 && cp <= 0xfe6f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** The kinds `_column_type` ranks, least generic first (empty values are `none` and leave a column's kind as it is). */
const KIND_RANK = { none: 0, bool: 1, int: 2, float: 3, str: 5 } as const;
type Kind = keyof typeof KIND_RANK;

const INT = /^[+-]?\d(?:_?\d)*$/;
const FLOAT = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const THOUSANDS = /^(?:[+-]?\d{1,3}(?:,\d{3})*(?:\.\d*)?|\.\d+)?$/;

/** `_type(value)` with number parsing on: what Python's int() or float() accept, or a number with thousands commas. */
function kindOf(value: string): Kind {
  if (value === '') return 'none';
  if (value === 'True' || value === 'False') return 'bool';
  const bare = pyStrip(value);
  const thousands = THOUSANDS.test(value);
  if (INT.test(bare) || (thousands && !value.includes('.'))) return 'int';
  if (FLOAT.test(bare) || /^[+-]?(?:inf|infinity|nan)$/i.test(bare)) {
    const finite = Number.isFinite(Number(bare.replace(/_/g, '')));
    if (finite || ['inf', '-inf', 'nan'].includes(value.toLowerCase())) return 'float';
  }
  if (thousands) return 'float';
  return 'str';
}

/** `_column_type(values)`: the least generic kind every value fits, starting from bool. */
export function isNumericColumn(values: string[]): boolean {
  let rank: number = KIND_RANK.bool;
  for (const v of values) rank = Math.max(rank, KIND_RANK[kindOf(v)]);
  return rank === KIND_RANK.int || rank === KIND_RANK.float;
}

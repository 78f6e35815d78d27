// The cell grid of a DoclingDocument table (docling-core's TableData.grid): `num_rows` × `num_cols` cells, each place
// holding the cell that covers it (a spanning cell at every place it spans) or an empty cell of its own.

/** The largest grid read: a bad `num_rows` or `num_cols` must not allocate without end. */
const MAX_GRID_CELLS = 4_000_000;

/** One cell of `data.table_cells` (TableCell, or RichTableCell when it has a `ref` to the items it holds). */
export interface GridCell {
  text: string;
  rowSpan: number;
  colSpan: number;
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
  columnHeader: boolean;
  rowHeader: boolean;
  rowSection: boolean;
  /** A RichTableCell's `ref.$ref`: the item (often a group) whose serialisation is the cell's text. */
  ref?: string;
}

/**
 * The grid of a table's `data`, row by row; undefined when `num_rows` or `num_cols` is 0 (or the grid would be
 * too large to build). Later cells overwrite earlier ones where they overlap, as in docling-core.
 */
export function tableGrid(data: unknown): GridCell[][] | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const numRows = wholeNumber(d.num_rows, 0);
  const numCols = wholeNumber(d.num_cols, 0);
  if (numRows === 0 || numCols === 0 || numRows * numCols > MAX_GRID_CELLS) return undefined;
  const grid: GridCell[][] = Array.from({ length: numRows }, (_, i) => Array.from({ length: numCols }, (_, j) => emptyCell(i, j)));
  for (const raw of Array.isArray(d.table_cells) ? d.table_cells : []) {
    const cell = readCell(raw);
    if (!cell) continue;
    for (let i = Math.min(cell.rowStart, numRows); i < Math.min(cell.rowEnd, numRows); i++) {
      for (let j = Math.min(cell.colStart, numCols); j < Math.min(cell.colEnd, numCols); j++) grid[i][j] = cell;
    }
  }
  return grid;
}

function emptyCell(i: number, j: number): GridCell {
  return { text: '', rowSpan: 1, colSpan: 1, rowStart: i, rowEnd: i + 1, colStart: j, colEnd: j + 1, columnHeader: false, rowHeader: false, rowSection: false };
}

function readCell(raw: unknown): GridCell | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  const ref = c.ref && typeof c.ref === 'object' ? (c.ref as { $ref?: unknown }).$ref : undefined;
  const cell: GridCell = {
    text: typeof c.text === 'string' ? c.text : '',
    rowSpan: wholeNumber(c.row_span, 1),
    colSpan: wholeNumber(c.col_span, 1),
    rowStart: wholeNumber(c.start_row_offset_idx, 0),
    rowEnd: wholeNumber(c.end_row_offset_idx, 0),
    colStart: wholeNumber(c.start_col_offset_idx, 0),
    colEnd: wholeNumber(c.end_col_offset_idx, 0),
    columnHeader: c.column_header === true,
    rowHeader: c.row_header === true,
    rowSection: c.row_section === true,
  };
  if (typeof ref === 'string') cell.ref = ref;
  return cell;
}

/** A non-negative whole number, `fallback` for anything else. */
function wholeNumber(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;
}

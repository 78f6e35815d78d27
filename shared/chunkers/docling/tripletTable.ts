// docling-core's TripletTableSerializer (hierarchical_chunker.py at v2.87.1): a table as `row, column = value`
// sentences, read from the grid TableItem._export_to_dataframe_with_options builds (leading header rows become
// the column names, joined with "."), with its fallbacks for header-only, single-column and blank tables.

/** The largest grid read: a bad `num_rows` or `num_cols` must not allocate without end. */
const MAX_GRID_CELLS = 4_000_000;

/** One cell of a table's `data.table_cells`, as much of it as the grid needs. */
interface Cell {
  text: string;
  columnHeader: boolean;
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
}

/** The triplet text of a table's `data` (`table_cells`, `num_rows`, `num_cols`); '' when it has no cells to say. */
export function tripletTableText(data: unknown): string {
  const frame = dataFrame(data);
  if (!frame) return '';
  const { columns, rows } = frame;
  const names = columns ?? columnsOf(rows[0]?.length ?? 0);
  if (rows.length === 0) return names.map((c) => c.trim()).filter(Boolean).join('. ');
  if (names.length === 0) return '';
  let text: string;
  if (names.length === 1) {
    const colName = rows[0][0].trim();
    const values = rows.slice(1).map((r) => r[0].trim());
    text = values.length ? values.map((v) => `${colName} = ${v}`).join('. ') : colName;
  } else {
    const withHeader = [names, ...rows];
    const rowNames = withHeader.map((r) => r[0].trim());
    const colNames = names.map((c) => c.trim());
    const parts: string[] = [];
    for (let i = 1; i < withHeader.length; i++) {
      for (let j = 1; j < names.length; j++) parts.push(`${rowNames[i]}, ${colNames[j]} = ${withHeader[i][j].trim()}`);
    }
    text = parts.join('. ');
  }
  if (!text) text = rows.flatMap((r) => r.map((v) => v.trim()).filter(Boolean)).join('. ');
  return text;
}

/** pandas' default column names, 0 to n - 1. */
function columnsOf(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i));
}

/** The column names (none without header rows) and the data rows of the table's grid; undefined for no grid. */
function dataFrame(data: unknown): { columns?: string[]; rows: string[][] } | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const numRows = wholeNumber(d.num_rows);
  const numCols = wholeNumber(d.num_cols);
  if (numRows === 0 || numCols === 0 || numRows * numCols > MAX_GRID_CELLS) return undefined;
  const grid: Cell[][] = Array.from({ length: numRows }, (_, i) =>
    Array.from({ length: numCols }, (_, j) => ({ text: '', columnHeader: false, rowStart: i, rowEnd: i + 1, colStart: j, colEnd: j + 1 })),
  );
  for (const raw of Array.isArray(d.table_cells) ? d.table_cells : []) {
    const cell = readCell(raw);
    if (!cell) continue;
    for (let i = Math.min(cell.rowStart, numRows); i < Math.min(cell.rowEnd, numRows); i++) {
      for (let j = Math.min(cell.colStart, numCols); j < Math.min(cell.colEnd, numCols); j++) grid[i][j] = cell;
    }
  }
  let headers = 0;
  while (headers < numRows && grid[headers].some((c) => c.columnHeader)) headers++;
  let columns: string[] | undefined;
  if (headers > 0) {
    columns = new Array<string>(numCols).fill('');
    for (let i = 0; i < headers; i++) {
      grid[i].forEach((cell, j) => {
        columns![j] += columns![j] !== '' ? `.${cell.text}` : cell.text;
      });
    }
  }
  return { columns, rows: grid.slice(headers).map((row) => row.map((c) => c.text)) };
}

function readCell(raw: unknown): Cell | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  return {
    text: typeof c.text === 'string' ? c.text : '',
    columnHeader: c.column_header === true,
    rowStart: wholeNumber(c.start_row_offset_idx),
    rowEnd: wholeNumber(c.end_row_offset_idx),
    colStart: wholeNumber(c.start_col_offset_idx),
    colEnd: wholeNumber(c.end_col_offset_idx),
  };
}

/** A non-negative whole number, 0 for anything else. */
function wholeNumber(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}

// docling-core's TripletTableSerializer (hierarchical_chunker.py at v2.87.1): a table as `row, column = value`
// sentences, read from the grid TableItem._export_to_dataframe_with_options builds (leading header rows become
// the column names, joined with "."), with its fallbacks for header-only, single-column and blank tables.

import { type GridCell, tableGrid } from './tableGrid';

/**
 * The triplet text of a table's `data` (`table_cells`, `num_rows`, `num_cols`); '' when it has no cells to say.
 * `cellText` gives a cell's text (`_get_text`: a rich cell's is the serialisation of the item it refers to).
 */
export function tripletTableText(data: unknown, cellText: (cell: GridCell) => string): string {
  const frame = dataFrame(data, cellText);
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
function dataFrame(data: unknown, cellText: (cell: GridCell) => string): { columns?: string[]; rows: string[][] } | undefined {
  const grid = tableGrid(data);
  if (!grid) return undefined;
  let headers = 0;
  while (headers < grid.length && grid[headers].some((c) => c.columnHeader)) headers++;
  let columns: string[] | undefined;
  if (headers > 0) {
    columns = new Array<string>(grid[0].length).fill('');
    for (let i = 0; i < headers; i++) {
      grid[i].forEach((cell, j) => {
        const text = cellText(cell);
        columns![j] += columns![j] !== '' ? `.${text}` : text;
      });
    }
  }
  return { columns, rows: grid.slice(headers).map((row) => row.map(cellText)) };
}

// Parses a LightRAG `<base>.tables.json` sidecar into a map table id → entry (format, table_header, ...).

/** One table of the sidecar; `table_header` is stored in the table's own format (JSON array or `<thead>`). */
export interface TableEntry {
  id: string;
  format?: string;
  tableHeader?: string;
}

/**
 * Reads the sidecar text. A malformed file yields no tables and one problem message (the caller reports it
 * as CK100 and chunking continues without headers); a malformed entry is skipped with a message.
 */
export function parseTablesSidecar(text: string): { tables: Record<string, TableEntry>; problems: string[] } {
  const tables: Record<string, TableEntry> = {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { tables, problems: [`not valid JSON (${(error as Error).message}); table headers are not recovered`] };
  }
  const list = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).tables : undefined;
  if (typeof list !== 'object' || list === null || Array.isArray(list)) {
    return { tables, problems: ['expected an object with a "tables" object; table headers are not recovered'] };
  }
  const problems: string[] = [];
  for (const [id, entry] of Object.entries(list as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`table "${id}" is not an object; it is skipped`);
      continue;
    }
    const e = entry as Record<string, unknown>;
    const table: TableEntry = { id };
    if (typeof e.format === 'string') table.format = e.format;
    if (typeof e.table_header === 'string' && e.table_header.trim()) table.tableHeader = e.table_header;
    else if (e.table_header !== undefined && e.table_header !== null && typeof e.table_header !== 'string') {
      problems.push(`table "${id}": "table_header" must be a string; the header is not recovered`);
    }
    tables[id] = table;
  }
  return { tables, problems };
}

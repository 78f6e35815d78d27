// Reads CSV as RFC 4180 writes it (pandas' `to_csv` does): comma-separated fields, double quotes around fields
// holding commas, quotes or line breaks, `""` for a quote inside them. One pass over the text, never throws.

/** One record: its fields and the 1-based line it starts on. */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * The records of `text`. A quoted field left open at the end is a problem at the line it opened on (its text
 * up to the end is kept); a quote inside an unquoted field is kept as text, as Python's csv module does.
 */
export function parseCsv(text: string): { records: CsvRecord[]; problems: Array<{ line: number; message: string }> } {
  const records: CsvRecord[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ fields, line: recordLine });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      const next = text.indexOf('"', i);
      const piece = next < 0 ? text.slice(i) : text.slice(i, next);
      field += piece;
      for (let k = piece.indexOf('\n'); k >= 0; k = piece.indexOf('\n', k + 1)) line++;
      i = next < 0 ? text.length : next;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      i++;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) problems.push({ line: quoteLine, message: 'a quoted field is not closed' });
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { records, problems };
}

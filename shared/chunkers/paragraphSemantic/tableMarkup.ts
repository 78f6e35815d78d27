// Reading and writing the single-line `<table …>…</table>` tags of .blocks.jsonl: attributes, format, JSON
// row arrays (serialised like Python's json.dumps, as the reference writes them) and HTML `<tr>` rows.

/** A parsed table tag; `format` comes from the `format` attribute, or is sniffed from the body. */
export interface TableTag {
  attrs: string;
  body: string;
  format?: 'json' | 'html';
  id?: string;
}

const TABLE_TAG = /^<table\s+([^>]*)>([\s\S]*)<\/table>$/;

/** True for a paragraph that is one whole table tag (the only kind TableRowSplit slices). */
export function isTableParagraph(text: string): boolean {
  const t = text.trim();
  return t.startsWith('<table ') && t.endsWith('</table>');
}

export function parseTableTag(text: string): TableTag | undefined {
  const m = TABLE_TAG.exec(text.trim());
  if (!m) return undefined;
  const [, attrs, body] = m;
  const declared = attr(attrs, 'format')?.toLowerCase();
  const sniffed = body.trim().startsWith('[') ? 'json' : body.trim().startsWith('<') ? 'html' : undefined;
  const format = declared === 'json' || declared === 'html' ? declared : declared === undefined ? sniffed : undefined;
  const tag: TableTag = { attrs, body };
  if (format) tag.format = format;
  const id = attr(attrs, 'id');
  if (id) tag.id = id;
  return tag;
}

function attr(attrs: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(attrs)?.[1];
}

/** Serialises JSON like Python's `json.dumps(value, ensure_ascii=False)`: ", " and ": " separators. */
export function pyJsonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One HTML row with the section element (`<thead …>`, `<tbody …>`, `<tfoot …>`) it sits in, if any. */
export interface HtmlRow {
  section?: { name: string; open: string };
  tr: string;
}

const HTML_TOKEN = /\s*(?:<(thead|tbody|tfoot)\b[^>]*>|<\/(thead|tbody|tfoot)\s*>|<tr\b[^>]*>[\s\S]*?<\/tr\s*>)/iy;

/** The `<tr>` rows of an HTML table body, or undefined when the body holds anything but rows and sections. */
export function splitHtmlRows(body: string): HtmlRow[] | undefined {
  const rows: HtmlRow[] = [];
  let section: HtmlRow['section'];
  HTML_TOKEN.lastIndex = 0;
  while (HTML_TOKEN.lastIndex < body.length) {
    if (!body.slice(HTML_TOKEN.lastIndex).trim()) break;
    const at = HTML_TOKEN.lastIndex;
    const m = HTML_TOKEN.exec(body);
    if (!m) return undefined;
    const token = m[0].trim();
    if (m[1]) section = { name: m[1].toLowerCase(), open: token };
    else if (m[2]) section = undefined;
    else rows.push(section ? { section, tr: token } : { tr: token });
    if (HTML_TOKEN.lastIndex === at) return undefined;
  }
  return rows;
}

/** Serialises rows back, re-opening each run of rows in its section element. */
export function serializeHtmlRows(rows: HtmlRow[]): string {
  let out = '';
  for (let i = 0; i < rows.length; i++) {
    const s = rows[i].section;
    if (s && rows[i - 1]?.section !== s) out += s.open;
    out += rows[i].tr;
    if (s && rows[i + 1]?.section !== s) out += `</${s.name}>`;
  }
  return out;
}

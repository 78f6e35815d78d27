// docling-core's table tests of HybridChunker that check properties rather than an expected file
// (test/test_hybrid_chunker.py at v2.87.1, commit 0215808e): split tables repeat their header rows and stay valid
// Markdown, a caption is not repeated, the HTML serializer chunks the technical report, a single rich cell is
// the table's text; and the table serializers' header and body lines.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDoclingDocument } from '../../../../../shared/parse/doclingDocument';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { seededRandom } from '../../../../helpers/randomEdits';
import { repoPath } from '../../../../helpers/repoPath';

type Record_ = { text: string; meta: { headings?: string[]; doc_items: Array<{ self_ref: string }> } };

const REPORT = gunzipSync(readFileSync(repoPath('test/fixtures/docling/2408.09869v3.docling.json.gz'))).toString('utf8');
const COMPACT_MARKDOWN = { table_serializer: 'markdown', markdown_params: { compact_tables: true } };
const SEPARATOR = /^\|(\s*:?-+:?\s*\|)+\s*$/;

/** `docling-hybrid` with `options` on the DoclingDocument `json`: each chunk's record. */
function chunk(json: string, options: Record<string, unknown>, tokenizer: Tokenizer = getTokenizer('bert-base-uncased')): Record_[] {
  const base = findStrategy('docling-hybrid')!;
  const { options: valid, problems } = base.options!.validate(options);
  assert.deepEqual(problems, []);
  const strategy = base.withOptions!(valid);
  const ctx = { tokenizer, budgets: {}, documentId: 'doc' };
  const result = strategy.chunk(parseDoclingDocument(json), ctx);
  assert.deepEqual(result.problems, []);
  return result.chunks.map((c) => strategy.toRecord(c, ctx) as unknown as Record_);
}

const refs = (r: Record_) => r.meta.doc_items.map((i) => i.self_ref);

/** The refs of the tables that appear in more than one chunk. */
function splitTables(records: Record_[]): Set<string> {
  const counts = new Map<string, number>();
  for (const r of records) for (const ref of new Set(refs(r).filter((x) => x.startsWith('#/tables/')))) counts.set(ref, (counts.get(ref) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > 1).map(([ref]) => ref));
}

/** Each chunk holding part of a split table has a separator row right below a table row. */
function assertValidMarkdownTables(records: Record_[], split: Set<string>): void {
  records.forEach((r, i) => {
    if (!refs(r).some((ref) => split.has(ref))) return;
    const lines = r.text.split(/\r\n|\n|\r/);
    const sep = lines.findIndex((l) => SEPARATOR.test(l));
    assert.ok(sep > 0, `chunk ${i} has a separator row below a header: ${JSON.stringify(r.text.slice(0, 200))}`);
    assert.ok(lines[sep - 1].startsWith('|'), `chunk ${i}: the line above the separator is a table row`);
  });
}

/** A DoclingDocument (as docling-core exports it) of `tables` and `texts` under the body, in `order`. */
function doclingJson(parts: { texts?: unknown[]; tables?: unknown[]; groups?: unknown[]; body: string[] }): string {
  return JSON.stringify({
    schema_name: 'DoclingDocument',
    version: '1.8.0',
    name: 'doc',
    furniture: { self_ref: '#/furniture', children: [], content_layer: 'furniture', name: '_root_', label: 'unspecified' },
    body: { self_ref: '#/body', children: parts.body.map((r) => ({ $ref: r })), content_layer: 'body', name: '_root_', label: 'unspecified' },
    groups: parts.groups ?? [],
    texts: parts.texts ?? [],
    pictures: [],
    tables: parts.tables ?? [],
    key_value_items: [],
    form_items: [],
    pages: {},
  });
}

function cell(text: string, row: number, col: number, header = false): Record<string, unknown> {
  return { row_span: 1, col_span: 1, start_row_offset_idx: row, end_row_offset_idx: row + 1, start_col_offset_idx: col, end_col_offset_idx: col + 1, text, column_header: header, row_header: false, row_section: false };
}

describe('docling-core HybridChunker table tests', () => {
  it('repeats the compact Markdown header rows in every chunk of a split table, and keeps every body row (test_chunk_with_repeat_table_header)', () => {
    const records = chunk(REPORT, { max_tokens: 250, ...COMPACT_MARKDOWN });
    const split = splitTables(records);
    assert.ok(split.size > 0);
    for (const table of split) {
      const parts = records.filter((r) => refs(r).includes(table));
      const first = parts[0].text.split('\n');
      const sep = first.findIndex((l) => SEPARATOR.test(l));
      const header = first.slice(sep - 1, sep + 1);
      for (const p of parts) for (const line of header) assert.ok(p.text.includes(line), `${table}: header line ${line} in every piece`);
    }
  });

  it('leaves no blank line between the header row and the separator in any chunk of a split table (test_repeat_table_header_produces_valid_markdown_in_all_chunks)', () => {
    const records = chunk(REPORT, { max_tokens: 250, ...COMPACT_MARKDOWN });
    const split = splitTables(records);
    assert.ok(split.size > 0, 'a table of the report is split at max_tokens=250');
    assertValidMarkdownTables(records, split);
  });

  it('keeps a caption that starts with a pipe in the first chunk only, and repeats the real header row (test_table_caption_not_repeated_in_split_chunks)', () => {
    const caption = '| Table X: caption starting with pipe |';
    const cells = [0, 1, 2].map((c) => cell(`Col${c}`, 0, c, true));
    for (let row = 1; row <= 10; row++) for (let c = 0; c < 3; c++) cells.push(cell(`r${row}c${c}`, row, c));
    const json = doclingJson({
      body: ['#/texts/0', '#/tables/0'],
      texts: [{ self_ref: '#/texts/0', parent: { $ref: '#/body' }, children: [], content_layer: 'body', label: 'caption', prov: [], orig: caption, text: caption }],
      tables: [{ self_ref: '#/tables/0', parent: { $ref: '#/body' }, children: [], content_layer: 'body', label: 'table', prov: [], captions: [{ $ref: '#/texts/0' }], references: [], footnotes: [], data: { table_cells: cells, num_rows: 11, num_cols: 3 } }],
    });
    const records = chunk(json, { max_tokens: 64, repeat_table_header: true, ...COMPACT_MARKDOWN });
    assert.ok(records.length > 1, 'the table is split');
    assert.ok(records[0].text.includes(caption));
    for (const r of records.slice(1)) assert.ok(!r.text.includes(caption), `caption repeated in ${JSON.stringify(r.text)}`);
    assertValidMarkdownTables(records, new Set(['#/tables/0']));
    for (const r of records) assert.match(r.text, /^\| Col0 \| Col1 \| Col2 \|$/m);
  });

  it('chunks the technical report with HTML tables at 64 tokens, each table closed in its last piece (test_html_parser_error_handling)', () => {
    const records = chunk(REPORT, { max_tokens: 64, table_serializer: 'html' });
    assert.ok(records.length > 0);
    const tables = new Set(records.flatMap((r) => refs(r).filter((ref) => ref.startsWith('#/tables/'))));
    assert.ok(tables.size > 0);
    for (const table of tables) {
      const text = records.filter((r) => refs(r).includes(table)).map((r) => r.text).join('').replace(/\s+/g, '');
      assert.ok(text.includes('<tbody><tr>') && text.includes('</tr></tbody></table>'), `${table}: its rows from the first to the closing tag`);
    }
  });

  it('gives a single rich cell the text of the items it refers to, with the table as the only item (test_chunk_single_cell_rich_table)', () => {
    const text = 'Important body text inside layout table';
    const json = doclingJson({
      body: ['#/tables/0'],
      groups: [{ self_ref: '#/groups/0', parent: { $ref: '#/tables/0' }, children: [{ $ref: '#/texts/0' }], content_layer: 'body', name: 'group', label: 'unspecified' }],
      texts: [{ self_ref: '#/texts/0', parent: { $ref: '#/groups/0' }, children: [], content_layer: 'body', label: 'text', prov: [], orig: text, text }],
      tables: [{ self_ref: '#/tables/0', parent: { $ref: '#/body' }, children: [{ $ref: '#/groups/0' }], content_layer: 'body', label: 'table', prov: [], captions: [], references: [], footnotes: [], data: { table_cells: [{ ...cell('', 0, 0), ref: { $ref: '#/groups/0' } }], num_rows: 1, num_cols: 1 } }],
    });
    const records = chunk(json, { max_tokens: 64, merge_peers: true });
    assert.equal(records.length, 1);
    assert.equal(records[0].text, text);
    assert.deepEqual(refs(records[0]), ['#/tables/0']);
  });

  const SERIALIZERS: Array<Record<string, unknown>> = [
    { table_serializer: 'triplet' },
    { table_serializer: 'markdown' },
    { table_serializer: 'markdown', markdown_params: { compact_tables: true } },
    { table_serializer: 'html' },
  ];

  it('keeps every word of a generated table (header rows, spans, a caption) in the chunks, with every serializer and header setting, the same chunks twice', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const json = generatedTable(seed, 6 + seed * 3, 2 + (seed % 4));
      // The data cells' words (the triplet form names no header of the first column).
      const cells = JSON.parse(json).tables[0].data.table_cells as Array<{ text: string; column_header: boolean }>;
      const words = new Set(cells.filter((c) => !c.column_header).flatMap((c) => c.text.match(/[a-z0-9]+/g) ?? []));
      for (const serializer of SERIALIZERS) {
        for (const repeat of [true, false]) {
          // A padded separator row is a token per dash: its header passes max_tokens, and the caption cut (below) applies.
          if (repeat && serializer.table_serializer === 'markdown' && !serializer.markdown_params) continue;
          const options = { max_tokens: 120, repeat_table_header: repeat, ...serializer };
          const records = chunk(json, options);
          const all = records.map((r) => r.text).join(' ');
          for (const w of words) assert.ok(all.includes(w as string), `seed ${seed} ${JSON.stringify(options)}: "${w}" is in no chunk`);
          assert.deepEqual(chunk(json, options), records);
        }
      }
    }
  });

  it('cuts, as docling-core does, the caption\'s length from the start of every later piece when the header lines reach max_tokens', () => {
    // The padded header row and separator of a 3-column table pass 40 tokens: LineBasedTokenChunker chunks the prefix
    // on its own and packs the rows without it, yet HybridChunker still strips len(caption + "\n\n") characters from
    // every piece after the first.
    const json = generatedTable(1, 9, 3);
    const rows = chunk(json, { max_tokens: 40, table_serializer: 'markdown' }).map((r) => r.text).join('\n');
    assert.ok(!rows.includes('w1x0'), 'the first row\'s first cell is cut');
    assert.ok(rows.includes('w1x1'));
  });

  it('chunks a table four times longer with about four times the text read by the tokenizer, with every serializer', () => {
    for (const serializer of SERIALIZERS) {
      const measured = (rows: number) => {
        let chars = 0;
        const inner = getTokenizer('bert-base-uncased');
        // countUpTo stops after limit + 1 word pieces: on these short words it reads at most 16 characters a piece.
        const read = (t: string, limit: number) => Math.min(t.length, (limit + 1) * 16);
        const tokenizer: Tokenizer = { ...inner, count: (t) => ((chars += t.length), inner.count(t)), countUpTo: (t, l) => ((chars += read(t, l)), inner.countUpTo(t, l)), encode: (t) => ((chars += t.length), inner.encode(t)) };
        chunk(generatedTable(7, rows, 4), { max_tokens: 64, ...serializer }, tokenizer);
        return chars;
      };
      const small = measured(300);
      const large = measured(1200);
      assert.ok(large < small * 6, `${JSON.stringify(serializer)}: ${small} characters counted for 300 rows, ${large} for 1200`);
    }
  });
});

/** A DoclingDocument of a paragraph and one table of `rows` × `cols` words and numbers (a header row, some spans, a caption). */
function generatedTable(seed: number, rows: number, cols: number): string {
  const random = seededRandom(seed);
  const pick = (list: string[]) => list[Math.floor(random() * list.length)];
  const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'river', 'stone', 'cloud', '12', '3,456', '7.5', 'n/a'];
  const cells: Array<Record<string, unknown>> = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const span = r > 0 && c === 0 && r + 1 < rows && random() < 0.1 ? 2 : 1;
      if (r > 0 && c === 0 && cells.some((x) => x.start_col_offset_idx === 0 && (x.end_row_offset_idx as number) > r)) continue;
      const text = r === 0 ? `head${c}` : Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(vocabulary)).join(' ') + ` w${r}x${c}`;
      cells.push({ ...cell(text, r, c, r === 0), row_span: span, end_row_offset_idx: r + span });
    }
  }
  return doclingJson({
    body: ['#/texts/0', '#/texts/1', '#/tables/0'],
    texts: [
      { self_ref: '#/texts/0', parent: { $ref: '#/body' }, children: [], content_layer: 'body', label: 'text', prov: [], orig: 'A paragraph before the table.', text: 'A paragraph before the table.' },
      { self_ref: '#/texts/1', parent: { $ref: '#/body' }, children: [], content_layer: 'body', label: 'caption', prov: [], orig: 'Table 1: generated', text: 'Table 1: generated' },
    ],
    tables: [{ self_ref: '#/tables/0', parent: { $ref: '#/body' }, children: [], content_layer: 'body', label: 'table', prov: [], captions: [{ $ref: '#/texts/1' }], references: [], footnotes: [], data: { table_cells: cells, num_rows: rows, num_cols: cols } }],
  });
}


// chonkie's TableChunker and MarkdownChef (chonkie v1.6.8) as chunklens reproduces them: every input of their
// upstream tests (test/fixtures/chonkie/test_table_chunker.json, test_markdown_chef.json) gives the records
// chonkie's own source gives and satisfies the tests' assertions; so do 120 generated Markdown texts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { chunkTable } from '../../../../../shared/chunkers/chonkie/tableChunker';
import { wholeText } from '../../../../../shared/chunkers/mappedText';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

const DIR = repoPath('test/fixtures/chonkie');

interface ChunkRecord {
  text: string;
  start_index: number;
  end_index: number;
  token_count: number;
}

interface ChefOutput {
  chunks: ChunkRecord[];
  tables: Array<Record<string, unknown>>;
  code: Array<Record<string, unknown>>;
  images: Array<Record<string, unknown>>;
}

/** The assertions of an upstream test, by what they check. */
interface Asserts {
  chunk_count?: number;
  min_chunks?: number;
  max_token_count?: number;
  first_is_input?: boolean;
  first_token_count?: number;
  first_contains?: string;
  first_start_index?: number;
  each_contains?: string[];
  each_starts_with?: string;
  all_contains?: string[];
  starts_at_previous_end_after_first?: boolean;
  indices_increasing?: boolean;
  sorted_by_start?: boolean;
  same_pipe_count_per_line?: boolean;
  max_data_rows?: number;
  tables?: number;
  code?: number;
  images?: number;
  min_tables?: number;
  min_code?: number;
  min_images?: number;
  languages?: Array<string | null>;
  indices_inside?: boolean;
}

interface TableCase {
  test: string;
  function: string;
  tokenizer: string;
  chunk_size: number;
  input: string;
  expected: ChunkRecord[];
  asserts: Asserts;
}

interface ChefCase {
  test: string;
  input: string;
  expected: ChefOutput;
  asserts: Asserts;
}

const read = <T>(file: string): { source: { repository: string; path: string; tag: string }; cases: T[] } => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

/** Records of strategy `id` with `options` on `text`, each chunk checked to have source spans. */
function strategyRecords(id: string, options: Record<string, unknown>, text: string): Array<Record<string, unknown>> {
  const base = findStrategy(id)!;
  const { options: valid, problems } = base.options!.validate(options);
  assert.deepEqual(problems, []);
  const strategy = base.withOptions!(valid);
  const ctx = { tokenizer: getTokenizer(strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks, problems: chunkProblems } = strategy.chunk(parseDocument('text', text), ctx);
  assert.deepEqual(chunkProblems, []);
  for (const ch of chunks) assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
  return chunks.map((ch) => {
    const { source_spans: _spans, ...record } = strategy.toRecord(ch, ctx);
    return record;
  });
}

function tableRecords(c: { tokenizer: string; chunk_size: number; input: string; function?: string }): ChunkRecord[] {
  if (c.function === 'TableChunker.chunk') {
    const tokenizer = getTokenizer('chars');
    return chunkTable(wholeText(c.input), { chunkSize: c.chunk_size, byRows: c.tokenizer === 'row' }, tokenizer).map((ch) => ({
      text: ch.content.text,
      start_index: ch.startIndex,
      end_index: ch.endIndex,
      token_count: ch.tokenCount,
    }));
  }
  return strategyRecords('chonkie-table', { tokenizer: c.tokenizer, chunk_size: c.chunk_size }, c.input) as unknown as ChunkRecord[];
}

function chefOutput(text: string): ChefOutput {
  const out: ChefOutput = { chunks: [], tables: [], code: [], images: [] };
  for (const { kind, ...record } of strategyRecords('chonkie-markdown', {}, text)) {
    const list = { chunk: out.chunks, table: out.tables, code: out.code, image: out.images }[kind as string] as Array<Record<string, unknown>>;
    list.push(record);
  }
  return out;
}

function checkTableAsserts(a: Asserts, input: string, records: ChunkRecord[]): void {
  if (a.chunk_count !== undefined) assert.equal(records.length, a.chunk_count);
  if (a.min_chunks !== undefined) assert.ok(records.length >= a.min_chunks, `${records.length} chunks`);
  if (a.max_token_count !== undefined) for (const r of records) assert.ok(r.token_count <= a.max_token_count, `token_count ${r.token_count}`);
  if (a.first_is_input) assert.equal(records[0].text, input);
  if (a.first_token_count !== undefined) assert.equal(records[0].token_count, a.first_token_count);
  if (a.first_contains !== undefined) assert.ok(records[0].text.includes(a.first_contains));
  if (a.first_start_index !== undefined) assert.equal(records[0].start_index, a.first_start_index);
  for (const r of records) {
    for (const s of a.each_contains ?? []) assert.ok(r.text.includes(s), `a chunk lacks ${s}`);
    if (a.each_starts_with !== undefined) assert.ok(r.text.startsWith(a.each_starts_with), 'a chunk lacks the header');
    if (a.max_data_rows !== undefined) assert.ok(r.text.trim().split('\n').length - 2 <= a.max_data_rows);
    if (a.same_pipe_count_per_line) {
      const lines = r.text.trim().split('\n');
      if (lines.length > 2) assert.equal(new Set(lines.map((l) => l.split('|').length)).size, 1);
    }
  }
  const all = records.map((r) => r.text).join('');
  for (const s of a.all_contains ?? []) assert.ok(all.includes(s), `no chunk holds ${s}`);
  for (let i = 1; i < records.length; i++) {
    if (a.starts_at_previous_end_after_first && i > 1) assert.equal(records[i - 1].start_index, records[i - 2].end_index);
    if (a.indices_increasing) assert.ok(records[i - 1].end_index <= records[i].start_index);
    if (a.sorted_by_start) assert.ok(records[i - 1].start_index <= records[i].start_index);
  }
}

function checkChefAsserts(a: Asserts, input: string, out: ChefOutput): void {
  if (a.min_chunks !== undefined) assert.ok(out.chunks.length >= a.min_chunks);
  if (a.tables !== undefined) assert.equal(out.tables.length, a.tables);
  if (a.code !== undefined) assert.equal(out.code.length, a.code);
  if (a.images !== undefined) assert.equal(out.images.length, a.images);
  if (a.min_tables !== undefined) assert.ok(out.tables.length >= a.min_tables);
  if (a.min_code !== undefined) assert.ok(out.code.length >= a.min_code);
  if (a.min_images !== undefined) assert.ok(out.images.length >= a.min_images);
  if (a.languages) assert.deepEqual(out.code.map((c) => c.language), a.languages);
  if (a.indices_inside) {
    const length = Array.from(input).length;
    for (const r of [...out.chunks, ...out.tables, ...out.code, ...out.images] as Array<{ start_index: number; end_index: number }>) {
      assert.ok(r.start_index >= 0 && r.start_index < r.end_index && r.end_index <= length);
    }
    for (const t of out.tables as Array<{ content: string; start_index: number; end_index: number }>) {
      assert.equal(Array.from(input).slice(t.start_index, t.end_index).join(''), t.content);
    }
  }
}

const table = read<TableCase>('test_table_chunker.json');
describe(`${table.source.repository} ${table.source.path} @${table.source.tag} (${table.cases.length} cases)`, () => {
  for (const [i, c] of table.cases.entries()) {
    it(`${c.test} (#${i + 1}, ${c.function}, tokenizer ${c.tokenizer}, chunk_size ${c.chunk_size})`, () => {
      const records = tableRecords(c);
      assert.deepEqual(records, c.expected);
      checkTableAsserts(c.asserts, c.input, records);
    });
  }
});

const chef = read<ChefCase>('test_markdown_chef.json');
describe(`${chef.source.repository} ${chef.source.path} @${chef.source.tag} (${chef.cases.length} cases)`, () => {
  for (const [i, c] of chef.cases.entries()) {
    it(`${c.test} (#${i + 1}) gives MarkdownChef's chunks, tables, code and images`, () => {
      const out = chefOutput(c.input);
      assert.deepEqual(out, c.expected);
      checkChefAsserts(c.asserts, c.input, out);
    });
  }
});

interface GeneratedCase {
  input: string;
  tokenizer: string;
  chunk_size: number;
  table_pipeline: ChunkRecord[];
  chef: ChefOutput;
}

const generated = read<GeneratedCase>('markdown_generated.json');
describe('generated Markdown gives chonkie v1.6.8 outputs', () => {
  it(`TableChunker over MarkdownChef on ${generated.cases.length} texts`, () => {
    for (const [i, c] of generated.cases.entries()) assert.deepEqual(tableRecords(c), c.table_pipeline, `text #${i + 1} ${JSON.stringify(c.input.slice(0, 60))}`);
  });
  it(`MarkdownChef on ${generated.cases.length} texts`, () => {
    for (const [i, c] of generated.cases.entries()) assert.deepEqual(chefOutput(c.input), c.chef, `text #${i + 1} ${JSON.stringify(c.input.slice(0, 60))}`);
  });
});

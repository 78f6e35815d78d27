import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { repoPath } from '../../../helpers/repoPath';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const fixtures = repoPath('test/fixtures/lightrag');
const report = join(fixtures, 'report.blocks.jsonl');

describe('CLI with the LightRAG strategies', () => {
  it('chunks a .blocks.jsonl with paragraph-semantic by default and prints LightRAG records as JSONL', () => {
    const r = run('chunk', report, '--format', 'jsonl');
    assert.equal(r.code, 0, r.err);
    const records = r.out.trim().split('\n').map((l) => JSON.parse(l));
    assert.equal(records.length, 1);
    assert.deepEqual(Object.keys(records[0]), ['tokens', 'content', 'chunk_order_index', 'heading', 'sidecar', 'source_spans']);
    assert.deepEqual(records[0].heading, { level: 1, heading: 'Report', parent_headings: [] });
  });

  it('shows [part n] headings in the text outline', () => {
    const r = run('chunk', report, '--tokenizer', 'chars', '--max-tokens', '160', '--overlap', '10');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /7 chunks · paragraph-semantic · chars/);
    assert.match(r.out, /#3 {2}table +99\/160 tok {2}L3-3 {2}Report \[part 2\]/);
  });

  it('runs recursive on any input with --max-tokens and --overlap, and rejects budgets P does not accept', () => {
    const r = run('chunk', report, '--strategy', 'recursive', '--tokenizer', 'chars', '--max-tokens', '50', '--overlap', '5', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out);
    assert.ok(records.length > 3);
    assert.deepEqual(Object.keys(records[0]), ['tokens', 'content', 'chunk_order_index', 'source_spans']);
    const bad = run('chunk', report, '--strategy', 'paragraph-semantic', '--max-chars', '10');
    assert.equal(bad.code, 2);
  });

  it('reports a malformed line with its line number and a header format mismatch as errors (exit 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-lightrag-'));
    const rows = JSON.stringify(Array.from({ length: 40 }, (_, i) => [`row ${i}`]));
    const lines = ['{"type": "content", "content": "intro", "heading": "H", "level": 1}', '{oops', JSON.stringify({ type: 'content', content: `<table id="t" format="json">${rows}</table>`, heading: 'H', level: 1 })];
    writeFileSync(join(dir, 'doc.blocks.jsonl'), lines.join('\n'));
    writeFileSync(join(dir, 'doc.tables.json'), JSON.stringify({ tables: { t: { format: 'json', table_header: '<thead><tr><th>x</th></tr></thead>' } } }));
    const r = run('chunk', join(dir, 'doc.blocks.jsonl'), '--tokenizer', 'chars', '--max-tokens', '200');
    assert.equal(r.code, 1);
    assert.match(r.err, /doc\.blocks\.jsonl:2:1 error CK100\/malformed-input line 2: not valid JSON/);
    assert.match(r.err, /doc\.blocks\.jsonl:3:1 error CK100\/malformed-input table t: table_header is HTML but the table is JSON/);
    assert.match(r.out, /0 chunks/);
  });
});

describe('CLI with LightRAG F (lightrag-fixed-token)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-lightrag-f-'));
  const doc = join(dir, 'guide.md');
  const text = '# Guide\n\nInstall the tool.\n\n## Use\n\nRun it on every file, then read the report.\n';
  writeFileSync(doc, text);

  it('strategies --format json lists it as lightrag 1.5.5rc1 chunking_by_token_size with o200k_base and the function\'s defaults', () => {
    const row = (JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>).find((x) => x.id === 'lightrag-fixed-token')!;
    assert.deepEqual([row.library, row.language, row.splitter, row.version, row.default_length_function], ['lightrag', 'python', 'chunking_by_token_size', '1.5.5rc1', 'tiktoken o200k_base']);
    assert.deepEqual(row.options, { split_by_character: null, split_by_character_only: false, chunk_overlap_token_size: 100, chunk_token_size: 1200 });
  });

  it('chunk --format json prints LightRAG\'s records {tokens, content, chunk_order_index, _source_span} with source spans, overlap marked', () => {
    const r = run('chunk', doc, '--strategy', 'lightrag-fixed-token', '--tokenizer', 'chars', '--options', '{"chunk_token_size": 30, "chunk_overlap_token_size": 10}', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out) as Array<{ tokens: number; content: string; chunk_order_index: number; _source_span: { start: number; end: number }; source_spans: Array<{ start: number; end: number; overlap?: boolean }> }>;
    assert.deepEqual(records.map((x) => x.content), ['# Guide\n\nInstall the tool.\n\n##', 'tool.\n\n## Use\n\nRun it on ever', 'it on every file, then read th', 'en read the report.']);
    assert.deepEqual(records.map((x) => [x.tokens, x.chunk_order_index]), [[30, 0], [30, 1], [30, 2], [20, 3]]);
    for (const x of records) assert.equal(text.slice(x._source_span.start, x._source_span.end), x.content);
    assert.deepEqual(records[1].source_spans, [{ start: 21, end: 30, overlap: true }, { start: 30, end: 50 }]);
  });

  it('split_by_character_only with a piece over chunk_token_size is LightRAG\'s ChunkTokenLimitExceededError, a CK100 error at the piece (exit 1)', () => {
    const r = run('chunk', doc, '--strategy', 'lightrag-fixed-token', '--options', '{"split_by_character": "\\n\\n", "split_by_character_only": true, "chunk_token_size": 5}');
    assert.equal(r.code, 1);
    assert.match(r.err, /guide\.md:7:1 error CK100\/malformed-input chunking_by_token_size raises ChunkTokenLimitExceededError: Chunk token length 11 exceeds chunk_token_size 5\. Preview: 'Run it on every file, then read the report\.'/);
  });

  it('an overlap not below chunk_token_size, or an argument the function does not take, exits 2 with its name', () => {
    for (const [options, message] of [
      ['{"chunk_token_size": 50}', /chunk_overlap_token_size: chunk_overlap_token_size \(100\) must be < chunk_token_size \(50\)/],
      ['{"chunk_size": 50}', /unknown argument "chunk_size"/],
      ['{"split_by_character_only": "yes"}', /split_by_character_only: must be true or false/],
    ] as const) {
      const r = run('chunk', doc, '--strategy', 'lightrag-fixed-token', '--options', options);
      assert.equal(r.code, 2, options);
      assert.match(r.err, message);
    }
  });

  it('compare sets it against LightRAG R on the same tokenizer', () => {
    const r = run('compare', doc, '--strategy', 'lightrag-fixed-token', '--strategy', 'recursive', '--tokenizer', 'chars', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const json = JSON.parse(r.out);
    assert.deepEqual(json.strategies, ['lightrag-fixed-token', 'recursive']);
    assert.deepEqual(json.sides.map((s: { chunks: number }) => s.chunks), [1, 1]);
  });
});

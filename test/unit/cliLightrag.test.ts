import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../server/cli/main';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const fixtures = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'lightrag');
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

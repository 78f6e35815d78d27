import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync } from 'node:fs';
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

const dir = mkdtempSync(join(tmpdir(), 'chunklens-docling-'));
const report = join(dir, 'report.docling.json');
copyFileSync(repoPath('test/fixtures/docling/2_inp_dl_doc.docling.json'), report);

describe('CLI with DoclingDocuments', () => {
  it('strategies --format json lists the docling and semchunk strategies with their releases, arguments and WordPiece length', () => {
    const rows = JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>;
    const row = (id: string) => rows.find((x) => x.id === id)!;
    assert.deepEqual([row('docling-hierarchical').library, row('docling-hierarchical').version, row('docling-hierarchical').input_kinds], ['docling-core', '2.87.1', ['docling']]);
    assert.deepEqual(row('docling-hybrid').options, { max_tokens: null, merge_peers: true, repeat_table_header: true, omit_header_on_overflow: false, always_emit_headings: false, delim: '\n', table_serializer: 'triplet', markdown_params: null });
    assert.deepEqual([row('semchunk').library, row('semchunk').version, row('semchunk').default_length_function], ['semchunk', '3.2.5', 'bert-base-uncased (WordPiece, as all-MiniLM-L6-v2)']);
  });

  it('chunk FILE.docling.json reads a DoclingDocument with docling-hierarchical, and --strategy docling-hybrid --options sets max_tokens', () => {
    const outline = run('chunk', report, '--format', 'text');
    assert.equal(outline.code, 0, outline.err);
    assert.match(outline.out, /14 chunks · docling-hierarchical · bert-base-uncased/);
    const hybrid = run('chunk', report, '--strategy', 'docling-hybrid', '--options', '{"max_tokens": 64}', '--format', 'json');
    assert.equal(hybrid.code, 0, hybrid.err);
    const records = JSON.parse(hybrid.out) as Array<{ text: string; meta: { headings?: string[] } }>;
    assert.equal(records.length, 27, 'test_chunk_merge_peers: 27 chunks');
    assert.equal(records[1].meta.headings?.[0], 'IBM');
  });

  it('--options table_serializer gives Markdown or HTML tables (test_chunk_custom_serializer: 28 chunks), and an unknown serializer is an option problem', () => {
    const markdown = run('chunk', report, '--strategy', 'docling-hybrid', '--options', '{"max_tokens": 64, "table_serializer": "markdown"}', '--format', 'json');
    assert.equal(markdown.code, 0, markdown.err);
    const records = JSON.parse(markdown.out) as Array<{ text: string }>;
    assert.equal(records.length, 28);
    assert.ok(records.some((r) => r.text.includes('|   Year |   Revenue  (US$ bn) |')));
    const html = run('chunk', report, '--strategy', 'docling-hybrid', '--options', '{"table_serializer": "html"}', '--format', 'json');
    assert.ok((JSON.parse(html.out) as Array<{ text: string }>).some((r) => r.text.includes('<table><tbody><tr><th>Year</th>')));
    const bad = run('chunk', report, '--strategy', 'docling-hybrid', '--options', '{"table_serializer": "latex"}', '--format', 'json');
    assert.match(bad.out + bad.err, /table_serializer must be one of "triplet", "markdown", "html", got "latex"/);
  });

  it('docling-hybrid with a tiktoken encoding and no max_tokens reports that the limit cannot be determined', () => {
    const r = run('chunk', report, '--strategy', 'docling-hybrid', '--tokenizer', 'o200k_base', '--format', 'json');
    assert.match(r.out + r.err, /max_tokens could not be determined automatically/);
  });
});

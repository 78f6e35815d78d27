import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'chunklens-cli-'));
const doc = join(dir, 'doc.md');
writeFileSync(doc, '# Title\n\nFirst paragraph.\n\n## Part\n\n- one\n- two\n');

describe('CLI', () => {
  it('chunk prints an outline with type, tokens, lines and heading path', () => {
    const r = run('chunk', doc);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /2 chunks · markdown-spec · o200k_base/);
    assert.match(r.out, /#2 {2}list .*L7-8 {2}Title › Part/);
  });

  it('chunk --format json prints the strategy records', () => {
    const r = run('chunk', doc, '--format', 'json');
    const records = JSON.parse(r.out);
    assert.equal(records.length, 2);
    assert.deepEqual(Object.keys(records[0]).sort(), [
      'block_end_idx', 'block_start_idx', 'char_end', 'char_start', 'chunk_id', 'chunk_type', 'document_id',
      'headings_path', 'md_text', 'source_spans', 'token_estimate',
    ]);
  });

  it('tool failures exit 2 with a one-line message', () => {
    for (const argv of [
      ['chunk', join(dir, 'missing.md')],
      ['chunk', doc, '--strategy', 'nope'],
      ['chunk', doc, '--bogus'],
      ['chunk', doc, '--max-chars', '10'],
      ['frobnicate'],
    ]) {
      const r = run(...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err.split('\n')[0], /^chunklens: \S/);
    }
  });

  it('an invalid config file is a tool failure naming the file and setting', () => {
    const configDir = mkdtempSync(join(tmpdir(), 'chunklens-cfg-'));
    writeFileSync(join(configDir, '.chunklens.json'), JSON.stringify({ tokenizer: 'nope' }));
    writeFileSync(join(configDir, 'a.md'), 'text\n');
    const r = run('lint', configDir);
    assert.equal(r.code, 2);
    assert.match(r.err, /\.chunklens\.json:1:2: invalid configuration: tokenizer: unknown tokenizer "nope"/);
  });
  it('each file gets the nearest .chunklens.json above it, and a config changed between runs is read again', () => {
    const root = mkdtempSync(join(tmpdir(), 'chunklens-nearest-'));
    mkdirSync(join(root, 'strict', 'deeper'), { recursive: true });
    mkdirSync(join(root, 'plain'));
    const orphan = '# A\n\n# B\n\ntext\n';
    for (const f of ['strict/deeper/a.md', 'plain/b.md']) writeFileSync(join(root, f), orphan);
    writeFileSync(join(root, '.chunklens.json'), JSON.stringify({ rules: { 'orphan-heading': 'off' } }));
    writeFileSync(join(root, 'strict', '.chunklens.json'), JSON.stringify({ rules: { 'orphan-heading': 'error' } }));
    const first = run('lint', root);
    assert.equal(first.code, 1, first.err);
    assert.match(first.out, /strict\/deeper\/a\.md:1:1 error CK003\/orphan-heading/);
    assert.doesNotMatch(first.out, /plain\/b\.md/);
    writeFileSync(join(root, 'strict', '.chunklens.json'), JSON.stringify({ rules: { 'orphan-heading': 'off' } }));
    const second = run('lint', root);
    assert.equal(second.code, 0, second.out);
    assert.match(second.out, /^2 files, 2 chunks, 0 findings in \d+\.\d\d s$/m);
  });
});

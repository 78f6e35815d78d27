// The CLI with the sentence strategy: page lists by default, Markdown on request, its budget flags and records.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { countTokens } from '../../../helpers/sentenceHelpers';
import { repoPath } from '../../../helpers/repoPath';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const handbook = repoPath('test/fixtures/sentence/northwind-handbook.pages.json');

describe('CLI with the sentence strategy', () => {
  it('a .pages.json file is chunked by the sentence strategy with cl100k_base by default', () => {
    const r = run('chunk', handbook);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /: 3 chunks · sentence · cl100k_base/);
    assert.match(r.out, /#1 {2}mixed .*137\/500 tok .* p0\b/);
    assert.match(r.out, /#2 {2}text .* p0-1\b/);
  });

  it('--format json prints {text, page_num} records; jsonl one per line', () => {
    const records = JSON.parse(run('chunk', handbook, '--format', 'json').out) as { text: string; page_num: number }[];
    assert.deepEqual(records.map((r) => Object.keys(r).sort()), [['page_num', 'source_spans', 'text'], ['page_num', 'source_spans', 'text'], ['page_num', 'source_spans', 'text']]);
    assert.deepEqual(records.map((r) => r.page_num), [0, 0, 2]);
    assert.match(records[1].text, /tell you in writing why the extra time is needed/, 'the sentence cut by the page break is merged back');
    const lines = run('chunk', handbook, '--format', 'jsonl').out.trimEnd().split('\n');
    assert.deepEqual(lines.map((l) => JSON.parse(l)), records);
  });

  it('--max-tokens, --max-chars and --overlap-percent change the chunks', () => {
    const records = (...flags: string[]) => JSON.parse(run('chunk', handbook, '--format', 'json', ...flags).out) as { text: string }[];
    const small = records('--max-tokens', '60', '--max-chars', '300', '--overlap-percent', '0');
    assert.ok(small.length > 6);
    for (const r of small) if (!r.text.includes('<figure')) assert.ok(countTokens(r.text) <= 60);
    assert.ok(small.every((r) => r.text.length <= 360 || r.text.includes('<figure')));
    const overlapped = records('--max-tokens', '60', '--max-chars', '300', '--overlap-percent', '20');
    assert.ok(overlapped.map((r) => r.text).join('').length > small.map((r) => r.text).join('').length);
  });

  it('--strategy sentence chunks Markdown, where PageBreak comments and form feeds give page_num', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-sentence-'));
    const doc = join(dir, 'report.md');
    writeFileSync(doc, '# Report\n\nPage one ends.\n<!-- PageBreak -->\nPage two ends.\fPage three.\n');
    const r = run('chunk', doc, '--strategy', 'sentence', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out), [
      { text: '# Report\n\nPage one ends.\n', page_num: 0, source_spans: [{ start: 0, end: 25 }] },
      { text: 'Page two ends.', page_num: 1, source_spans: [{ start: 44, end: 58 }] },
      { text: 'Page three.\n', page_num: 2, source_spans: [{ start: 59, end: 71 }] },
    ]);
  });

  it('a budget the sentence strategy does not take is a tool failure', () => {
    const r = run('chunk', handbook, '--min-tokens', '3');
    assert.equal(r.code, 2);
    assert.match(r.err, /--min-tokens: "minTokens" means nothing to strategy "sentence"/);
  });

  it('a malformed page is a CK100 error with its line, and the other pages are still chunked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-pages-'));
    const file = join(dir, 'bad.pages.json');
    writeFileSync(file, '[\n {"page_num": 0, "text": "Fine page."},\n {"page_num": 1}\n]\n');
    const r = run('chunk', file, '--format', 'json');
    assert.equal(r.code, 1);
    assert.deepEqual(JSON.parse(r.out), [{ text: 'Fine page.', page_num: 0, source_spans: [{ start: 28, end: 38 }] }], 'the span is the page text inside the JSON string');
    assert.match(r.err, /bad\.pages\.json:3:2 error CK100\/malformed-input Page 2 has no string "text"/);
  });
});

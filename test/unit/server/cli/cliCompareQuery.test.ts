// `chunklens compare` and `chunklens query` from the command line: text and JSON, and exit 2 on bad input.

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

const dir = mkdtempSync(join(tmpdir(), 'chunklens-compare-'));
const doc = join(dir, 'guide.md');
// Lines 1–13: markdown-spec makes one chunk per section (3), recursive one chunk for the whole file.
writeFileSync(doc, '# Guide\n\nIntro text here.\n\n## Install\n\nRun the installer now.\n\n## Token\n\nRotate the API token every ninety days.\n\n## Orphan\n\n## Use\n\nOpen the app.\n');
mkdirSync(join(dir, 'docs'));
writeFileSync(join(dir, 'docs', 'faq.md'), '# FAQ\n\n## Billing\n\nInvoices are sent monthly.\n\n## Tokens\n\nA token expires after ninety days; rotate it before then.\n');
writeFileSync(join(dir, 'docs', 'notes.txt'), 'token token token: plain text is not walked in a folder\n');

describe('chunklens compare', () => {
  it('prints the counts, every boundary with who cuts there, both histograms on the same bins and each side\'s findings', () => {
    const r = run('compare', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--tokenizer', 'chars');
    assert.equal(r.code, 0, r.err);
    const lines = r.out.split('\n');
    assert.equal(lines[0], `${doc}: A markdown-spec vs B recursive`);
    assert.match(r.out, /^chunks +4 {2}1$/m);
    assert.match(r.out, /^boundaries: 0 both · 3 only A · 0 only B$/m);
    assert.deepEqual(lines.filter((l) => l.startsWith('  only A')), [`  only A  ${doc}:7:1`, `  only A  ${doc}:11:1`, `  only A  ${doc}:17:1`]);
    assert.match(r.out, /^chunk sizes in chars tokens \(A \| B\)$/m);
    assert.match(r.out, /^findings of A markdown-spec: .*CK003\/orphan-heading 1/m);
    assert.match(r.out, new RegExp(`^  ${doc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:13:1 warning CK003/orphan-heading`, 'm'));
  });

  it('--format json has boundaries with lines and offsets, one set of bin edges and a count per bin for each side', () => {
    const r = run('compare', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const json = JSON.parse(r.out);
    assert.deepEqual(json.strategies, ['markdown-spec', 'recursive']);
    assert.deepEqual(json.boundaryCounts, { both: 0, a: 3, b: 0 });
    assert.deepEqual(json.boundaries.map((b: { line: number; kind: string }) => [b.line, b.kind]), [[7, 'a'], [11, 'a'], [17, 'a']]);
    assert.equal(json.boundaries[0].offset, '# Guide\n\nIntro text here.\n\n## Install\n\n'.length);
    for (const side of json.sides) assert.equal(side.histogram.length, json.histogram.edges.length - 1);
    assert.deepEqual(json.sides.map((s: { chunks: number }) => s.chunks), [4, 1]);
    assert.ok(json.sides[0].findingsByRule.some((f: { ruleId: string }) => f.ruleId === 'CK003'));
  });

  it('exits 2 with one line on a bad strategy, one strategy, the same strategy twice, a missing file or a flag one strategy does not take', () => {
    for (const argv of [
      ['compare', doc, '--strategy', 'markdown-spec', '--strategy', 'nope'],
      ['compare', doc, '--strategy', 'markdown-spec'],
      ['compare', doc, '--strategy', 'recursive', '--strategy', 'recursive'],
      ['compare', join(dir, 'missing.md'), '--strategy', 'markdown-spec', '--strategy', 'recursive'],
      ['compare', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--target-tokens', '100'],
      ['compare', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--format', 'sarif'],
      ['chunk', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive'],
    ]) {
      const r = run(...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err.split('\n')[0], /^chunklens: \S/, argv.join(' '));
    }
  });
});

describe('chunklens query', () => {
  it('ranks the chunks of files and folders for a question and prints file:line, heading path, score and a snippet', () => {
    const r = run('query', 'rotate token', doc, join(dir, 'docs'), '--top', '2');
    assert.equal(r.code, 0, r.err);
    const lines = r.out.split('\n');
    assert.match(lines[0], /^top 2 of "rotate token" among \d+ chunks of 2 files \(BM25\)$/);
    assert.match(lines[1], new RegExp(`^1\\. .*guide\\.md:11 · Guide › Token · score \\d+\\.\\d\\d · chunk 3/4 markdown-spec · matched rotate, token$`));
    assert.match(lines[2], /^ {3}Rotate the API token every ninety days\.$/);
    assert.match(lines[3], /^2\. .*faq\.md:9 · FAQ › Tokens · /);
    assert.equal(lines.length, 6);
  });

  it('--format json lists each hit with its place, chunk, heading path, score and matched words, best first', () => {
    const r = run('query', 'ninety days', join(dir, 'docs'), doc, '--format', 'json', '--strategy', 'markdown-spec');
    assert.equal(r.code, 0, r.err);
    const json = JSON.parse(r.out);
    assert.equal(json.files, 2);
    assert.equal(json.hits.length, 2);
    const [first] = json.hits;
    assert.deepEqual(Object.keys(first).sort(), ['chunk', 'chunks', 'endLine', 'file', 'headingsPath', 'id', 'line', 'rank', 'score', 'snippet', 'strategy', 'terms']);
    assert.deepEqual(first.terms, ['days', 'ninety']);
    assert.ok(json.hits[0].score >= json.hits[1].score);
  });

  it('with --strategy twice ranks under each strategy, so one sees which puts the answer in one chunk', () => {
    const r = run('query', 'rotate token', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--tokenizer', 'chars', '--top', '1');
    assert.equal(r.code, 0, r.err);
    const blocks = r.out.split('\n\n');
    assert.equal(blocks.length, 2);
    assert.match(blocks[0], /^under markdown-spec: top 1 of "rotate token" among 4 chunks of 1 file \(BM25\)\n1\. .*guide\.md:11 · Guide › Token · .* chunk 3\/4 markdown-spec /);
    assert.match(blocks[1], /^under recursive: top 1 of "rotate token" among 1 chunks of 1 file \(BM25\)\n1\. .*guide\.md:1 · .* chunk 1\/1 recursive /);
    const json = JSON.parse(run('query', 'rotate token', doc, '--strategy', 'markdown-spec', '--strategy', 'recursive', '--tokenizer', 'chars', '--format', 'json').out);
    assert.deepEqual(json.rankings.map((x: { strategy: string; chunks: number; hits: unknown[] }) => [x.strategy, x.chunks, x.hits.length]), [['markdown-spec', 4, 1], ['recursive', 1, 1]]);
  });

  it('a question no chunk holds a word of prints no hit and exits 0', () => {
    const r = run('query', 'kubernetes', doc);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^no chunk holds a word of "kubernetes" among 4 chunks of 1 file \(BM25\)$/m);
  });

  it('exits 2 on a bad strategy, a missing path, no path, an empty question, a bad --top or --strategy not twice different', () => {
    for (const argv of [
      ['query', 'token', doc, '--strategy', 'nope'],
      ['query', 'token', join(dir, 'missing')],
      ['query', 'token'],
      ['query', '  ', doc],
      ['query', 'token', doc, '--top', '0'],
      ['query', 'token', doc, '--strategy', 'recursive', '--strategy', 'recursive'],
      ['query', 'token', doc, '--strategy', 'recursive', '--strategy', 'sentence', '--strategy', 'markdown-spec'],
      ['lint', doc, '--strategy', 'recursive', '--strategy', 'sentence'],
      ['chunk', doc, '--top', '3'],
    ]) {
      const r = run(...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err.split('\n')[0], /^chunklens: \S/, argv.join(' '));
    }
  });
});

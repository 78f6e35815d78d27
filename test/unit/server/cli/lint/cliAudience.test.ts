// One story across the CLI's outputs: lint lists the writer's findings per line and counts the pipeline's, the
// `--pipeline-findings inline` flag lists those too (marked, with cause and remedy), and stats counts the same
// findings under the same rule names and audiences.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/** A folder with one empty section (the writer's) and one lead-in cut off before its code (the pipeline's). */
function docs(): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-audience-'));
  writeFileSync(join(root, 'orphan.md'), '# A\n\nIntro.\n\n## Empty\n\n## B\n\ntext\n');
  writeFileSync(join(root, 'install.md'), '# Install\n\nInstall it with pip:\n\n```sh\npip install chunklens\n```\n\nThen run it on your docs folder and read what it says about each file.\n');
  return root;
}

describe('writer and pipeline findings across lint and stats', () => {
  it('lint lists the writer\'s finding; --pipeline-findings inline lists the pipeline\'s too, marked with cause and remedy', () => {
    const root = docs();
    const plain = JSON.parse(run('lint', root, '--format', 'json').out);
    assert.deepEqual(plain.map((f: { ruleId: string }) => f.ruleId), ['CK003']);
    const inline = JSON.parse(run('lint', root, '--format', 'json', '--pipeline-findings', 'inline').out);
    const small = inline.find((f: { ruleId: string }) => f.ruleId === 'CK002');
    assert.match(small.file, /install\.md$/);
    assert.match(small.pipeline.cause, /keeps every code block in a chunk of its own/);
    assert.match(small.pipeline.remedy, /lower minTokens/);
    assert.equal(inline.find((f: { ruleId: string }) => f.ruleId === 'CK003').pipeline, undefined);
  });

  it('the text summary of pipeline findings names the flag that lists them', () => {
    assert.match(run('lint', docs()).out, /pipeline findings, not listed per line \(no edit of the text fixes them; --pipeline-findings inline/);
  });

  it('stats counts the findings lint reports, by the same rule names, split into writer and pipeline', () => {
    const [row] = JSON.parse(run('stats', docs(), '--format', 'json').out);
    assert.deepEqual(row.rules, { 'CK002/chunk-too-small': { writer: 0, pipeline: 1 }, 'CK003/orphan-heading': { writer: 1, pipeline: 0 } });
    assert.equal(row.writer, 1);
    assert.equal(row.pipeline, 1);
    const text = run('stats', docs()).out;
    assert.match(text, /^ {2}CK002\/chunk-too-small +writer 0 +pipeline 1$/m);
  });

  it('--pipeline-findings takes summary or inline only', () => {
    const bad = run('lint', docs(), '--pipeline-findings', 'all');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--pipeline-findings must be one of summary, inline, got "all"/);
  });
});

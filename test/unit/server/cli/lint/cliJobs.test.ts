import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli, runCliAsync } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';

const WORKER = repoPath('out/lintWorker.js');

function capture() {
  const io = { out: '', err: '' };
  return { io, sink: { out: (t: string) => (io.out += t), err: (t: string) => (io.err += t) } };
}

function makeTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-jobs-'));
  // 150 files: five batches, so each worker lints several and results come back out of order.
  for (let i = 0; i < 150; i++) {
    const words = Array.from({ length: 30 + (i % 40) * 40 }, (_, w) => `word${w}`).join(' ');
    writeFileSync(join(dir, `doc-${String(i).padStart(3, '0')}.md`), `# Doc ${i}\n\n${words}\n`);
  }
  return dir;
}

describe('CLI lint on worker threads', () => {
  it('--jobs 2 prints exactly what the in-process lint prints, in the same file order', async () => {
    const dir = makeTree();
    const inProcess = capture();
    const code1 = runCli(['lint', dir, '--max-tokens', '200', '--target-tokens', '150'], inProcess.sink);
    const pooled = capture();
    const code2 = await runCliAsync(['lint', dir, '--max-tokens', '200', '--target-tokens', '150', '--jobs', '2'], pooled.sink, WORKER);
    assert.equal(code2, code1);
    assert.match(inProcess.io.out, /150 files, [1-9]\d* chunks, [1-9]\d* findings \(/);
    const untimed = (out: string) => out.replace(/ in \d+\.\d\d s$/m, '');
    assert.equal(untimed(pooled.io.out), untimed(inProcess.io.out));
    assert.equal(pooled.io.err, inProcess.io.err);
  });

  it('stats on worker threads prints what stats in-process prints', async () => {
    const dir = makeTree();
    const inProcess = capture();
    assert.equal(runCli(['stats', dir, '--format', 'json'], inProcess.sink), 0);
    const pooled = capture();
    assert.equal(await runCliAsync(['stats', dir, '--format', 'json'], pooled.sink, WORKER), 0);
    assert.equal(JSON.parse(pooled.io.out)[0].files, 150);
    assert.equal(pooled.io.out, inProcess.io.out);
  });

  it('a failing file stops a pooled run with the same message and exit code as in-process', async () => {
    const dir = makeTree();
    mkdirSync(join(dir, 'zz'));
    writeFileSync(join(dir, 'zz', '.chunklens.json'), '{"tokenizer": "nope"}');
    writeFileSync(join(dir, 'zz', 'late.md'), '# Late\n');
    const inProcess = capture();
    const pooled = capture();
    assert.equal(runCli(['lint', dir], inProcess.sink), 2);
    assert.equal(await runCliAsync(['lint', dir, '--jobs', '2'], pooled.sink, WORKER), 2);
    assert.match(pooled.io.err, /\.chunklens\.json:1:2: invalid configuration: tokenizer/);
    assert.equal(pooled.io.err, inProcess.io.err);
  });

  it('--jobs must be a whole number of at least 1 and only applies to lint', () => {
    for (const argv of [['lint', '.', '--jobs', '0'], ['lint', '.', '--jobs', 'two'], ['chunk', 'x.md', '--jobs', '2']]) {
      const { io, sink } = capture();
      assert.equal(runCli(argv, sink), 2);
      assert.match(io.err, /--jobs/);
    }
  });
});

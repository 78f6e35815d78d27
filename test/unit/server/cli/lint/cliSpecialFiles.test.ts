// The CLI reads only regular files under the size limit, names what it skips, and turns a failing analysis
// into a CK900 finding with nothing on stdout; deep JSON is a CK100 with its line, the same on workers.

import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli, runCliAsync } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';

const CLI = repoPath('out/cli.js');
const WORKER = repoPath('out/lintWorker.js');

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

function fifo(path: string): void {
  execFileSync('mkfifo', [path]);
}

const deepList = (depth: number) => `[\n{"type": "text", "text": "kept"},\n{"type": "text", "text": ${'['.repeat(depth)}${']'.repeat(depth)}}\n]`;

describe('CLI on special files', () => {
  it('lint skips FIFOs, folders, devices and symlinked folders with a note each, reads symlinked files, and goes on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-special-'));
    writeFileSync(join(dir, 'real.md'), '# Real\n\nSome text.\n');
    symlinkSync('real.md', join(dir, 'linked.md'));
    fifo(join(dir, 'pipe.md'));
    symlinkSync('/dev/zero', join(dir, 'zero.md'));
    mkdirSync(join(dir, 'sub'));
    symlinkSync('sub', join(dir, 'folder.md'));
    writeFileSync(join(dir, 'sub', 'inner.md'), '# Inner\n\nText.\n');
    fifo(join(dir, 'sub', '.chunklens.json'));
    writeFileSync(join(dir, 't.blocks.jsonl'), '{"type": "content", "content": "text"}\n');
    fifo(join(dir, 't.tables.json'));
    const r = run('lint', dir);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^4 files, \d+ chunks, 0 findings in /m);
    const notes = r.err.trim().split('\n').sort();
    assert.deepEqual(notes, [
      `chunklens: ${join(dir, 'folder.md')}: skipped: a symlink to a folder (not followed)`,
      `chunklens: ${join(dir, 'pipe.md')}: skipped: not a regular file (a FIFO)`,
      `chunklens: ${join(dir, 'sub', '.chunklens.json')}: skipped: not a regular file`,
      `chunklens: ${join(dir, 't.tables.json')}: skipped: not a regular file (a FIFO)`,
      `chunklens: ${join(dir, 'zero.md')}: skipped: a symlink to something that is not a regular file`,
    ]);
  });

  it('a linted folder named like a document is walked, and chunk on it or on a FIFO exits 2 naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-special-'));
    mkdirSync(join(dir, 'notes.md'));
    writeFileSync(join(dir, 'notes.md', 'a.md'), '# A\n\nText.\n');
    fifo(join(dir, 'pipe.md'));
    assert.match(run('lint', dir).out, /^1 file, \d+ chunks?, 0 findings in /m);
    for (const name of ['notes.md', 'pipe.md']) {
      const r = run('chunk', join(dir, name));
      assert.equal(r.code, 2);
      assert.equal(r.out, '');
      assert.match(r.err, new RegExp(`^chunklens: .*${name}: skipped: not a regular file`));
    }
  });

  it('a file over --max-file-mb is skipped with a note and the others are linted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-size-'));
    writeFileSync(join(dir, 'big.md'), 'word '.repeat(300_000));
    writeFileSync(join(dir, 'small.md'), '# Small\n\nText.\n');
    const r = run('lint', dir, '--max-file-mb', '1');
    assert.equal(r.code, 0);
    assert.match(r.out, /^1 file, \d+ chunks?, 0 findings in /m);
    assert.match(r.err, /big\.md: skipped: 1\.4 MB is over the size limit of 1\.0 MB/);
    assert.equal(run('lint', dir).out.match(/^(\d+) files/m)?.[1], '2');
    assert.equal(run('lint', dir, '--max-file-mb', 'x').code, 2);
  });

  it('JSON nested past the limit is a CK100 on its line, the rest is read, and workers print the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-deep-'));
    for (let i = 0; i < 16; i++) writeFileSync(join(dir, `d${String(i).padStart(2, '0')}_content_list.json`), deepList(100_000));
    writeFileSync(join(dir, 'p.pages.json'), `[{"page_num": 0, "text": "kept"},\n{"page_num": 1, "text": ${'['.repeat(50_000)}}]`);
    writeFileSync(join(dir, 'b.blocks.jsonl'), `{"type": "content", "content": "kept"}\n{"type": "content", "content": "x", "positions": ${'['.repeat(50_000)}${']'.repeat(50_000)}}\n`);
    const inProcess = run('lint', dir, '--format', 'json');
    let out = '';
    const pooled = await runCliAsync(['lint', dir, '--format', 'json', '--jobs', '2'], { out: (t) => (out += t), err: () => undefined }, WORKER);
    assert.equal(inProcess.code, 1);
    assert.equal(pooled, 1);
    assert.equal(out, inProcess.out);
    const findings = JSON.parse(inProcess.out) as Array<{ file: string; line: number; message: string }>;
    const deep = findings.filter((f) => /deeper than 256 levels/.test(f.message));
    assert.deepEqual(deep.map((f) => [f.file.slice(dir.length + 1), f.line]).slice(0, 3), [['b.blocks.jsonl', 2], ['d00_content_list.json', 3], ['d01_content_list.json', 3]]);
    assert.ok(deep.some((f) => f.file.endsWith('p.pages.json') && f.line === 2));
    assert.ok(!findings.some((f) => f.message.includes('call stack')));
  });

  it('an analysis that overflows the stack is a CK900 finding, exit 1, nothing on stdout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-overflow-'));
    let block: object = { text: 'x' };
    for (let i = 0; i < 120; i++) block = { blocks: [block] };
    const file = join(dir, 'nested_content_list.json');
    writeFileSync(file, JSON.stringify([{ type: 'code', blocks: [block] }]));
    // Within the nesting limit, this parses on Node's usual stack; an 80 KB stack makes the parse overflow (the
    // CLI's start, which loads node:crypto for fingerprints and the cache, needs more than 50 KB; 60-100 KB work).
    for (const command of ['chunk', 'lint']) {
      const r = spawnSync(process.execPath, ['--stack-size=80', CLI, command, file], { encoding: 'utf8' });
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stderr + r.stdout, /CK900\/internal-error analysis failed: RangeError: Maximum call stack size exceeded/);
      if (command === 'chunk') assert.equal(r.stdout, '');
    }
    assert.equal(run('chunk', file).code, 0);
  });
});

describe('CLI time limit', () => {
  it('a file past --time-limit gets a CK900 naming the limit, its worker is replaced, and every other file is still linted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-limit-'));
    for (const name of ['a.md', 'b.md', 'c.md']) writeFileSync(join(dir, name), `# ${name}\n\nSome text.\n`);
    let out = '';
    let err = '';
    const sink = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    // A thousandth of a second is less than any worker needs to start: every file runs out of time.
    const code = await runCliAsync(['lint', dir, '--time-limit', '0.001', '--jobs', '1', '--format', 'json'], sink, WORKER);
    assert.equal(code, 1, err);
    const findings = JSON.parse(out) as Array<{ file: string; ruleId: string; message: string }>;
    assert.deepEqual(findings.map((f) => [f.file.slice(dir.length + 1), f.ruleId]), [['a.md', 'CK900'], ['b.md', 'CK900'], ['c.md', 'CK900']]);
    assert.match(findings[0].message, /^analysis stopped after 0\.001 s \(the --time-limit\); the other files are linted$/);
    let pooled = '';
    assert.equal(await runCliAsync(['lint', dir, '--time-limit', '60', '--format', 'json'], { out: (t) => (pooled += t), err: () => undefined }, WORKER), 0);
    assert.equal(pooled, run('lint', dir, '--format', 'json').out);
    assert.equal(run('chunk', join(dir, 'a.md'), '--time-limit', '5').code, 0);
  });
});

describe('CLI notes with the lint plan, the cache and stats', () => {
  it('lint --cache and stats (in-process and on workers) note FIFOs, a .chunklens.jsonc FIFO and oversized files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-notes-'));
    for (let i = 0; i < 16; i++) writeFileSync(join(dir, `f${String(i).padStart(2, '0')}.md`), `# F${i}\n\nSome text.\n`);
    writeFileSync(join(dir, 'big.md'), 'word '.repeat(300_000));
    fifo(join(dir, 'pipe.md'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'inner.md'), '# Inner\n\nText.\n');
    fifo(join(dir, 'sub', '.chunklens.jsonc'));
    const expected = [
      `chunklens: ${join(dir, 'big.md')}: skipped: 1.4 MB is over the size limit of 1.0 MB (--max-file-mb)`,
      `chunklens: ${join(dir, 'pipe.md')}: skipped: not a regular file (a FIFO)`,
      `chunklens: ${join(dir, 'sub', '.chunklens.jsonc')}: skipped: not a regular file`,
    ];
    const cache = join(dir, 'cache.json');
    for (const argv of [['lint', dir, '--max-file-mb', '1', '--cache', '--cache-location', cache], ['stats', dir, '--max-file-mb', '1']]) {
      const r = run(...argv);
      assert.equal(r.code, 0, r.err);
      assert.deepEqual(r.err.trim().split('\n').sort(), expected, argv.join(' '));
      let err = '';
      // A cache of its own, so that the pooled lint plans every file again and lints them on workers.
      const pooled = await runCliAsync(argv.map((a) => (a === cache ? `${cache}.pooled` : a)), { out: () => undefined, err: (t) => (err += t) }, WORKER);
      assert.equal(pooled, 0, err);
      assert.deepEqual(err.trim().split('\n').filter((l) => l.startsWith('chunklens: ')).sort(), expected, `${argv.join(' ')} (pooled)`);
    }
    assert.match(run('stats', dir, '--max-file-mb', '1').out, /^\(all\)\s+17\s/m);
    assert.equal(run('stats', dir, '--time-limit', '5').code, 0);
  });

  it('a file stopped by --time-limit is not cached: the next run lints it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-limit-cache-'));
    writeFileSync(join(dir, 'a.md'), '# A\n\nSome text.\n');
    const cache = join(dir, 'cache.json');
    const argv = ['lint', dir, '--cache', '--cache-location', cache, '--format', 'json', '--jobs', '1'];
    let out = '';
    assert.equal(await runCliAsync([...argv, '--time-limit', '0.001'], { out: (t) => (out += t), err: () => undefined }, WORKER), 1);
    assert.match(out, /CK900/);
    const again = run(...argv);
    assert.equal(again.code, 0, again.err);
    assert.equal(again.out, '[]\n');
  });
});

describe('CLI output to a closed pipe', () => {
  it('a reader that stops early (| head) ends the run quietly instead of an unhandled EPIPE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-pipe-'));
    const file = join(dir, 'long.md');
    writeFileSync(file, Array.from({ length: 4_000 }, (_, i) => `## Part ${i}\n\nSome words of part ${i}.\n`).join('\n'));
    const child = spawn(process.execPath, [CLI, 'chunk', file, '--format', 'jsonl'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.doesNotMatch(err, /EPIPE|Unhandled/);
    assert.equal(code, 0);
  });
});

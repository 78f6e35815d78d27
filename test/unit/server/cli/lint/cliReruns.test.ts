// Re-runs and adoption: the baseline (survives the line moving), the cache (an unchanged file under unchanged
// settings is not linted again), shards (together equal one run) and `chunklens stats`.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, it } from 'node:test';
import { parseCommand } from '../../../../../server/cli/args';
import { runCli } from '../../../../../server/cli/main';
import type { LintCommand } from '../../../../../server/cli/lint/lintCommand';
import { planLint } from '../../../../../server/cli/lint/runLint';
import { readSourceFile } from '../../../../../server/node/readDocument';
import { repoPath } from '../../../../helpers/repoPath';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/** The version the CLI runs under (the build defines it from package.json), which keys the cache. */
const VERSION = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')).version;

const ORPHAN = '# A\n\n## Empty\n\n## B\n\ntext\n';

function folder(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-rerun-'));
  for (let i = 0; i < count; i++) writeFileSync(join(root, `doc-${i}.md`), i % 2 ? ORPHAN : `# Doc ${i}\n\nSome text for document ${i}.\n`);
  return root;
}

describe('baseline, cache, shards and stats', () => {
  it('a baseline accepts the findings it lists, even after their lines move, and only new ones fail', () => {
    const root = folder(2);
    writeFileSync(join(root, '.chunklens.json'), '{ "rules": { "orphan-heading": "error" } }');
    const baseline = join(root, 'baseline.json');
    const written = run('lint', root, '--write-baseline', baseline);
    assert.equal(written.code, 0, written.out);
    assert.match(written.out, /1 finding accepted by the baseline/);
    const entries = JSON.parse(readFileSync(baseline, 'utf8')).findings;
    assert.equal(entries.length, 1);
    assert.equal(entries[0].rule, 'CK003 orphan-heading');

    writeFileSync(join(root, 'doc-1.md'), `Intro paragraph.\n\nAnother one.\n\n${ORPHAN}`);
    const moved = run('lint', root, '--baseline', baseline);
    assert.equal(moved.code, 0, moved.out);
    assert.doesNotMatch(moved.out, /CK003/);

    writeFileSync(join(root, 'doc-0.md'), '# C\n\n## Also empty\n\n## D\n\nmore\n');
    const fresh = run('lint', root, '--baseline', baseline);
    assert.equal(fresh.code, 1);
    assert.match(fresh.out, /doc-0\.md:3:1 error CK003/);
    assert.doesNotMatch(fresh.out, /doc-1\.md/);

    writeFileSync(baseline, '{ "tool": "other" }');
    const bad = run('lint', root, '--baseline', baseline);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /baseline\.json: not a chunklens baseline/);
  });

  it('--cache skips files whose content, configuration and flags are unchanged, and gives the same report', () => {
    const root = folder(6);
    const cache = join(root, 'cache.json');
    const argv = ['lint', root, '--cache', '--cache-location', cache];
    const plan = () => planLint(parseCommand(argv) as LintCommand, { out: () => {}, err: () => {} }, VERSION);
    const cold = run(...argv);
    assert.equal(plan().todo.length, 0, 'a warm run lints nothing');
    const warm = run(...argv);
    const untimed = (out: string) => out.replace(/ in \d+\.\d\d s$/m, '');
    assert.equal(untimed(warm.out), untimed(cold.out));
    assert.match(warm.out, /Markdown read as:\n {2}6 files: no site · dialect containers/, 'a cached file keeps how it was read');

    writeFileSync(join(root, 'doc-3.md'), '# Changed\n\ntext\n');
    assert.deepEqual(plan().todo.map((t) => t.path), [join(root, 'doc-3.md')], 'a changed file is linted again');
    run(...argv);
    writeFileSync(join(root, '.chunklens.json'), '{ "rules": { "orphan-heading": "off" } }');
    assert.equal(plan().todo.length, 6, 'a changed configuration invalidates every file under it');
    assert.equal(planLint(parseCommand([...argv, '--max-tokens', '500']) as LintCommand, { out: () => {}, err: () => {} }, VERSION).todo.length, 6);
    run(...argv);
    writeFileSync(join(root, 'book.toml'), '[book]\n');
    assert.equal(plan().todo.length, 6, 'a site marker that appears changes how every file under it reads');
    run(...argv);
    assert.equal(planLint(parseCommand(argv) as LintCommand, { out: () => {}, err: () => {} }, 'next-version').todo.length, 6, 'another tool version');

    const data = JSON.parse(readFileSync(cache, 'utf8'));
    for (const entry of Object.values(data.entries) as { result: { findings: unknown } }[]) entry.result.findings = 'garbage';
    writeFileSync(cache, JSON.stringify(data));
    assert.equal(run(...argv).code, 0, 'a damaged cache is a miss, never a crash');
    writeFileSync(cache, '{ not json');
    assert.equal(run(...argv).code, 0);
    const unwritable = run('lint', root, '--cache', '--cache-location', root);
    assert.equal(unwritable.code, 2);
    assert.match(unwritable.err, /cannot write the cache \(EISDIR\)/);
  });

  it('a warm --cache run reads only the files with findings when nothing changed, and reads and lints again a file rewritten with its size and modification time put back', () => {
    const root = folder(6);
    const hourAgo = new Date(Date.now() - 3600_000);
    const age = (name: string) => utimesSync(join(root, name), hourAgo, hourAgo);
    for (let i = 0; i < 6; i++) age(`doc-${i}.md`);
    const cache = join(root, 'cache.json');
    const argv = ['lint', root, '--cache', '--cache-location', cache];
    const plan = () => {
      const read: string[] = [];
      const planned = planLint(parseCommand(argv) as LintCommand, { out: () => {}, err: () => {} }, VERSION, (path, maxBytes) => (read.push(basename(path)), readSourceFile(path, maxBytes)));
      return { read: read.sort(), todo: planned.todo.map((t) => basename(t.path)) };
    };
    const cold = run(...argv);
    assert.deepEqual(plan(), { read: ['doc-1.md', 'doc-3.md', 'doc-5.md'], todo: [] }, 'only the files with findings are read, for their lines');
    assert.equal(run(...argv).out.replace(/ in \d+\.\d\d s$/m, ''), cold.out.replace(/ in \d+\.\d\d s$/m, ''));

    const ctime = statSync(join(root, 'doc-2.md')).ctimeMs;
    while (Date.now() - ctime < 20);
    writeFileSync(join(root, 'doc-2.md'), readFileSync(join(root, 'doc-2.md'), 'utf8').replace('Some', 'Same'));
    age('doc-2.md');
    assert.deepEqual(plan(), { read: ['doc-1.md', 'doc-2.md', 'doc-3.md', 'doc-5.md'], todo: ['doc-2.md'] });
    run(...argv);

    for (let i = 0; i < 6; i++) utimesSync(join(root, `doc-${i}.md`), new Date(Date.now() - 7200_000), new Date(Date.now() - 7200_000));
    assert.deepEqual(plan().todo, [], 'a fresh checkout (new times, same content) lints nothing');
    run(...argv);
    assert.deepEqual(plan().read, ['doc-1.md', 'doc-3.md', 'doc-5.md'], 'and the run after it takes the new stamps');
    writeFileSync(join(root, '.chunklens.json'), '{ "rules": { "orphan-heading": "off" } }');
    assert.equal(plan().todo.length, 6, 'a changed configuration is read and linted again, stamps or not');
  });

  it('shards are deterministic, disjoint, and together report exactly what one run reports', () => {
    const root = folder(9);
    const lines = (out: string) => out.split('\n').filter((l) => /:\d+:\d+ /.test(l));
    const whole = lines(run('lint', root).out);
    const parts = [1, 2, 3].map((i) => run('lint', root, '--shard', `${i}/3`, '--format', 'json'));
    const files = parts.map((p) => JSON.parse(p.out).map((f: { file: string }) => f.file));
    assert.equal(new Set(files.flat()).size, files.flat().length, 'no file in two shards');
    const sharded = [1, 2, 3].flatMap((i) => lines(run('lint', root, '--shard', `${i}/3`).out));
    assert.deepEqual([...sharded].sort(), [...whole].sort());
    assert.deepEqual(run('lint', root, '--shard', '2/3').out.replace(/ in .*/, ''), run('lint', root, '--shard', '2/3').out.replace(/ in .*/, ''));
    const sizes = [1, 2, 3].map((i) => Number(/^(\d+) files?,/m.exec(run('lint', root, '--shard', `${i}/3`).out)![1]));
    assert.deepEqual(sizes, [3, 3, 3]);
  });

  it('stats prints per folder files, chunks, tokens, p50/p90/max and the findings lint reports, by rule and audience', () => {
    const root = folder(4);
    const json = run('stats', root, '--format', 'json', '--min-tokens', '5');
    assert.equal(json.code, 0, json.err);
    const [row] = JSON.parse(json.out);
    assert.equal(row.files, 4);
    assert.equal(row.chunks, 4);
    assert.equal(row.underMin, 0.5, 'the two orphan files have a 1-token chunk under the minimum of 5');
    assert.equal(row.overCap, 0);
    assert.ok(row.p90 >= row.p50 && row.max >= row.p90);
    const text = run('stats', root);
    assert.match(text.out, /^folder +files +chunks +tokens +p50 +p90 +max +writer +pipeline +read as$/m);
    assert.match(text.out, /^\S+ +4 +4 +\d+ +\d+ +\d+ +\d+ +\d+ +\d+ +no site · dialect containers$/m);
  });
});

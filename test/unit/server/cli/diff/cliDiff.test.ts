// `chunklens diff`: git revisions and the working tree in a temporary repository, two files or folders, every
// output format, the price, the cache and workers, and the errors (outside a repository, unknown revision).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli, runCliAsync } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';
import { scratchRepository } from '../../../../helpers/scratchRepository';

const WORKER = repoPath('out/lintWorker.js');

function capture() {
  const io = { out: '', err: '' };
  return { io, sink: { out: (t: string) => (io.out += t), err: (t: string) => (io.err += t) } };
}

const section = (i: number) => `## Section ${i}\n\n${`Paragraph ${i} says something about topic ${i}. `.repeat(12)}\n`;
const guide = (intro: string, count = 12) => `# Guide\n\n${intro}\n\n${Array.from({ length: count }, (_, i) => section(i)).join('\n')}`;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

/** A repository with two commits: `guide.md` edited at the top, `gone.md` deleted, `new.md` added. */
function makeRepository(): string {
  const { dir } = scratchRepository('chunklens-diff-');
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'guide.md'), guide('Intro text.'));
  writeFileSync(join(dir, 'docs', 'gone.md'), '# Gone\n\nThis document is deleted in the second commit.\n');
  writeFileSync(join(dir, 'docs', 'same.md'), '# Same\n\nNever edited.\n');
  writeFileSync(join(dir, 'notes.txt'), 'plain text is not a document a folder or revision selects\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'first');
  writeFileSync(join(dir, 'docs', 'guide.md'), guide('Intro text, now a little longer than it was.'));
  rmSync(join(dir, 'docs', 'gone.md'));
  writeFileSync(join(dir, 'docs', 'new.md'), '# New\n\nA new document with one chunk.\n');
  writeFileSync(join(dir, 'notes.txt'), 'edited\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'second');
  return dir;
}

describe('chunklens diff', () => {
  let repo: string;
  const home = process.cwd();
  const inRepo = (argv: string[]) => {
    const { io, sink } = capture();
    process.chdir(repo);
    try {
      return { code: runCli(['diff', ...argv], sink), ...io };
    } finally {
      process.chdir(home);
    }
  };
  before(() => (repo = makeRepository()));
  after(() => rmSync(repo, { recursive: true, force: true }));

  it('two revisions: per document the counts and tokens to embed, and the totals', () => {
    const { code, out, err } = inRepo(['HEAD~1', 'HEAD']);
    assert.equal(code, 0, err);
    const lines = out.trimEnd().split('\n');
    assert.match(lines[0], /^docs\/gone\.md \(removed\): 0 changed, 0 added, 1 removed, 0 moved, 0 unchanged · 0 tokens to embed$/);
    assert.match(out, /^docs\/guide\.md: 1 changed, 0 added, 0 removed, 12 moved, 0 unchanged · \d+ tokens to embed$/m);
    assert.match(out, /^ {2}changed line 3 · \d+ tok · Guide · Intro text, now a little longer than it was\.$/m);
    assert.match(out, /^docs\/new\.md \(added\): 0 changed, 1 added/m);
    assert.doesNotMatch(out, /same\.md|notes\.txt/);
    assert.match(lines[lines.length - 1], /^HEAD~1 → HEAD: 3 documents · 2 chunks re-embed \(1 changed, 1 added\) · 1 removed · 12 moved · 0 unchanged · \d+ tokens to embed$/);
  });

  it('json: the report with counts, the chunks that re-embed and the cost at --price-per-million', () => {
    const { code, out } = inRepo(['HEAD~1', 'HEAD', '--format', 'json', '--price-per-million', '20']);
    assert.equal(code, 0);
    const report = JSON.parse(out);
    const guideDiff = report.files.find((f: { path: string }) => f.path === 'docs/guide.md');
    assert.deepEqual(guideDiff.counts, { unchanged: 0, moved: 12, changed: 1, added: 0, removed: 0 });
    assert.equal(guideDiff.chunks.length, 1);
    assert.equal(guideDiff.tokensToEmbed, guideDiff.chunks[0].tokens);
    assert.equal(report.totals.tokensToEmbed, report.files.reduce((n: number, f: { tokensToEmbed: number }) => n + f.tokensToEmbed, 0));
    assert.equal(report.totals.cost, (report.totals.tokensToEmbed / 1e6) * 20);
    assert.equal(report.pricePerMillion, 20);
  });

  it('markdown: a summary line, a table per document, and the chunks under <details>', () => {
    const { code, out } = inRepo(['HEAD~1', 'HEAD', '--format', 'markdown', '--price-per-million', '0.02']);
    assert.equal(code, 0);
    const [summary] = out.split('\n');
    assert.match(summary, /^\*\*chunklens diff\*\* `HEAD~1` → `HEAD`: \*\*2 chunks re-embed\*\* \(1 changed, 1 added\) · \d+ tokens to embed · cost \*\*0\.0\d+\*\* at 0\.02 per million tokens/);
    assert.equal(out.match(/^\| unchanged \| moved \| changed \| added \| removed \| tokens to embed \| cost \|$/gm)?.length, 3);
    assert.match(out, /#### `docs\/guide\.md`\n\n[^\n]+\n[^\n]+\n\| 0 \| 12 \| 1 \| 0 \| 0 \| \d+ \| 0\.0+\d+ \|/);
    assert.match(out, /<details><summary>1 chunk re-embeds, 0 removed<\/summary>[\s\S]*?\| changed \| 3 \| \d+ \| Guide \| Intro text, now a little longer than it was\. \|[\s\S]*?<\/details>/);
  });

  it('default: HEAD against the working tree, with untracked documents; paths after -- limit it', () => {
    writeFileSync(join(repo, 'docs', 'same.md'), '# Same\n\nEdited in the working tree.\n');
    writeFileSync(join(repo, 'docs', 'untracked.md'), '# Untracked\n\nNot added yet.\n');
    try {
      const all = inRepo([]);
      assert.equal(all.code, 0, all.err);
      assert.match(all.out, /^docs\/same\.md: 1 changed/m);
      assert.match(all.out, /^docs\/untracked\.md \(added\): 0 changed, 1 added/m);
      assert.match(all.out, /HEAD → working tree: 2 documents/);
      const limited = inRepo(['--', 'docs/same.md']);
      assert.match(limited.out, /HEAD → working tree: 1 document ·/);
      const pathOnly = inRepo(['docs/untracked.md']);
      assert.match(pathOnly.out, /^docs\/untracked\.md \(added\)/m);
      assert.match(pathOnly.out, /HEAD → working tree: 1 document ·/);
    } finally {
      git(repo, 'checkout', '-q', '--', 'docs/same.md');
      rmSync(join(repo, 'docs', 'untracked.md'));
    }
  });

  it('an unknown revision exits 2 naming it', () => {
    const { code, out, err } = inRepo(['no-such-branch']);
    assert.equal(code, 2);
    assert.equal(out, '');
    assert.match(err, /^chunklens: diff: unknown revision "no-such-branch"/);
    assert.match(inRepo(['HEAD', 'nope', '--', 'docs']).err, /unknown revision "nope"/);
  });

  it('outside a git repository it exits 2 and says so, unless given two files or folders', () => {
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'chunklens-nogit-')));
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    // TMPDIR may sit inside a repository (an ignored folder of a clone): stop git's search at the temp folder.
    process.env.GIT_CEILING_DIRECTORIES = dirname(outside);
    writeFileSync(join(outside, 'a.md'), guide('Intro text.', 3));
    writeFileSync(join(outside, 'b.md'), guide('Another intro.', 3));
    const { io, sink } = capture();
    process.chdir(outside);
    try {
      assert.equal(runCli(['diff'], sink), 2);
      assert.match(io.err, /^chunklens: diff: .* is not inside a git repository .*--no-index/);
      const files = capture();
      assert.equal(runCli(['diff', 'a.md', 'b.md'], files.sink), 0, files.io.err);
      assert.match(files.io.out, /^b\.md: 1 changed, 0 added, 0 removed, 3 moved, 0 unchanged/m);
      assert.match(files.io.out, /^a\.md → b\.md: 1 document ·/m);
    } finally {
      process.chdir(home);
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceiling;
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('--no-index compares two folders document by document', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'chunklens-folders-')));
    for (const side of ['old', 'new']) mkdirSync(join(root, side));
    writeFileSync(join(root, 'old', 'kept.md'), guide('Intro.', 2));
    writeFileSync(join(root, 'new', 'kept.md'), guide('Intro.', 3));
    writeFileSync(join(root, 'old', 'dropped.md'), '# Dropped\n\nBye.\n');
    const { io, sink } = capture();
    try {
      assert.equal(runCli(['diff', '--no-index', join(root, 'old'), join(root, 'new'), '--format', 'json'], sink), 0, io.err);
      const report = JSON.parse(io.out);
      assert.deepEqual(report.files.map((f: { status: string }) => f.status), ['removed', 'modified']);
      assert.deepEqual(report.files[1].counts, { unchanged: 3, moved: 0, changed: 0, added: 1, removed: 0 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('bad flags exit 2: --price-per-million, --format, a lint-only flag, --no-index with one path', () => {
    for (const [argv, message] of [
      [['--price-per-million', 'cheap'], /--price-per-million must be a number/],
      [['--format', 'sarif'], /--format must be one of text, json, markdown/],
      [['--quiet'], /--quiet applies to lint only/],
      [['--no-index', 'a.md'], /exactly two files or folders, got 1/],
    ] as const) {
      const { code, err } = inRepo([...argv]);
      assert.equal(code, 2);
      assert.match(err, message);
    }
    const lint = capture();
    assert.equal(runCli(['lint', 'x.md', '--price-per-million', '1'], lint.sink), 2);
    assert.match(lint.io.err, /--price-per-million applies to diff only/);
  });

  it('on workers and from the cache it prints what the in-process run prints', async () => {
    // 20 edited documents: 40 versions, enough for the worker pool.
    for (let i = 0; i < 20; i++) writeFileSync(join(repo, 'docs', `many-${i}.md`), guide(`Intro ${i}.`, 2));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'many');
    for (let i = 0; i < 20; i++) writeFileSync(join(repo, 'docs', `many-${i}.md`), guide(`Intro ${i}, edited.`, 2));
    const cache = join(repo, '.chunklensCache');
    try {
      const inProcess = inRepo(['--format', 'json']);
      const pooled = capture();
      process.chdir(repo);
      let code: number;
      try {
        code = await runCliAsync(['diff', '--format', 'json', '--jobs', '2', '--cache', '--cache-location', cache], pooled.sink, WORKER);
      } finally {
        process.chdir(home);
      }
      assert.equal(code, 0, pooled.io.err);
      assert.equal(JSON.parse(inProcess.out).files.length, 20);
      assert.equal(pooled.io.out, inProcess.out);
      const cached = inRepo(['--format', 'json', '--cache', '--cache-location', cache]);
      assert.equal(cached.out, inProcess.out);
    } finally {
      git(repo, 'checkout', '-q', '--', 'docs');
    }
  });
});

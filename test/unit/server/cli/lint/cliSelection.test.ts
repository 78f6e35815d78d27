// Which files a lint reads: globs with ! exclusions, configuration ignores, .gitignore and .mintignore (unless
// --no-gitignore), and standard input with --stdin-filename.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-select-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text.replace('{path}', path));
  }
  return root;
}

function run(argv: string[], stdin?: string) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), ...(stdin !== undefined ? { readStdin: () => stdin } : {}) });
  return { code, out, err };
}

/** The files a lint reported on, from `--format json` with every file made to have a finding (pipeline findings listed too: five files' alike findings are folded into one). */
function linted(argv: string[]): string[] {
  const r = run(['lint', ...argv, '--format', 'json', '--pipeline-findings', 'inline']);
  assert.equal(r.code, 0, r.err);
  return [...new Set(JSON.parse(r.out).map((f: { file: string }) => f.file.split('\\').join('/')))].sort() as string[];
}

/** A page with one empty section, named after the file (the same empty heading in five files would be a template's). */
const ORPHAN = '# A\n\n## Empty {path}\n\n## B\n\ntext\n';

describe('file selection', () => {
  const cwd = process.cwd();
  const root = tree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.gitignore': 'build/\n*.tmp.md\n!keep.tmp.md\n',
    'docs/a.md': ORPHAN,
    'docs/b.md': ORPHAN,
    'docs/notes.txt': 'plain text\n',
    'docs/drafts/c.md': ORPHAN,
    'docs/x.tmp.md': ORPHAN,
    'docs/keep.tmp.md': ORPHAN,
    'docs/.gitignore': 'private.md\n',
    'docs/private.md': ORPHAN,
    'build/out.md': ORPHAN,
    'build/site/.gitignore': 'skip.md\n',
    'build/site/page.md': ORPHAN,
    'build/site/skip.md': ORPHAN,
    'site/.chunklens.json': '{ "ignores": ["generated/**"] }',
    'site/generated/api.md': ORPHAN,
    'site/page.md': ORPHAN,
    '.github/ISSUE_TEMPLATE/bug.md': ORPHAN,
    'docs/.vitepress/theme/notes.md': ORPHAN,
  });
  before(() => process.chdir(root));
  after(() => process.chdir(cwd));

  it('a folder yields its known documents, minus .gitignore (nested files, negation, ignored folders) and config ignores', () => {
    assert.deepEqual(linted(['.']), ['docs/a.md', 'docs/b.md', 'docs/drafts/c.md', 'docs/keep.tmp.md', 'site/page.md']);
  });

  it('hidden folders (.github, .vitepress) are walked only when named as a PATH', () => {
    assert.ok(!linted(['.']).some((f) => f.includes('/.') || f.startsWith('.')));
    assert.deepEqual(linted(['.github']), ['.github/ISSUE_TEMPLATE/bug.md']);
    assert.deepEqual(linted(['docs/.vitepress']), ['docs/.vitepress/theme/notes.md']);
  });

  it('a folder named on the command line is linted even where the repository ignores it, with its own .gitignore files', () => {
    assert.deepEqual(linted(['build/site']), ['build/site/page.md']);
    assert.deepEqual(linted(['build/site/page.md', 'build/out.md']), ['build/out.md', 'build/site/page.md'], 'a file named by its path is read, ignored or not');
    assert.deepEqual(linted(['build/**/*.md']), [], 'a glob still leaves ignored files out');
  });

  it('--no-gitignore reads what .gitignore excludes, but configuration ignores still apply', () => {
    assert.deepEqual(linted(['.', '--no-gitignore']), ['build/out.md', 'build/site/page.md', 'build/site/skip.md', 'docs/a.md', 'docs/b.md', 'docs/drafts/c.md', 'docs/keep.tmp.md', 'docs/private.md', 'docs/x.tmp.md', 'site/page.md']);
  });

  it('globs match from the working folder, and !glob or !path takes files out wherever it stands', () => {
    assert.deepEqual(linted(['docs/**/*.md', '!docs/drafts']), ['docs/a.md', 'docs/b.md', 'docs/keep.tmp.md']);
    assert.deepEqual(linted(['!**/b.md', 'docs/*.md']), ['docs/a.md', 'docs/keep.tmp.md']);
    assert.deepEqual(linted(['docs/*.txt']), [], 'a glob names plain text explicitly (which has no findings here)');
    assert.deepEqual(linted(['docs/a.md', 'docs/a.md', 'docs/*.md']), ['docs/a.md', 'docs/b.md', 'docs/keep.tmp.md'], 'each file once');
  });

  it('a !glob with ** takes files out of a folder linted outside the working folder too', () => {
    process.chdir(join(root, 'site'));
    try {
      assert.deepEqual(linted(['../docs', '!**/drafts/**', '!**/b.md']), ['../docs/a.md', '../docs/keep.tmp.md']);
    } finally {
      process.chdir(root);
    }
  });

  it('a glob that matches nothing and a missing path are errors naming them', () => {
    for (const arg of ['docs/**/*.mdx', 'missing.md']) {
      const r = run(['lint', arg]);
      assert.equal(r.code, 2);
      assert.match(r.err, new RegExp(`^chunklens: ${arg.replace(/\*/g, '\\*').replace(/\./g, '\\.')}: (no files match|no such file or folder)`));
    }
  });

  it('! arguments alone, a bare !, an empty --stdin-filename, and --cache or --shard with - are usage errors', () => {
    for (const argv of [['lint', '!docs'], ['lint', 'docs', '!'], ['stats', '!docs'], ['lint', '-', '--stdin-filename', ''], ['lint', '-', '--cache'], ['lint', '-', '--shard', '1/2']]) {
      const r = run(argv, '');
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err, /^chunklens: ("!"|--stdin-filename|--cache|--shard)/);
    }
  });

  it('- lints standard input under --stdin-filename, which picks its kind, configuration and the name in messages', () => {
    const r = run(['lint', '-', '--stdin-filename', 'site/guide.md'], ORPHAN);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^site\/guide\.md:3:1 warning CK003\/orphan-heading/m);
    assert.match(r.out, /^1 file, 1 chunk, 1 finding \(1 warning\) in /m);
    writeFileSync(join(root, 'site/.chunklens.json'), '{ "rules": { "orphan-heading": "error" } }');
    assert.equal(run(['lint', '-', '--stdin-filename', 'site/guide.md'], ORPHAN).code, 1, 'the configuration above the given name applies');
    assert.equal(run(['lint', '-', 'docs'], ORPHAN).code, 2);
    assert.equal(run(['lint', 'docs', '--stdin-filename', 'x.md']).code, 2);
  });
});

describe("a Mintlify site's .mintignore", () => {
  const cwd = process.cwd();
  const root = tree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'docs.json': '{ "name": "Example", "navigation": [] }\n',
    '.mintignore': '# Scraped source files (not documentation pages)\nsources/\n*.draft.mdx\n',
    'quickstart.mdx': ORPHAN,
    'guide.draft.mdx': ORPHAN,
    'sources/site/docs/api.md': ORPHAN,
  });
  before(() => process.chdir(root));
  after(() => process.chdir(cwd));

  it('leaves out the pages the site does not publish (typeoh/mintlify-docs\' scraped sources), as .gitignore does; --no-gitignore reads them', () => {
    assert.deepEqual(linted(['.']), ['quickstart.mdx']);
    assert.deepEqual(linted(['.', '--no-gitignore']), ['guide.draft.mdx', 'quickstart.mdx', 'sources/site/docs/api.md']);
  });
});

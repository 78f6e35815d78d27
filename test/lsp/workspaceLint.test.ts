// "Lint Workspace" on the server: the workspace documents a lint reads, linted from disk into diagnostics, folded
// as `lint` folds a run once the last batch is in.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { LintFilesResult, WorkspaceFilesResult } from '../../shared/model/protocol';
import { runCli } from '../../server/cli/main';
import { folderTree } from '../helpers/folderTree';
import { TestServer } from '../helpers/lspHarness';
import { repoPath } from '../helpers/repoPath';

const ORPHAN = '# A\n\n## Empty\n\n## B\n\ntext\n';

describe('Lint Workspace on the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-workspace-'));
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  let server: TestServer;
  before(async () => {
    mkdirSync(join(root, 'docs/drafts'), { recursive: true });
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, '.gitignore'), 'build/\n');
    mkdirSync(join(root, 'build'));
    writeFileSync(join(root, 'build/out.md'), ORPHAN);
    writeFileSync(join(root, '.chunklens.json'), '{ "ignores": ["docs/drafts/**"], "rules": { "orphan-heading": "error" } }');
    for (const path of ['docs/a.md', 'docs/b.md', 'docs/drafts/c.md', 'open.md']) writeFileSync(join(root, path), ORPHAN);
    writeFileSync(join(root, 'notes.txt'), 'plain\n');
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
  });
  after(() => server.stop());

  it('lists the documents a lint reads: known kinds, minus configuration ignores and .gitignore', async () => {
    const { uris } = await server.request<WorkspaceFilesResult>('chunklens/workspaceFiles', {});
    assert.deepEqual(uris, [uri('docs/a.md'), uri('docs/b.md'), uri('open.md')]);
  });

  it('lints documents from disk with their configuration and publishes their diagnostics, skipping open ones', async () => {
    server.open(uri('open.md'), ORPHAN);
    await server.diagnosticsFor(uri('open.md'), 1);
    const from = server.recorded.diagnostics.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri('docs/a.md'), uri('docs/b.md'), uri('open.md')] });
    assert.deepEqual(result, { linted: 2, findings: 2 });
    const published = server.recorded.diagnostics.slice(from);
    assert.deepEqual(published.map((d) => d.uri).sort(), [uri('docs/a.md'), uri('docs/b.md')]);
    assert.deepEqual(published[0].diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['CK003', 1, 2]]);
  });

  it('a malformed request is an InvalidParams error', async () => {
    await assert.rejects(server.request('chunklens/lintFiles', { uris: ['untitled:x'] }), /lintFiles takes/);
  });
});

describe('Lint Workspace\'s heading census', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-census-'));
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  const fixture = (path: string) => readFileSync(repoPath('test/fixtures/census', path), 'utf8');
  let server: TestServer;
  before(async () => {
    for (const folder of ['reference', 'guides']) {
      mkdirSync(join(root, folder));
      for (const name of readdirSync(repoPath('test/fixtures/census', folder))) writeFileSync(join(root, folder, name), fixture(`${folder}/${name}`));
    }
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
  });
  after(() => server.stop());

  const orphansOf = (published: { uri: string; diagnostics: { code?: unknown }[] }[], path: string) =>
    published.filter((d) => d.uri === uri(path)).map((d) => d.diagnostics.filter((x) => x.code === 'CK003').length);

  it('a page linted before its folder\'s template shows is published again without the empty section once the folder is linted', async () => {
    const from = server.recorded.diagnostics.length;
    const first = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri('reference/get-thing1.md')] });
    assert.deepEqual(first, { linted: 1, findings: 1 });
    const rest = ['reference/get-thing2.md', 'reference/get-thing3.md', 'reference/get-thing4.md', 'reference/get-thing5.md', 'guides/remove.md', 'guides/install.md'];
    const second = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: rest.map(uri) });
    assert.deepEqual(second, { linted: 6, findings: 0 });
    const published = server.recorded.diagnostics.slice(from);
    assert.deepEqual(orphansOf(published, 'reference/get-thing1.md'), [1, 0]);
    // Linted when its folder had two pages in the census, then published again once the batch was in.
    assert.deepEqual(orphansOf(published, 'reference/get-thing2.md'), [1, 0]);
    // Alone in its folder while the batch came in, it read the census of the folders beside it; the last word is its own folder's.
    assert.equal(orphansOf(published, 'guides/remove.md').at(-1), 1);
  });

  it('an open page reads the census of the last workspace lint', async () => {
    server.open(uri('reference/get-thing2.md'), fixture('reference/get-thing2.md'));
    const { diagnostics } = await server.diagnosticsFor(uri('reference/get-thing2.md'), 1);
    assert.deepEqual(diagnostics.filter((d) => d.code === 'CK003'), []);
    server.open(uri('guides/remove.md'), fixture('guides/remove.md'));
    assert.equal((await server.diagnosticsFor(uri('guides/remove.md'), 1)).diagnostics.filter((d) => d.code === 'CK003').length, 1);
  });
});

describe('Lint Workspace\'s template tally', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-templates-'));
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  /** Theme pages made from one page template with `## Features` left empty, each alone under a parent of its own (no folder census sees them). */
  const themes = [0, 1, 2, 3, 4].map((i) => `group-${i}/theme/index.md`);
  const TEMPLATE = 'Date: <% tp.date.now("Do MMMM YYYY") %>\n## Summary\n\n### Introduction\n\n#### Motivation\n\n#### Challenge\n\n### Method\n';
  let server: TestServer;
  before(async () => {
    themes.forEach((path, i) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), `# Theme ${i}\n\nA dark theme with rounded corners, number ${i}.\n\n## Features\n\n## Screenshots\n\nThe screenshots show theme ${i} in light and dark mode.\n`);
    });
    writeFileSync(join(root, 'guide.md'), '# Guide\n\nHow to pick a theme.\n\n## Colours\n\n## Fonts\n\nPick a font that reads well.\n');
    mkdirSync(join(root, 'Templates'));
    mkdirSync(join(root, 'Papers'));
    writeFileSync(join(root, 'Templates/Paper Review.md'), TEMPLATE);
    writeFileSync(join(root, 'Papers/Sensor Nodes.md'), TEMPLATE.replace(/<%[^%]*%>/, '12th March 2025').replace('### Method\n', '### Method\n\nThey measure twelve sensor nodes under three voltage scaling policies.\n'));
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
  });
  after(() => server.stop());

  const orphansOf = (published: { uri: string; diagnostics: { code?: unknown }[] }[], path: string) =>
    published.filter((d) => d.uri === uri(path)).map((d) => d.diagnostics.filter((x) => x.code === 'CK003').length);

  it('a heading left empty in five pages is the template\'s, as `lint` has it: pages linted before the fifth are published again without it', async () => {
    const from = server.recorded.diagnostics.length;
    const first = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [...themes.slice(0, 4), 'guide.md'].map(uri) });
    assert.deepEqual(first, { linted: 5, findings: 5 });
    const second = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri(themes[4])] });
    assert.deepEqual(second, { linted: 1, findings: -4 });
    const published = server.recorded.diagnostics.slice(from);
    for (const path of themes.slice(0, 4)) assert.deepEqual(orphansOf(published, path), [1, 0], path);
    assert.deepEqual(orphansOf(published, themes[4]), [0]);
    assert.deepEqual(orphansOf(published, 'guide.md'), [1]);
  });

  it('headings a note keeps empty as a template file keeps them are the template\'s, once the template is linted', async () => {
    const from = server.recorded.diagnostics.length;
    await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri('Papers/Sensor Nodes.md')] });
    await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri('Templates/Paper Review.md')] });
    assert.deepEqual(orphansOf(server.recorded.diagnostics.slice(from), 'Papers/Sensor Nodes.md'), [2, 0]);
  });
});

describe('Lint Workspace\'s run folds', () => {
  /** A generated board page: a blank first line before its front matter (an empty section at line 2 in every page), as a generator writes it. */
  const board = (name: string) => `\n---\ntitle: ${name}\n---\n\n\n## Constants\n\nThe pins of the ${name} board, as the machine package names them for programs.\n`;
  const boards = ['arduino', 'bluepill', 'feather-m0', 'microbit', 'pico', 'xiao'].map((n) => `machine/${n}.md`);
  const root = folderTree({ ...Object.fromEntries(boards.map((path) => [path, board(path)])), 'docs/1.2/page.md': ORPHAN, 'docs/main/page.md': ORPHAN, 'docs/other.md': ORPHAN }, 'lsp-folds');
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
  });
  after(() => server.stop());

  /** What `chunklens lint` of the workspace folder lists, per file under it: `line ruleId message`, paths in messages relative to it. */
  function cliListed(): Map<string, string[]> {
    let out = '';
    runCli(['lint', root, '--format', 'json', '--jobs', '1'], { out: (t) => (out += t), err: () => {}, env: {} });
    const listed = new Map<string, string[]>();
    for (const f of JSON.parse(out) as { file: string; line: number; ruleId: string; message: string }[]) {
      const path = f.file.slice(root.length + 1).replaceAll(sep, '/');
      listed.set(path, [...(listed.get(path) ?? []), `${f.line} ${f.ruleId} ${f.message.replaceAll(root + sep, '')}`]);
    }
    return listed;
  }

  /** The diagnostics last published for each file since `from`, as cliListed lists findings (files without any left out). */
  function editorListed(from: number): Map<string, string[]> {
    const last = new Map<string, string[]>();
    for (const { uri: published, diagnostics } of server.recorded.diagnostics.slice(from)) {
      last.set(published, diagnostics.map((d) => `${d.range.start.line + 1} ${String(d.code)} ${d.message}`));
    }
    const paths = [...boards, 'docs/1.2/page.md', 'docs/main/page.md', 'docs/other.md'];
    return new Map(paths.flatMap((path) => (last.get(uri(path))?.length ? [[path, last.get(uri(path))!]] : [])));
  }

  it('after the last batch, a finding of a folder\'s generated pages is listed once with the count, and one of a release copy at the copy without a version, as `lint` lists them', async () => {
    const from = server.recorded.diagnostics.length;
    const { uris } = await server.request<WorkspaceFilesResult>('chunklens/workspaceFiles', {});
    let findings = 0;
    for (let start = 0; start < uris.length; start += 3) {
      const done = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: uris.slice(start, start + 3), final: start + 3 >= uris.length });
      findings += done.findings;
    }
    const editor = editorListed(from);
    const cli = cliListed();
    assert.deepEqual(editor, cli);
    assert.deepEqual([...editor.keys()].sort(), ['docs/main/page.md', 'docs/other.md', 'machine/arduino.md']);
    assert.match(editor.get('machine/arduino.md')!.join('\n'), /CK003 .*\(the same at this line in 6 files of machine\/: one cause writes them all \(a generator, a template or a convention of the pages\): fix it there once\)/);
    assert.equal(findings, [...cli.values()].flat().length);
  });

  it('a run cancelled after some batches folds what it linted when the client says it is done', async () => {
    const from = server.recorded.diagnostics.length;
    await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [...boards, 'docs/1.2/page.md', 'docs/main/page.md'].map(uri) });
    assert.equal(editorListed(from).size, 8, 'before the run is done, each page shows its own findings');
    const done = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [], final: true });
    assert.deepEqual(done, { linted: 0, findings: -6 });
    assert.deepEqual([...editorListed(from).keys()].sort(), ['docs/main/page.md', 'machine/arduino.md']);
  });
});

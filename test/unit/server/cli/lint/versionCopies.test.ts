// Copies of a page per release in one lint run (same text and name, or paths that differ in one segment where one
// names a release) are one page: a finding is listed once, at the copy whose path names the fewest versions, and
// counted in the summary for the others. Identical files of one version are pages of their own.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli, runCliAsync } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';
import { folderTree } from '../../../../helpers/folderTree';

const WORKER = repoPath('out/lintWorker.js');

/** A guide with a resource-usage table as HTML (cells of numbers, one element a line), cut inside a row at `--max-tokens 200`. */
function guide(intro: string): string {
  const row = (i: number) => `  <tr>\n${[`${i}k`, '0', `${i * 40}`, `${i}%`, `${i * 15}`].map((v) => `    <td align="right">${v}</td>`).join('\n')}\n  </tr>`;
  const rows = Array.from({ length: 12 }, (_, i) => row(i)).join('\n');
  return `# Resource limits\n\n${intro}\n\n## Memory / CPU usage\n\n<table>\n  <tr>\n    <td>#Svc</td>\n    <td>RPS</td>\n    <td>Memory (MB)</td>\n    <td>CPU%</td>\n    <td>Envoy memory (MB)</td>\n  </tr>\n${rows}\n</table>\n`;
}

const site = (files: Record<string, string>) => folderTree(files, 'copies');

interface JsonFinding {
  file: string;
  ruleId: string;
  message: string;
  pipeline?: { cause: string };
}

function lint(root: string, ...flags: string[]) {
  let out = '';
  let err = '';
  const code = runCli(['lint', root, '--max-tokens', '200', ...flags], { out: (t) => (out += t), err: (t) => (err += t), env: {} });
  return { code, out, err };
}

/** The CK005 findings of a JSON run as `path under root` (with `pipeline` when moved there). */
function splitTables(root: string, ...flags: string[]): string[] {
  const found = JSON.parse(lint(root, '--format', 'json', '--pipeline-findings', 'inline', ...flags).out) as JsonFinding[];
  return found.filter((f) => f.ruleId === 'CK005').map((f) => `${f.file.slice(root.length + 1).replace(/\\/g, '/')}${f.pipeline ? ' pipeline' : ''}`);
}

const INTRO = 'Verify the memory and CPU usage with varying numbers of services and traffic load into the cluster.';

describe('copies of a page per release in one lint run', () => {
  it('a finding in copies of a page per release is listed once, at the copy whose path names no version; the others are counted in the summary', () => {
    const root = site({
      'docs/main/guides/resource-limits.md': guide(INTRO),
      'docs/1.32/guides/resource-limits.md': guide(INTRO),
      'docs/v1.33.0/guides/resource-limits.md': guide(INTRO),
    });
    const r = lint(root);
    const listed = r.out.split('\n').filter((l) => / info CK005\//.test(l));
    assert.equal(listed.length, 1);
    assert.match(listed[0], /docs[\\/]main[\\/]guides[\\/]resource-limits\.md:\d+:1 info CK005\/split-table HTML table of 13 rows \(cut inside a row\)/);
    assert.match(r.out, /CK005\/split-table ×2 in 2 files: the file is a copy of another file of the run \(a release's snapshot of the page\), which lists the finding on its line/);
    assert.deepEqual(splitTables(root), ['docs/1.32/guides/resource-limits.md pipeline', 'docs/main/guides/resource-limits.md', 'docs/v1.33.0/guides/resource-limits.md pipeline']);
  });

  it('a versioned copy in a folder of its own (`versioned_docs/version-5.0/…` beside `docs/…`) is a copy too', () => {
    const root = site({ 'docs/deploy/admin-tool.md': guide(INTRO), 'versioned_docs/version-5.0/operations/admin-tool.md': guide(INTRO) });
    assert.deepEqual(splitTables(root), ['docs/deploy/admin-tool.md', 'versioned_docs/version-5.0/operations/admin-tool.md pipeline']);
  });

  it('copies that differ elsewhere share a finding whose rule, message and text agree; a finding that differs stays on each copy', () => {
    const root = site({ 'docs/main/guides/resource-limits.md': guide(INTRO), 'docs/1.32/guides/resource-limits.md': guide(`${INTRO} Envoy was 1.31 then.`) });
    assert.deepEqual(splitTables(root), ['docs/1.32/guides/resource-limits.md pipeline', 'docs/main/guides/resource-limits.md']);
    const grown = site({ 'docs/main/guides/resource-limits.md': guide(INTRO), 'docs/1.32/guides/resource-limits.md': guide(INTRO).replace('</table>', '  <tr>\n    <td>13k</td>\n  </tr>\n</table>') });
    assert.deepEqual(splitTables(grown), ['docs/1.32/guides/resource-limits.md', 'docs/main/guides/resource-limits.md']);
  });

  it('a release\'s folder inside the current docs (`content/docs/v1.2/release/…` beside `content/docs/release/…`, vdaas web) holds copies of the current pages, also where earlier text renumbers the chunks; a page of another folder does not', () => {
    const other = 'Measure the memory and CPU usage of the gateway alone, with no agents behind it, at a steady load.';
    const root = site({
      'content/docs/release/changelog.md': guide(INTRO),
      'content/docs/v1.2/release/changelog.md': guide(INTRO).replace('# Resource limits', '# Resource limits (1.2)'),
      'content/docs/v1.3/release/changelog.md': guide(`${INTRO}\n\n## Earlier releases\n\n${Array.from({ length: 4 }, (_, i) => `Release 1.${i} measured ${INTRO.toLowerCase()}`.repeat(4)).join('\n\n')}`),
      'content/docs/v1.3/tutorial/changelog.md': guide(other),
    });
    const messages = (JSON.parse(lint(root, '--format', 'json', '--pipeline-findings', 'inline').out) as JsonFinding[]).filter((f) => f.ruleId === 'CK005').map((f) => f.message);
    assert.notEqual(messages[0].replace(/ \(listed at .*\)$/, ''), messages[2].replace(/ \(listed at .*\)$/, ''), 'the copies number their chunks differently');
    assert.deepEqual(splitTables(root), ['content/docs/release/changelog.md', 'content/docs/v1.2/release/changelog.md pipeline', 'content/docs/v1.3/release/changelog.md pipeline', 'content/docs/v1.3/tutorial/changelog.md']);
  });

  it('a release slot beside a folder that names no version (`content/en/latest/…` beside `content/en/v1.2/…`) holds copies; other folders do not', () => {
    const root = site({
      'content/en/latest/install/api.md': guide(INTRO),
      'content/en/v1.2/install/api.md': guide(`${INTRO} Older.`),
      'content/en/v1.3/install/api.md': guide(INTRO),
      'content/en/latest/tasks/api.md': guide(INTRO),
    });
    assert.deepEqual(splitTables(root), [
      'content/en/latest/install/api.md',
      'content/en/latest/tasks/api.md',
      'content/en/v1.2/install/api.md pipeline',
      'content/en/v1.3/install/api.md pipeline',
    ]);
  });

  it('identical files of one version (stub pages, one page under two names) are pages of their own: each keeps its finding', () => {
    const root = site({
      'docs/1.32/guides/resource-limits.md': guide(INTRO),
      'docs/1.32/guides/limits.md': guide(INTRO),
      'docs/1.32/reference/resource-limits.md': guide(INTRO),
      'docs/main/guides/limits.md': guide(INTRO),
    });
    assert.deepEqual(splitTables(root), [
      'docs/1.32/guides/limits.md pipeline',
      'docs/1.32/guides/resource-limits.md',
      'docs/1.32/reference/resource-limits.md',
      'docs/main/guides/limits.md',
    ]);
  });

  it('stats counts the finding as the writer\'s in the copy that lists it and as the pipeline\'s in the other', () => {
    const root = site({ 'docs/main/guides/resource-limits.md': guide(INTRO), 'docs/1.32/guides/resource-limits.md': guide(INTRO) });
    let out = '';
    runCli(['stats', root, '--max-tokens', '200', '--format', 'json'], { out: (t) => (out += t), err: () => {}, env: {} });
    const rows = JSON.parse(out) as { folder: string; rules: Record<string, { writer: number; pipeline: number }> }[];
    const splitTable = (folder: string) => rows.find((r) => r.folder.replace(/\\/g, '/').endsWith(folder))?.rules['CK005/split-table'];
    assert.deepEqual([splitTable('docs/main/guides'), splitTable('docs/1.32/guides')], [{ writer: 1, pipeline: 0 }, { writer: 0, pipeline: 1 }]);
  });

  it('on worker threads the copies fold the same', async () => {
    const root = site({ 'docs/main/guides/resource-limits.md': guide(INTRO), 'docs/1.32/guides/resource-limits.md': guide(INTRO) });
    let out = '';
    await runCliAsync(['lint', root, '--max-tokens', '200', '--format', 'json', '--jobs', '2'], { out: (t) => (out += t), err: () => {}, env: {} }, WORKER);
    assert.equal(out, lint(root, '--format', 'json').out);
  });
});

// The heading census of a lint run: an empty section under a heading that most pages of its folder share is the
// page template's (a pipeline finding that says how many pages keep the heading); one under a heading of its own
// page stays the writer's. The census is the same in-process, on workers and from a warm cache.

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli, runCliAsync } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';

const WORKER = repoPath('out/lintWorker.js');
const FOLDERS = [repoPath('test/fixtures/census/reference'), repoPath('test/fixtures/census/guides')];

interface JsonFinding {
  file: string;
  line: number;
  ruleId: string;
  message: string;
  pipeline?: { cause: string };
}

function capture() {
  const io = { out: '', err: '' };
  return { io, sink: { out: (t: string) => (io.out += t), err: (t: string) => (io.err += t), env: {} } };
}

function lint(...flags: string[]) {
  const c = capture();
  const code = runCli(['lint', ...FOLDERS, '--format', 'json', ...flags], c.sink);
  return { code, findings: JSON.parse(c.io.out) as JsonFinding[], err: c.io.err };
}

async function lintOnWorkers(jobs: number, ...flags: string[]) {
  const c = capture();
  await runCliAsync(['lint', ...FOLDERS, '--format', 'json', '--jobs', String(jobs), ...flags], c.sink, WORKER);
  return c.io.out;
}

/** The CK003 findings as `folder/file:line message`, in order. */
function orphans(findings: JsonFinding[]): string[] {
  return findings.filter((f) => f.ruleId === 'CK003').map((f) => `${f.file.split(/[\\/]/).slice(-2).join('/')}:${f.line} ${f.message}`);
}

describe('heading census of a lint run', () => {
  it('an empty section under a heading most pages of its folder share leaves the writer\'s list; one under a heading of its own page stays', () => {
    const r = lint();
    assert.deepEqual(orphans(r.findings), ['guides/remove.md:5 Heading "Remarks" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Steps" and the headings after it belong to it, make them a level deeper)']);
    assert.match(r.err, /CK003\/orphan-heading ×2 in 2 files: a heading the page template of its folder keeps \(most pages of the folder have it\), left empty on this page: no chunk carries the heading/);
  });

  it('listed inline, the template\'s empty sections say how many pages of the folder keep the heading and that no chunk carries it', () => {
    const inline = lint('--pipeline-findings', 'inline').findings.filter((f) => f.ruleId === 'CK003' && f.pipeline);
    assert.deepEqual(orphans(inline), [
      'reference/get-thing1.md:17 Heading "Remarks" has no content: the page template of this folder keeps it (5 of its 5 pages have it), and no chunk carries it',
      'reference/get-thing2.md:17 Heading "Remarks" has no content: the page template of this folder keeps it (5 of its 5 pages have it), and no chunk carries it',
    ]);
  });

  it('--jobs 1 and --jobs 2 report exactly what the in-process lint reports', async () => {
    const inProcess = capture();
    runCli(['lint', ...FOLDERS, '--format', 'json'], inProcess.sink);
    assert.equal(await lintOnWorkers(1), inProcess.io.out);
    assert.equal(await lintOnWorkers(2), inProcess.io.out);
  });

  it('a warm --cache run, which lints nothing, folds the same sections as the cold run that filled the cache', async () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'chunklens-census-')), 'cache.json');
    const cold = lint('--cache', '--cache-location', cache, '--pipeline-findings', 'inline');
    const warm = lint('--cache', '--cache-location', cache, '--pipeline-findings', 'inline');
    assert.equal(orphans(cold.findings).length, 3);
    assert.deepEqual(warm.findings, cold.findings);
    assert.equal(await lintOnWorkers(2, '--cache', '--cache-location', cache, '--pipeline-findings', 'inline'), JSON.stringify(cold.findings, null, 2) + '\n');
  });

  it('stats counts the template\'s empty sections as the pipeline\'s and the lone one as the writer\'s, as lint splits them', () => {
    const c = capture();
    runCli(['stats', ...FOLDERS, '--format', 'json'], c.sink);
    const rows = JSON.parse(c.io.out) as { folder: string; rules: Record<string, { writer: number; pipeline: number }> }[];
    const orphanHeadings = (folder: string) => rows.find((r) => r.folder.endsWith(folder))?.rules['CK003/orphan-heading'];
    assert.deepEqual(orphanHeadings('census/reference'), { writer: 0, pipeline: 2 });
    assert.deepEqual(orphanHeadings('census/guides'), { writer: 1, pipeline: 0 });
  });
});

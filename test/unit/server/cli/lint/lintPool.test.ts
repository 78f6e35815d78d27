import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { lintInWorkers } from '../../../../../server/cli/lint/lintPool';
import type { LintReport } from '../../../../../server/cli/lint/lintFile';
import { REPO_ROOT } from '../../../../helpers/repoPath';
import { SLOW_MS } from '../../../../helpers/scriptedLintWorker';

const OVERRIDES = { budgets: {} };

/** What each file came back as: the one finding's message of a stopped file, or "linted". */
function outcomesOf(report: LintReport): string[] {
  return report.linted.map((l) => (l === undefined ? 'skipped' : l.tokens.length ? 'linted' : l.file.findings.map((f) => `${f.ruleId} ${f.message}`).join()));
}

describe('lint pool: one reply per batch, every file held to the time limit', () => {
  let worker = '';
  before(() => {
    worker = join(mkdtempSync(join(tmpdir(), 'chunklens-pool-')), 'scriptedLintWorker.js');
    esbuild.buildSync({ absWorkingDir: REPO_ROOT, entryPoints: ['test/helpers/scriptedLintWorker.ts'], bundle: true, platform: 'node', format: 'cjs', outfile: worker, logLevel: 'silent' });
  });

  it('a file that stalls mid-batch gets a CK900, and the files before and after it in its batch are still linted', async () => {
    const paths = ['a.md', 'b.md', 'stall.md', 'd.md'];
    const report = await lintInWorkers(paths, OVERRIDES, undefined, 1, worker, { timeLimitMs: 500 });
    assert.deepEqual(outcomesOf(report), ['linted', 'linted', 'CK900 analysis stopped after 0.5 s (the --time-limit); the other files are linted', 'linted']);
  });

  it('a worker that crashes mid-batch costs only the file it was on', async () => {
    const report = await lintInWorkers(['a.md', 'crash.md', 'c.md'], OVERRIDES, undefined, 2, worker);
    assert.deepEqual(outcomesOf(report), ['linted', 'CK900 analysis stopped: scripted crash on crash.md', 'linted']);
  });

  it('the limit is per file: a batch of files each under it runs longer than the limit in all and is linted whole', async () => {
    const paths = ['slow-1.md', 'slow-2.md', 'slow-3.md', 'slow-4.md'];
    const limitMs = 3 * SLOW_MS;
    const report = await lintInWorkers(paths, OVERRIDES, undefined, 1, worker, { timeLimitMs: limitMs });
    assert.ok(paths.length * SLOW_MS > limitMs);
    assert.deepEqual(outcomesOf(report), paths.map(() => 'linted'));
  });
});

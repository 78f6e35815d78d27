// An analysis past its time budget stops with one CK900 finding saying so, on a fake clock; within it, the
// budget changes nothing; a stopped analysis leaves its cache to start afresh. Every CLI command takes
// --time-limit, and a file past it gets the CK900 while the run goes on.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import type { TimeBudget } from '../../../../shared/engine/timeBudget';
import { runCli } from '../../../../server/cli/main';

const settings = resolveSettings({}, 'markdown', { strategy: 'markdown-spec', budgets: {} });
const TEXT = Array.from({ length: 40 }, (_, i) => `## Section ${i}\n\n${'Some words about the section. '.repeat(30)}\n`).join('\n');

/** A clock that advances `step` milliseconds each time it is read. */
function fakeBudget(limitMs: number, step: number): TimeBudget & { reads: number } {
  const budget = { limitMs, source: 'the test budget', reads: 0, now: () => budget.reads++ * step };
  return budget;
}

const comparable = (a: Analysis) => ({ blocks: a.doc.blocks, chunks: a.chunks, findings: a.findings, pipelineFindings: a.pipelineFindings });

describe('time budget of an analysis', () => {
  it('an analysis whose clock passes the budget is one CK900 finding, analysis stopped after N s, and no chunks', () => {
    const budget = fakeBudget(5_000, 1_000);
    const stopped = analyze({ kind: 'markdown', text: TEXT, documentId: 'doc', settings, timeBudget: budget });
    assert.deepEqual(stopped.chunks, []);
    assert.deepEqual(stopped.findings.map((f) => f.ruleId), ['CK900']);
    assert.match(stopped.findings[0].message, /^analysis stopped after [6-9]\.0 s, over the test budget of 5 s$/);
    assert.equal(stopped.stopped, stopped.findings[0].message);
    assert.ok(budget.reads < 10, `the clock was read ${budget.reads} times after the budget ran out`);
  });

  it('an analysis within its budget equals one without a budget', () => {
    const within = analyze({ kind: 'markdown', text: TEXT, documentId: 'doc', settings, timeBudget: fakeBudget(1e12, 1) });
    const free = analyze({ kind: 'markdown', text: TEXT, documentId: 'doc', settings });
    assert.equal(within.stopped, undefined);
    assert.deepEqual(comparable(within), comparable(free));
  });

  it('after a stopped analysis, the same cache gives the next version what an analysis from scratch gives', () => {
    const cache = createAnalysisCache();
    analyze({ kind: 'markdown', text: TEXT, documentId: 'doc', settings }, cache);
    const edited = TEXT.replace('Section 7', 'Section seven');
    assert.ok(analyze({ kind: 'markdown', text: edited, documentId: 'doc', settings, timeBudget: fakeBudget(2_000, 1_000) }, cache).stopped);
    const again = edited.replace('Section 9', 'Section nine');
    assert.deepEqual(comparable(analyze({ kind: 'markdown', text: again, documentId: 'doc', settings }, cache)), comparable(analyze({ kind: 'markdown', text: again, documentId: 'doc', settings })));
  });
});

describe('CLI --time-limit on every command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-budget-'));
  const a = join(dir, 'a.md');
  const b = join(dir, 'b.md');
  writeFileSync(a, TEXT);
  writeFileSync(b, TEXT.replace('Section 3', 'Section three'));
  const run = (...argv: string[]) => {
    let out = '';
    let err = '';
    const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  };
  const STOPPED = /analysis stopped after \d+\.\d s, over the --time-limit of 0\.001 s/;

  it('chunk, stats, diff, compare and query run in this thread report the file past the limit and go on', () => {
    // A thousandth of a second is less than any analysis of these files takes.
    const limit = ['--time-limit', '0.001'];
    const chunk = run('chunk', a, ...limit);
    assert.equal(chunk.code, 1);
    assert.equal(chunk.out, '');
    assert.match(chunk.err, STOPPED);
    const stats = run('stats', a, b, '--format', 'json', ...limit);
    assert.equal(stats.code, 0);
    assert.equal(stats.err.match(new RegExp(STOPPED.source, 'g'))?.length, 2, stats.err);
    const diff = run('diff', '--no-index', a, b, ...limit);
    assert.equal(diff.code, 2);
    assert.match(diff.out, STOPPED);
    const compare = run('compare', a, '--strategy', 'markdown-spec', '--strategy', 'recursive', ...limit);
    assert.equal(compare.code, 2);
    assert.match(compare.err, STOPPED);
    const query = run('query', 'section words', a, b, ...limit);
    assert.equal(query.code, 0);
    assert.match(query.err, STOPPED);
  });

  it('a generous --time-limit changes no command output', () => {
    for (const argv of [['chunk', a, '--format', 'json'], ['stats', a, b, '--format', 'json'], ['diff', '--no-index', a, b, '--format', 'json']]) {
      assert.deepEqual(run(...argv, '--time-limit', '600'), run(...argv), argv.join(' '));
    }
  });
});

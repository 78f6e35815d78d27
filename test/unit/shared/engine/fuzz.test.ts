// A bounded fuzz run (a few seconds) and the fuzz regression fixtures: no mutant of a real document crashes,
// hangs past the limit, reports an internal error, puts a span outside the document or makes an empty chunk.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../../shared/chunkers';
import { inputKindOf } from '../../../../shared/model/inputKind';
import { checkJob } from '../../../fuzz/fuzzWorker';
import { classRun, CONSTRUCTS, RUN_CLASSES } from '../../../fuzz/mutations';
import { runFuzz } from '../../../fuzz/runFuzz';
import { FIXTURES } from '../../../helpers/analyzeText';
import { seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const WORKER = repoPath('out/fuzz/fuzzWorker.js');

describe('fuzzing', () => {
  it('every regression fixture passes every strategy that reads it', () => {
    const dir = join(FIXTURES, 'fuzz');
    const names = readdirSync(dir).filter((n) => n !== 'README.md');
    assert.ok(names.length >= 5);
    for (const name of names) {
      const kind = inputKindOf(name);
      const text = readFileSync(join(dir, name), 'utf8');
      for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(kind))) {
        assert.equal(checkJob({ id: 0, kind, strategy: strategy.id, text }), undefined, `${name} · ${strategy.id}`);
      }
    }
  });

  it('a long single-line run of each character class inside each construct passes every Markdown strategy', () => {
    // Every class in every construct (a random mutant meets few of the 35 pairs), 2,000 units each so the
    // whole grid stays a few seconds; whether such runs stay linear at megabytes is `bench scaling`'s to check.
    const random = seededRandom(28);
    const markdown = STRATEGIES.filter((s) => s.inputKinds.includes('markdown'));
    for (const { name: cls, members } of RUN_CLASSES) {
      for (const { name: construct, wrap } of CONSTRUCTS) {
        const text = `Before the run.\n\n${wrap(classRun(members, 2_000, random))}After the run.\n`;
        for (const strategy of markdown) assert.equal(checkJob({ id: 0, kind: 'markdown', strategy: strategy.id, text }), undefined, `${cls} in a ${construct} · ${strategy.id}`);
      }
    }
  });

  it('a bounded run of 40 mutants through every strategy finds no failure', async () => {
    const report = await runFuzz({ seed: 16, inputs: 40, limitMs: 10_000, scale: 0.1 }, FIXTURES, WORKER);
    assert.equal(report.inputs, 40);
    assert.ok(report.runs >= 80);
    assert.deepEqual(report.failures.map((f) => `${f.name} · ${f.strategy}: ${f.problem}`), []);
  });
});

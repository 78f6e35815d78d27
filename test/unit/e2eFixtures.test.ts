// The expectations beside the end-to-end fixtures (test/fixtures/e2e-ws/<name>.expected.json) hold for the core,
// checked through the CLI: a chunking change that would break the e2e suite shows up here first, in seconds.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../server/cli/main';

const WORKSPACE = join('test', 'fixtures', 'e2e-ws');

function run(...argv: string[]): string {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  assert.ok(code === 0 || code === 1, `chunklens ${argv.join(' ')} exited ${code}: ${err}`);
  return out;
}

/** 1-based line of a UTF-16 offset, as the editor numbers lines. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

for (const name of ['guide', 'editing']) {
  const file = join(WORKSPACE, `${name}.md`);
  const text = readFileSync(file, 'utf8');
  const expected = JSON.parse(readFileSync(join(WORKSPACE, `${name}.expected.json`), 'utf8'));

  describe(`e2e fixture ${name}.md`, () => {
    it('chunks start on the lines and under the heading paths that its expectations list', () => {
      const records = JSON.parse(run('chunk', file, '--format', 'json', '--strategy', expected.strategy));
      assert.deepEqual(records.map((r: { char_start: number }) => lineOf(text, r.char_start)),
        expected.chunks.map((c: { firstLine: number }) => c.firstLine));
      assert.deepEqual(records.map((r: { headings_path: string[] }) => r.headings_path),
        expected.chunks.map((c: { headingsPath: string[] }) => c.headingsPath));
    });

    it('has exactly one finding of the expected rule, on the oversized chunk\'s first line', () => {
      const findings = JSON.parse(run('lint', file, '--format', 'json', '--strategy', expected.strategy));
      const { code, chunk, firstLine } = expected.oversized;
      const matching = findings.filter((f: { ruleId: string }) => f.ruleId === code);
      assert.equal(matching.length, 1, JSON.stringify(findings));
      assert.equal(matching[0].line, firstLine);
      assert.match(matching[0].message, new RegExp(`Chunk ${chunk} has \\d+ tokens .*${expected.maxTokens}`));
    });
  });
}

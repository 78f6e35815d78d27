// `chunklens lint --format sarif`: a SARIF 2.1.0 log whose rules and results point at the right places.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';
import { RULES } from '../../../../../shared/rules';

function lintSarif(...paths: string[]) {
  let out = '';
  let err = '';
  const code = runCli(['lint', ...paths, '--format', 'sarif'], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, log: JSON.parse(out), err };
}

describe('lint --format sarif', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-sarif-'));
  const doc = join(dir, 'guide.md');
  writeFileSync(doc, '# Guide\n\n## Empty\n\n## Filled\n\nSome text.\n');

  it('is a SARIF 2.1.0 log with one run of the chunklens tool describing every rule', () => {
    const { code, log } = lintSarif(dir);
    assert.equal(code, 0, 'warnings only: exit 0');
    assert.equal(log.version, '2.1.0');
    assert.match(log.$schema, /sarif-2\.1\.0/);
    assert.equal(log.runs.length, 1);
    const driver = log.runs[0].tool.driver;
    assert.equal(driver.name, 'chunklens');
    assert.equal(typeof driver.version, 'string');
    const ids = driver.rules.map((r: { id: string }) => r.id);
    for (const rule of RULES) assert.ok(ids.includes(rule.id), rule.id);
    assert.equal(new Set(ids).size, ids.length, 'rule ids are unique');
    for (const r of driver.rules) {
      assert.match(r.name, /^[a-z-]+$/);
      assert.ok(r.shortDescription.text.length > 10);
      assert.ok(['error', 'warning', 'note'].includes(r.defaultConfiguration.level));
    }
  });

  it('places each result at a 1-based line and column in the linted file, with a rule index that points at its rule', () => {
    const { log } = lintSarif(dir);
    const run = log.runs[0];
    const orphan = run.results.filter((r: { ruleId: string }) => r.ruleId === 'CK003');
    assert.equal(orphan.length, 1);
    const [result] = orphan;
    assert.equal(run.tool.driver.rules[result.ruleIndex].id, 'CK003');
    assert.equal(result.level, 'warning');
    assert.match(result.message.text, /"Empty"/);
    const location = result.locations[0].physicalLocation;
    assert.equal(location.artifactLocation.uri, doc.split('\\').join('/'));
    assert.deepEqual(location.region, { startLine: 3, startColumn: 1, endLine: 3, endColumn: 9 });
  });

  it('maps info findings to the note level', () => {
    const table = join(dir, 'table.md');
    writeFileSync(table, `| a | b |\n|---|---|\n${Array.from({ length: 400 }, (_, i) => `${i % 100 === 0 ? `| **Group ${i / 100}** | |\n` : ''}| row ${i} | value ${i} |`).join('\n')}\n`);
    const { log } = lintSarif(table);
    const split = log.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'CK005');
    assert.equal(split.level, 'note');
    assert.equal(split.locations[0].physicalLocation.region.startLine, 1);
  });

  it('keeps the exit codes: an error finding exits 1, an unknown format exits 2', () => {
    const config = join(dir, 'strict');
    const nested = join(config, 'doc.md');
    mkdirSync(config);
    writeFileSync(join(config, '.chunklens.json'), JSON.stringify({ rules: { 'orphan-heading': 'error' } }));
    writeFileSync(nested, '# A\n\n# B\n\ntext\n');
    const { code, log } = lintSarif(nested);
    assert.equal(code, 1);
    assert.equal(log.runs[0].results[0].level, 'error');
    const bad = runCli(['lint', nested, '--format', 'xml'], { out: () => undefined, err: () => undefined });
    assert.equal(bad, 2);
  });
});

// The CI formats, each validated against its published schema (test/fixtures/schemas), and the exit codes.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv04 from 'ajv-draft-04';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { validateXML } from 'xmllint-wasm';
import { sarifSizeWarning } from '../../../../../server/cli/format/formatSarif';
import { runCli } from '../../../../../server/cli/main';
import { repoPath } from '../../../../helpers/repoPath';

const SCHEMAS = repoPath('test/fixtures/schemas');

function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), env });
  return { code, out, err };
}

/** A folder with one orphan heading (warning), one file with a table split under its group rows (info) and a clean file. */
function docs(): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-formats-'));
  mkdirSync(join(root, 'guide'));
  writeFileSync(join(root, 'guide/orphan.md'), '# Guide\n\n## Empty & <odd "name"\n\n## Install\n\nRun the installer.\n');
  const rows = Array.from({ length: 400 }, (_, i) => `${i % 100 === 0 ? `| **Group ${i / 100}** | |\n` : ''}| row ${i} | some words in a cell to take tokens ${i} |`).join('\n');
  writeFileSync(join(root, 'guide/table.md'), `# Table\n\n| a | b |\n|---|---|\n${rows}\n`);
  writeFileSync(join(root, 'clean.md'), '# Clean\n\nOne paragraph of text that is long enough to stand alone as one chunk.\n');
  return root;
}

/** Validates data against a schema file: undefined when valid, else the errors as text. */
function validator(schemaFile: string, draft04: boolean): (data: unknown) => string | undefined {
  const schema = JSON.parse(readFileSync(join(SCHEMAS, schemaFile), 'utf8'));
  const ajv = draft04 ? new Ajv04({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  addFormats(ajv as unknown as Ajv);
  const validate = ajv.compile(schema);
  return (data) => (validate(data) ? undefined : JSON.stringify(validate.errors, null, 2));
}

describe('CI formats and exit codes', () => {
  const root = docs();

  it('--format sarif is valid SARIF 2.1.0 with helpUri per rule, partialFingerprints and automationDetails', () => {
    const r = run(['lint', root, '--format', 'sarif']);
    assert.equal(r.code, 0, r.err);
    const log = JSON.parse(r.out);
    assert.equal(validator('sarif-schema-2.1.0.json', true)(log), undefined);
    const [runLog] = log.runs;
    assert.match(runLog.tool.driver.rules[0].helpUri, /^https:\/\/github\.com\/chunklens\/chunklens\/blob\/HEAD\/docs\/rules\/CK001\.md$/);
    assert.equal(runLog.automationDetails.id, 'chunklens/');
    assert.ok(runLog.results.length >= 2);
    for (const result of runLog.results) assert.match(result.partialFingerprints['chunklensFingerprint/v1'], /^[0-9a-f]{32}$/);
    assert.match(r.err, /^3 files, \d+ chunks, \d+ findings/m, 'the summary goes to stderr, stdout stays SARIF');
  });

  it('a SARIF log larger than code scanning shows or accepts gets a warning', () => {
    assert.equal(sarifSizeWarning(5000), undefined);
    assert.match(sarifSizeWarning(5001)!, /shows only 5000/);
    assert.match(sarifSizeWarning(25001)!, /rejects a run with more than 25000/);
  });

  it('--format sarif breaks the schema when a result is malformed (the validator can fail)', () => {
    const log = JSON.parse(run(['lint', root, '--format', 'sarif']).out);
    log.runs[0].results[0].level = 'fatal';
    assert.match(validator('sarif-schema-2.1.0.json', true)(log) ?? '', /must be equal to one of the allowed values/);
  });

  it('--format junit is valid against the Jenkins JUnit XSD: one test case per file, one failure per finding', async () => {
    const r = run(['lint', root, '--format', 'junit']);
    const schema = readFileSync(join(SCHEMAS, 'junit-10.xsd'), 'utf8');
    const result = await validateXML({ xml: [{ fileName: 'report.xml', contents: r.out }], schema: [{ fileName: 'junit-10.xsd', contents: schema }] });
    assert.equal(result.valid, true, result.rawOutput);
    assert.equal((r.out.match(/<testcase /g) ?? []).length, 3);
    assert.match(r.out, /<failure type="CK003 orphan-heading" message="Heading &quot;Empty &amp; &lt;odd &quot;name&quot;&quot;/);
    const broken = r.out.replace('<testsuite name="chunklens"', '<testsuite');
    const invalid = await validateXML({ xml: [{ fileName: 'report.xml', contents: broken }], schema: [{ fileName: 'junit-10.xsd', contents: schema }] });
    assert.equal(invalid.valid, false);
  });

  it('--format codequality is a valid GitLab Code Quality report with unique fingerprints and relative paths', () => {
    const r = run(['lint', root, '--format', 'codequality']);
    const issues = JSON.parse(r.out);
    assert.equal(validator('gitlab-codequality.schema.json', false)(issues), undefined);
    assert.equal(new Set(issues.map((i: { fingerprint: string }) => i.fingerprint)).size, issues.length);
    assert.ok(issues.some((i: { severity: string; check_name: string }) => i.severity === 'minor' && i.check_name === 'CK003 orphan-heading'));
  });

  it('--format github prints one escaped workflow command per finding and the summary', () => {
    const r = run(['lint', root, '--format', 'github']);
    const orphan = r.out.split('\n').find((l) => l.includes('orphan-heading'));
    assert.match(orphan!, /^::warning file=.*guide\/orphan\.md,line=3,col=1,endLine=3,endColumn=\d+,title=CK003 orphan-heading::Heading "Empty & <odd "name"" has no content/);
    assert.match(r.out, /^::notice file=.*table\.md,line=\d+,/m);
    assert.match(r.out, /^3 files, /m);
  });

  it('exit codes: 0 with warnings only, 1 over --max-warnings or with an error, 2 for a bad flag', () => {
    assert.equal(run(['lint', root]).code, 0);
    assert.equal(run(['lint', root, '--max-warnings', '5']).code, 0);
    const over = run(['lint', root, '--max-warnings', '0']);
    assert.equal(over.code, 1);
    assert.match(over.err, /chunklens: \d+ warnings?, more than --max-warnings 0/);
    writeFileSync(join(root, '.chunklens.json'), '{ "rules": { "orphan-heading": "error" } }');
    try {
      assert.equal(run(['lint', root]).code, 1);
    } finally {
      writeFileSync(join(root, '.chunklens.json'), '{}');
    }
    for (const bad of [['--max-warnings=-1'], ['--format', 'xml'], ['--shard', '3/2'], ['--cache-location', 'x']]) {
      const r = run(['lint', root, ...bad]);
      assert.equal(r.code, 2, bad.join(' '));
      assert.match(r.err, new RegExp(`^chunklens: ${bad[0].split('=')[0]}`));
    }
  });

  it('--quiet prints errors only; the summary still counts everything', () => {
    writeFileSync(join(root, '.chunklens.json'), '{ "rules": { "orphan-heading": "error" } }');
    try {
      const r = run(['lint', root, '--quiet']);
      assert.equal(r.code, 1);
      assert.match(r.out, /orphan\.md:3:1 error CK003/);
      assert.doesNotMatch(r.out, /info CK005/);
      assert.match(r.out, /CK005 split-table +1 info/);
    } finally {
      writeFileSync(join(root, '.chunklens.json'), '{}');
    }
  });

  it('text output is coloured only when asked: FORCE_COLOR on, NO_COLOR off, plain when not a terminal', () => {
    const forced = run(['lint', root], { FORCE_COLOR: '1' });
    assert.match(forced.out, /orphan\.md:3:1 \u001b\[33mwarning\u001b\[39;22m CK003/);
    assert.doesNotMatch(run(['lint', root]).out, /\u001b\[/);
    let out = '';
    runCli(['lint', root], { out: (t) => (out += t), err: () => {}, env: { NO_COLOR: '1' }, outIsTerminal: true });
    assert.doesNotMatch(out, /\u001b\[/);
  });
});

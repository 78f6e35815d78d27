// The lint format registry is the one place a lint format is declared: --help offers each, --format accepts each
// and refuses anything else, docs/cli.md describes each, and each renders a lint through the CLI, machine
// formats keeping standard output to themselves.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LINT_FORMATS } from '../../../../../server/cli/lint/lintFormats';
import { repoPath } from '../../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCaptured } from '../../../../helpers/formatRegistry';

const ids = LINT_FORMATS.map((f) => f.id);

/** Whether `text` is one JSON value or one XML document and nothing else. */
function isDocument(text: string): boolean {
  if (/^<\?xml [^>]*\?>\n<([\w-]+)[\s>][\s\S]*<\/\1>\n$/.test(text)) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
const SUMMARY = /^2 files, \d+ chunks, 1 finding /m;

describe('lint formats', () => {
  it('are registered once each, text first (the default), each with a description', () => {
    assertRegistered(LINT_FORMATS);
  });

  it('--help offers exactly the registered formats, in order', () => {
    assertOffered('lint', LINT_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured(['lint', repoPath('test/fixtures/rules'), '--format', 'checkstyle']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "checkstyle"`));
  });

  it('docs/cli.md describes every format in its list of formats', () => {
    const formats = readFileSync(repoPath('docs/cli.md'), 'utf8').split('\n- ').find((item) => item.startsWith('Formats:'));
    assert.ok(formats, 'docs/cli.md has a "Formats:" item');
    for (const id of ids) assert.ok(formats!.includes(`\`${id}\``), `docs/cli.md names \`${id}\``);
  });

  it('every format renders a lint with a warning, each differently; machine formats print one document and send the summary to standard error', () => {
    const root = mkdtempSync(join(tmpdir(), 'chunklens-lint-formats-'));
    writeFileSync(join(root, 'orphan.md'), '# Guide\n\n## Empty\n\n## Install\n\nRun the installer.\n');
    writeFileSync(join(root, 'clean.md'), '# Clean\n\nOne paragraph of text that is long enough to stand alone as one chunk.\n');
    const outputs = new Map<string, string>();
    for (const format of LINT_FORMATS) {
      const r = runCaptured(['lint', root, '--format', format.id]);
      assert.equal(r.code, 0, `${format.id}: ${r.err}`);
      assert.match(r.out, /orphan\.md/, `${format.id} reports the orphan heading of orphan.md`);
      assert.match(format.machine ? r.err : r.out, SUMMARY, `${format.id}: the summary goes to ${format.machine ? 'standard error' : 'standard output'}`);
      if (format.machine) assert.ok(isDocument(r.out), `${format.id}: standard output is one JSON or XML document, for a machine to read`);
      outputs.set(format.id, r.out);
    }
    assert.equal(new Set(outputs.values()).size, ids.length, 'no two formats print the same');
  });
});

// The diff format registry is the one place a `diff --format` is declared: --help offers each, --format accepts
// each and refuses anything else, and each renders a diff of two files through the CLI.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DIFF_FORMATS } from '../../../../../server/cli/diff/diffFormats';
import { assertRegistered, assertOffered, runCapturedAsync } from '../../../../helpers/formatRegistry';

const ids = DIFF_FORMATS.map((f) => f.id);

describe('diff formats', () => {
  it('are registered once each, text first (the default), each with a description', () => {
    assertRegistered(DIFF_FORMATS);
  });

  it('--help offers exactly the registered formats, in order', () => {
    assertOffered('diff', DIFF_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', async () => {
    const r = await runCapturedAsync(['diff', '--no-index', 'a.md', 'b.md', '--format', 'html']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "html"`));
  });

  it('every format renders the chunk that re-embeds between two files, each differently', async () => {
    const root = mkdtempSync(join(tmpdir(), 'chunklens-diff-formats-'));
    writeFileSync(join(root, 'old.md'), '# Install\n\nRun the installer.\n\n# Use\n\nOpen the app.\n');
    writeFileSync(join(root, 'new.md'), '# Install\n\nRun the installer twice.\n\n# Use\n\nOpen the app.\n');
    const outputs: string[] = [];
    for (const id of ids) {
      const r = await runCapturedAsync(['diff', '--no-index', join(root, 'old.md'), join(root, 'new.md'), '--format', id]);
      assert.equal(r.code, 0, `${id}: ${r.err}`);
      assert.match(r.out, /Install/, `${id} names the heading of the changed chunk`);
      outputs.push(r.out);
    }
    assert.equal(new Set(outputs).size, ids.length, 'no two formats print the same');
  });
});

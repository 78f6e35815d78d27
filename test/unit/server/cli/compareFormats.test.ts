// The compare format registry is the one place a `compare --format` is declared: --help offers each, --format
// accepts each and refuses anything else, and each renders the comparison of two strategies on a file.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPARE_FORMATS } from '../../../../server/cli/compareFormats';
import { repoPath } from '../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCaptured } from '../../../helpers/formatRegistry';

const ids = COMPARE_FORMATS.map((f) => f.id);
const ARGS = ['compare', repoPath('test/fixtures/example-kb/getting-started.md'), '--strategy', 'markdown-spec', '--strategy', 'recursive'];

describe('compare formats', () => {
  it('are registered once each, text first (the default), each with a description; --help offers exactly them', () => {
    assertRegistered(COMPARE_FORMATS);
    assertOffered('compare', COMPARE_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured([...ARGS, '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format renders the comparison of both strategies, each differently, and the default is text', () => {
    const outputs = COMPARE_FORMATS.map((f) => runCaptured([...ARGS, '--format', f.id]));
    for (const [i, r] of outputs.entries()) {
      assert.equal(r.code, 0, `${ids[i]}: ${r.err}`);
      assert.match(r.out, /markdown-spec[\s\S]*recursive/, `${ids[i]} names both strategies`);
    }
    assert.equal(new Set(outputs.map((r) => r.out)).size, ids.length);
    assert.equal(runCaptured(ARGS).out, outputs[0].out);
  });
});

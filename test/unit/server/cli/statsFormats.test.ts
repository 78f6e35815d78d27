// The stats format registry is the one place a `stats --format` is declared: --help offers each, --format
// accepts each and refuses anything else, and each renders the statistics of a folder.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STATS_FORMATS } from '../../../../server/cli/statsFormats';
import { repoPath } from '../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCaptured } from '../../../helpers/formatRegistry';

const ids = STATS_FORMATS.map((f) => f.id);
const FOLDER = repoPath('test/fixtures/example-kb');

describe('stats formats', () => {
  it('are registered once each, text first (the default), each with a description; --help offers exactly them', () => {
    assertRegistered(STATS_FORMATS);
    assertOffered('stats', STATS_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured(['stats', FOLDER, '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format renders the statistics of a folder, each differently, and the default is text', () => {
    const outputs = STATS_FORMATS.map((f) => runCaptured(['stats', FOLDER, '--format', f.id]));
    for (const [i, r] of outputs.entries()) {
      assert.equal(r.code, 0, `${ids[i]}: ${r.err}`);
      assert.match(r.out, /example-kb/, `${ids[i]} names the folder`);
    }
    assert.equal(new Set(outputs.map((r) => r.out)).size, ids.length);
    assert.equal(runCaptured(['stats', FOLDER]).out, outputs[0].out);
  });
});

// The stats format registry is the one place a `stats --format` is declared: --help offers each, --format
// accepts each and refuses anything else, and each renders the statistics of a folder.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { STATS_FORMATS } from '../../../../server/cli/statsFormats';
import { usageFormats } from '../../../helpers/cliUsage';
import { repoPath } from '../../../helpers/repoPath';

function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), env: {} });
  return { code, out, err };
}

const ids = STATS_FORMATS.map((f) => f.id);
const FOLDER = repoPath('test/fixtures/example-kb');

describe('stats formats', () => {
  it('are registered once each, text first (the default), each with a description; --help offers exactly them', () => {
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(ids[0], 'text');
    for (const format of STATS_FORMATS) assert.ok(format.description.length > 10, format.id);
    assert.deepEqual(usageFormats('stats'), ids);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = run(['stats', FOLDER, '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format renders the statistics of a folder, each differently, and the default is text', () => {
    const outputs = STATS_FORMATS.map((f) => run(['stats', FOLDER, '--format', f.id]));
    for (const [i, r] of outputs.entries()) {
      assert.equal(r.code, 0, `${ids[i]}: ${r.err}`);
      assert.match(r.out, /example-kb/, `${ids[i]} names the folder`);
    }
    assert.equal(new Set(outputs.map((r) => r.out)).size, ids.length);
    assert.equal(run(['stats', FOLDER]).out, outputs[0].out);
  });
});

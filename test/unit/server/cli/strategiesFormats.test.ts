// The strategies format registry is the one place a `strategies --format` is declared: --help offers each,
// --format accepts each and refuses anything else, and each lists every strategy.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STRATEGIES_FORMATS } from '../../../../server/cli/strategiesFormats';
import { STRATEGIES } from '../../../../shared/chunkers';
import { assertRegistered, assertOffered, runCaptured } from '../../../helpers/formatRegistry';

const ids = STRATEGIES_FORMATS.map((f) => f.id);

describe('strategies formats', () => {
  it('are registered once each, text first (the default), each with a description; --help offers exactly them', () => {
    assertRegistered(STRATEGIES_FORMATS);
    assertOffered('strategies', STRATEGIES_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured(['strategies', '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format lists every strategy, each differently, and the default is text', () => {
    const outputs = STRATEGIES_FORMATS.map((f) => runCaptured(['strategies', '--format', f.id]));
    for (const [i, r] of outputs.entries()) {
      assert.equal(r.code, 0, `${ids[i]}: ${r.err}`);
      for (const strategy of STRATEGIES) assert.ok(r.out.includes(strategy.id), `${ids[i]} lists ${strategy.id}`);
    }
    assert.equal(new Set(outputs.map((r) => r.out)).size, ids.length);
    assert.equal(runCaptured(['strategies']).out, outputs[0].out);
  });
});

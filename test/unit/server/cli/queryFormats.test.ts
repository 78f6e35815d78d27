// The query format registry is the one place a `query --format` is declared: --help offers each, --format
// accepts each and refuses anything else, and each renders a ranking, or one per compared strategy.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QUERY_FORMATS } from '../../../../server/cli/queryFormats';
import { repoPath } from '../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCaptured } from '../../../helpers/formatRegistry';

const ids = QUERY_FORMATS.map((f) => f.id);
const ARGS = ['query', 'install the server', repoPath('test/fixtures/example-kb')];
const COMPARED = [...ARGS, '--strategy', 'markdown-spec', '--strategy', 'sentence'];

describe('query formats', () => {
  it('are registered once each, text first (the default), each with a description; --help offers exactly them', () => {
    assertRegistered(QUERY_FORMATS);
    assertOffered('query', QUERY_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured([...ARGS, '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format renders the ranking, and each compared ranking under its strategy, each differently', () => {
    const outputs = QUERY_FORMATS.flatMap((f) => [runCaptured([...ARGS, '--format', f.id]), runCaptured([...COMPARED, '--format', f.id])]);
    for (const r of outputs) {
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /getting-started\.md/, 'names the file of a hit');
    }
    for (const r of outputs.filter((_, i) => i % 2 === 1)) assert.match(r.out, /markdown-spec[\s\S]*sentence/, 'names both compared strategies');
    assert.equal(new Set(outputs.map((r) => r.out)).size, outputs.length);
    assert.equal(runCaptured(ARGS).out, outputs[0].out);
  });
});

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { RULES } from '../../../../shared/rules';
import type { Rule } from '../../../../shared/rules/types';

// The registry is a module constant; this test process appends a failing rule to it and removes it after.
const throwing: Rule = {
  id: 'CK999',
  names: ['always-throws'],
  tags: [],
  defaultSeverity: 'error',
  description: 'test rule that fails',
  check: () => {
    throw new Error('boom');
  },
};

/** A 28-character paragraph under a cap of 10: cut between words, so CK007 reports the hard splits. */
const run = () => {
  const settings = resolveSettings({ tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 10, targetTokens: 8, minTokens: 1, overlapTokens: 0 } } }, 'markdown');
  return analyze({ kind: 'markdown', text: '# T\n\nA paragraph longer than ten.\n', documentId: 'd.md', settings });
};

describe('a rule that throws', () => {
  const healthy = run();
  (RULES as Rule[]).push(throwing);
  after(() => void (RULES as Rule[]).splice(RULES.indexOf(throwing), 1));

  it('becomes one CK900 finding and the other rules still report what they report without it', () => {
    assert.ok(healthy.findings.some((f) => f.ruleId === 'CK007'), 'the other rules have something to report');
    const analysis = run();
    const internal = analysis.findings.filter((f) => f.ruleId === 'CK900');
    assert.equal(internal.length, 1);
    assert.match(internal[0].message, /rule CK999 \(always-throws\) failed: boom/);
    assert.deepEqual(analysis.findings.filter((f) => f.ruleId !== 'CK900'), healthy.findings);
    assert.deepEqual(analysis.chunks, healthy.chunks);
  });
});

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { resolveSettings } from '../../shared/config';
import { analyze } from '../../shared/engine';
import { RULES } from '../../shared/rules';
import type { Rule } from '../../shared/rules/types';

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

describe('a rule that throws', () => {
  (RULES as Rule[]).push(throwing);
  after(() => void (RULES as Rule[]).splice(RULES.indexOf(throwing), 1));

  it('becomes one CK900 finding and the other rules still report', () => {
    const settings = resolveSettings({ tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 10 } } }, 'markdown');
    const analysis = analyze({ kind: 'markdown', text: '# T\n\nA paragraph longer than ten.\n', documentId: 'd.md', settings });
    assert.deepEqual(analysis.findings.map((f) => f.ruleId).sort(), ['CK001', 'CK900']);
    assert.match(analysis.findings.find((f) => f.ruleId === 'CK900')!.message, /rule CK999 \(always-throws\) failed: boom/);
    assert.equal(analysis.chunks.length, 1);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings, validateConfig } from '../../../../shared/config/config';

describe('configuration', () => {
  it('every invalid value becomes a problem with its path, valid parts are kept', () => {
    const { config, problems } = validateConfig({
      tokenizer: 'p100k_base',
      strategies: { markdown: 'markdown-spec', pdf: 'x' },
      budgets: { 'markdown-spec': { maxTokens: -1, minTokens: 100, maxChars: 5 } },
      rules: { 'chunk-too-large': 'error', CK999: 'off', CK001: 'loud' },
      colour: 'red',
    });
    assert.deepEqual(problems.map((p) => p.path).sort(), [
      'budgets.markdown-spec.maxChars',
      'budgets.markdown-spec.maxTokens',
      'colour',
      'rules.CK001',
      'rules.CK999',
      'strategies.pdf',
      'tokenizer',
    ]);
    assert.deepEqual(config.budgets, { 'markdown-spec': { minTokens: 100 } });
    assert.deepEqual(config.rules, { 'chunk-too-large': 'error' });
  });

  it('flags win over the config, which wins over the strategy defaults', () => {
    const { config } = validateConfig({ budgets: { 'markdown-spec': { maxTokens: 500, minTokens: 50 } } });
    const settings = resolveSettings(config, 'markdown', { budgets: { maxTokens: 400 } });
    assert.equal(settings.strategy.id, 'markdown-spec');
    assert.equal(settings.tokenizer, 'o200k_base');
    assert.deepEqual(settings.budgets, { maxTokens: 400, targetTokens: 650, minTokens: 50, overlapTokens: 80 });
  });
});

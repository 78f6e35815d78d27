import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readEditorSettings } from '../../server/settings';

describe('editor settings', () => {
  it('VS Code defaults (empty enums, empty objects) mean the built-in defaults and no problems', () => {
    const { settings, problems } = readEditorSettings({
      strategy: { markdown: '', blocksJsonl: '', mineru: '', pages: '', text: '' },
      tokenizer: '',
      budgets: {},
      rules: {},
      decorations: { enabled: true },
      analysisDelay: 150,
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(settings, { config: { strategies: {}, budgets: {}, rules: {} }, decorationsEnabled: true, analysisDelayMs: 150 });
  });

  it('keeps the valid settings beside invalid ones and names each invalid one by its setting path', () => {
    const { settings, problems } = readEditorSettings({
      strategy: { markdown: 'markdown-spec', blocksJsonl: 'nope' },
      tokenizer: 'chars',
      budgets: { 'markdown-spec': { maxTokens: 500, maxChars: 3 } },
      rules: { 'chunk-too-large': 'error', CK001: 'loud' },
      analysisDelay: -5,
    });
    assert.deepEqual(settings.config, {
      strategies: { markdown: 'markdown-spec' },
      tokenizer: 'chars',
      budgets: { 'markdown-spec': { maxTokens: 500 } },
      rules: { 'chunk-too-large': 'error' },
    });
    assert.equal(settings.analysisDelayMs, 150);
    assert.deepEqual(problems.map((p) => p.path).sort(), [
      'chunklens.analysisDelay',
      'chunklens.budgets.markdown-spec.maxChars',
      'chunklens.rules.CK001',
      'chunklens.strategy.blocksJsonl',
    ]);
  });

  it('a section that is not an object is one problem and all defaults', () => {
    const { settings, problems } = readEditorSettings([1, 2]);
    assert.deepEqual(problems, [{ path: 'chunklens', message: 'the settings must be an object' }]);
    assert.equal(settings.decorationsEnabled, true);
  });
});

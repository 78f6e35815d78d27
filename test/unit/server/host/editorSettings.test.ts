import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fallBackFromWasm, readEditorSettings } from '../../../../server/host/settings';

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

  it('tokenizerEngine js or wasm is kept, anything else is a problem on chunklens.tokenizerEngine', () => {
    assert.equal(readEditorSettings({ tokenizerEngine: 'wasm' }).settings.config.tokenizerEngine, 'wasm');
    assert.equal(readEditorSettings({ tokenizerEngine: 'js' }).settings.config.tokenizerEngine, 'js');
    const { settings, problems } = readEditorSettings({ tokenizerEngine: 'rust' });
    assert.equal(settings.config.tokenizerEngine, undefined);
    assert.equal(problems.length, 1);
    assert.equal(problems[0].path, 'chunklens.tokenizerEngine');
    assert.match(problems[0].message, /unknown tokenizer engine "rust"/);
  });

  it('wasm that cannot load falls back to js with a problem saying why; otherwise the settings stay', () => {
    const wasm = readEditorSettings({ tokenizerEngine: 'wasm' }).settings;
    assert.equal(fallBackFromWasm(wasm, undefined), undefined, 'wasm loads: nothing to report');
    assert.equal(wasm.config.tokenizerEngine, 'wasm');
    const problem = fallBackFromWasm(wasm, "Cannot find module 'tiktoken'");
    assert.equal(wasm.config.tokenizerEngine, undefined);
    assert.deepEqual(problem, {
      path: 'chunklens.tokenizerEngine',
      message: "the wasm engine cannot be loaded (Cannot find module 'tiktoken'); counting with the js engine",
    });
    const js = readEditorSettings({ tokenizerEngine: 'js' }).settings;
    assert.equal(fallBackFromWasm(js, "Cannot find module 'tiktoken'"), undefined);
    assert.equal(js.config.tokenizerEngine, 'js');
  });
});

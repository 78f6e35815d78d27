import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateConfig } from '../../../../shared/config/config';
import { documentSettings, type DocumentSettings, type UnreadableKindPolicy } from '../../../../shared/config/documentSettings';
import type { InputKind } from '../../../../shared/model/types';

const POLICIES: UnreadableKindPolicy[] = ['fallBack', 'refuse'];

const { config } = validateConfig({
  strategies: { markdown: 'adaptive-section' },
  budgets: { 'markdown-spec': { maxTokens: 700 }, 'adaptive-section': { maxTokens: 1500 } },
  tokenizer: 'cl100k_base',
});

function settingsOf(decided: DocumentSettings) {
  assert.ok(decided.ok, decided.ok ? '' : decided.reason);
  return decided.settings;
}

describe('document settings', () => {
  for (const whenUnreadable of POLICIES) {
    it(`the configured strategy with its budgets applies when it reads the kind (${whenUnreadable})`, () => {
      const settings = settingsOf(documentSettings({ config, kind: 'markdown', whenUnreadable }));
      assert.equal(settings.strategy.id, 'adaptive-section');
      assert.equal(settings.budgets.maxTokens, 1500);
      assert.equal(settings.tokenizer, 'cl100k_base');
    });

    it(`the document's override wins over the configuration (${whenUnreadable})`, () => {
      const override = { strategy: 'markdown-spec' as const, tokenizer: 'o200k_base' as const, budgets: { minTokens: 20 } };
      const settings = settingsOf(documentSettings({ config, kind: 'markdown', override, whenUnreadable }));
      assert.equal(settings.strategy.id, 'markdown-spec');
      assert.equal(settings.tokenizer, 'o200k_base');
      assert.equal(settings.budgets.maxTokens, 700, 'the configured budget of the chosen strategy stays');
      assert.equal(settings.budgets.minTokens, 20);
    });

    it(`a kind's own default strategy applies where nothing names one (${whenUnreadable})`, () => {
      assert.equal(settingsOf(documentSettings({ config, kind: 'blocks-jsonl', whenUnreadable })).strategy.id, 'paragraph-semantic');
    });

    it(`the document's place decides its dialect (${whenUnreadable})`, () => {
      const mdx = settingsOf(documentSettings({ config: {}, kind: 'markdown', place: { fileName: '/docs/intro.mdx' }, whenUnreadable }));
      const plain = settingsOf(documentSettings({ config: {}, kind: 'markdown', place: { fileName: '/docs/intro.md' }, whenUnreadable }));
      assert.equal(mdx.dialect, 'mdx');
      assert.notEqual(plain.dialect, 'mdx');
    });
  }

  it('the editor falls back to the first registered strategy that reads the kind, keeping the rest of the override', () => {
    const settings = settingsOf(documentSettings({ config, kind: 'markdown', override: { strategy: 'mineru', tokenizer: 'o200k_base' }, whenUnreadable: 'fallBack' }));
    assert.equal(settings.strategy.id, 'markdown-spec');
    assert.equal(settings.budgets.maxTokens, 700, 'the fallback strategy gets its configured budgets');
    assert.equal(settings.tokenizer, 'o200k_base');
  });

  it('the CLI refuses a strategy that cannot read the kind, and says which kinds it reads', () => {
    const decided = documentSettings({ config, kind: 'markdown', override: { strategy: 'mineru' }, whenUnreadable: 'refuse' });
    assert.deepEqual(decided, { ok: false, reason: 'strategy "mineru" cannot chunk markdown input (it reads mineru)' });
  });

  it('a kind no registered strategy reads gets no settings, with the reason, under either policy', () => {
    const kind = 'pdf' as InputKind;
    assert.deepEqual(documentSettings({ config: {}, kind, whenUnreadable: 'fallBack' }), { ok: false, reason: 'no strategy can chunk pdf input' });
    const refused = documentSettings({ config: {}, kind, whenUnreadable: 'refuse' });
    assert.equal(refused.ok, false);
    assert.match(refused.ok ? '' : refused.reason, /^strategy "markdown-spec" cannot chunk pdf input/);
  });

  it('the same request gives the same settings each time (no state between calls)', () => {
    const request = { config, kind: 'text' as const, override: { strategy: 'sentence' as const }, whenUnreadable: 'fallBack' as const };
    const first = settingsOf(documentSettings(request));
    const second = settingsOf(documentSettings(request));
    assert.equal(first.strategy.id, 'sentence');
    assert.deepEqual({ ...second, strategy: second.strategy.id }, { ...first, strategy: first.strategy.id });
  });
});

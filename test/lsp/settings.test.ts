import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

const GARBAGE = {
  analysisDelay: 20,
  tokenizer: 42,
  strategy: { markdown: 'no-such-strategy', spreadsheet: 'x' },
  budgets: 'big',
  rules: { CK001: 'loud' },
  decorations: { enabled: 'yes' },
  colour: 'blue',
};

describe('settings from the workspace configuration', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: GARBAGE });
    server.open(GUIDE_URI, GUIDE);
  });
  after(() => server.stop());

  it('a malformed configuration gives one warning naming the bad settings, and analysis still works', async () => {
    const published = await server.decorationsFor(GUIDE_URI, 1);
    assert.equal(published.strategy, 'markdown-spec');
    assert.equal(published.chunks.length, 3, 'the default strategy and budgets apply');
    const diagnostics = await server.diagnosticsFor(GUIDE_URI, 1);
    assert.deepEqual(diagnostics.diagnostics, [], 'with the default 900-token cap nothing is oversized');
    const warnings = server.recorded.messages;
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].type, 2);
    assert.match(warnings[0].message, /^chunklens: invalid settings ignored, the rest still applies: chunklens\.colour: unknown setting "colour"; .* \(and 4 more in the chunklens log\)$/);
    const log = await server.waitFor((r) => r.logs, (l) => l.startsWith('chunklens: invalid settings'));
    for (const name of ['chunklens.tokenizer', 'chunklens.strategy.markdown', 'chunklens.strategy.spreadsheet', 'chunklens.budgets', 'chunklens.rules.CK001', 'chunklens.decorations.enabled', 'chunklens.colour']) {
      assert.ok(log.includes(`${name}:`), `${name} in: ${log}`);
    }
  });

  it('the same bad settings again do not warn twice; valid new settings apply to open documents', async () => {
    server.changeSettings({ ...GARBAGE, rules: {} });
    const from = server.recorded.diagnostics.length;
    server.changeSettings({ ...SETTINGS, decorations: { enabled: true } });
    const published = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI && d.diagnostics.length === 1, from);
    assert.equal(published.diagnostics[0].code, 'CK007', 'the 60-token cap applies again and the long paragraph is cut between words');
    assert.equal(server.recorded.messages.length, 1);
  });

  it('rule severities from the settings apply, by name or id', async () => {
    const from = server.recorded.diagnostics.length;
    server.changeSettings({ ...SETTINGS, rules: { 'hard-split': 'error' } });
    const published = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI && d.diagnostics[0]?.severity === 1, from);
    assert.equal(published.diagnostics[0].code, 'CK007');
    const byId = server.recorded.diagnostics.length;
    server.changeSettings({ ...SETTINGS, rules: { CK007: 'off' } });
    const silenced = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI, byId);
    assert.deepEqual(silenced.diagnostics, []);
  });

  it('turning decorations off publishes an empty list, and diagnostics stay', async () => {
    const from = server.recorded.decorations.length;
    const fromDiagnostics = server.recorded.diagnostics.length;
    server.changeSettings({ ...SETTINGS, decorations: { enabled: false } });
    const published = await server.waitFor((r) => r.decorations, (d) => d.uri === GUIDE_URI, from);
    assert.deepEqual(published.chunks, []);
    const diagnostics = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI, fromDiagnostics);
    assert.deepEqual(diagnostics.diagnostics.map((d) => d.code), ['CK007'], 'CK007 is back on, decorations or not');
    const at = await server.request('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 6, character: 0 } });
    assert.equal((at as { chunk?: { index: number } }).chunk?.index, 1);
  });

  it('a configuration that is not an object at all is one more warning, not a crash', async () => {
    const from = server.recorded.decorations.length;
    server.changeSettings('nonsense');
    await server.waitFor((r) => r.messages, (m) => m.message.includes('the settings must be an object'));
    const published = await server.waitFor((r) => r.decorations, (d) => d.uri === GUIDE_URI, from);
    assert.equal(published.chunks.length, 3);
  });
});

// Typing under a library strategy (one that re-chunks the whole document on every analysis): the server keeps
// the analysis off the keystroke path (debounced) and drops the versions a newer one superseded, so a burst of
// keystrokes is analysed and published far fewer times than it has keystrokes, and the last version is analysed.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STRATEGIES } from '../../shared/chunkers';
import { TestServer } from '../helpers/lspHarness';

const URI = 'file:///workspace/docs/typing.md';
const TEXT = Array.from({ length: 120 }, (_, i) => `${i % 12 === 0 ? `## Part ${i}\n\n` : ''}Paragraph ${i} says a few words about chunking, budgets and overlap.\n`).join('\n');
const BURST = 15;
/** Keystrokes come this far apart, well inside the debounce; the burst lasts several debounce periods. */
const KEYSTROKE_GAP_MS = 50;
const ANALYSIS_DELAY_MS = 200;

describe('typing under a library strategy', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: ANALYSIS_DELAY_MS } });
  });
  after(() => server.stop());

  it('every library strategy in the registry: a burst of keystrokes is analysed once or twice, ending with its last version', async () => {
    const libraries = STRATEGIES.filter((s) => s.library && s.inputKinds.includes('markdown'));
    assert.ok(libraries.length > 0);
    server.open(URI, TEXT);
    await server.decorationsFor(URI, 1);
    let line = 0;
    for (const strategy of libraries) {
      let from = server.recorded.decorations.length;
      await server.request('chunklens/setStrategy', { uri: URI, strategy: strategy.id });
      await server.waitFor((r) => r.decorations, (d) => d.uri === URI && d.strategy === strategy.id, from);
      from = server.recorded.decorations.length;
      let version = 0;
      for (let i = 0; i < BURST; i++) {
        const at = { line: line++ % 100, character: 0 };
        version = server.change(URI, [{ range: { start: at, end: at }, text: 'x' }]);
        await new Promise((resolve) => setTimeout(resolve, KEYSTROKE_GAP_MS));
      }
      // The chunk tree tells which version was analysed; decorations are sent only when they differ from the last
      // ones sent (an 'x' typed inside a chunk of a strategy with large chunks may change none of them)
      // (it answers with the latest analysis when the current one takes over half a second: ask until it is there).
      const deadline = Date.now() + 30_000;
      let tree = await server.request<{ version: number; strategy: string }>('chunklens/chunkTree', { uri: URI });
      while (tree.version !== version && Date.now() < deadline) tree = await server.request<{ version: number; strategy: string }>('chunklens/chunkTree', { uri: URI });
      assert.deepEqual([tree.version, tree.strategy], [version, strategy.id]);
      const published = server.recorded.decorations.slice(from).filter((d) => d.uri === URI).map((d) => d.version);
      // Without the debounce (or with superseded versions analysed) a version would be published every few keystrokes.
      assert.ok(published.length <= 2, `${strategy.id}: ${published.length} publications for ${BURST} keystrokes (${published.join(', ')})`);
      assert.deepEqual(published, [...published].sort((a, b) => a - b), `${strategy.id}: versions published out of order`);
    }
  });
});

import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GUIDE } from '../helpers/lspFixtures';
import { SERVER_PATH, TestServer } from '../helpers/lspHarness';

const URI = 'file:///workspace/guide.md';
const WASM = { analysisDelay: 20, tokenizerEngine: 'wasm', budgets: { 'markdown-spec': { maxTokens: 12, targetTokens: 8, minTokens: 1 } } };
const wasmWarnings = (server: TestServer) => server.recorded.messages.filter((m) => m.message.includes('chunklens.tokenizerEngine'));

describe('the wasm tokenizer engine in the language server', () => {
  it('counts with tiktoken when the package is there, without a warning', async () => {
    const server = await TestServer.start({ settings: WASM });
    try {
      server.open(URI, GUIDE);
      const published = await server.decorationsFor(URI, 1);
      assert.ok(published.chunks.length > 1);
      assert.deepEqual(server.recorded.messages, []);
    } finally {
      await server.stop();
    }
  });

  describe('in a packaged extension without node_modules', () => {
    let dir: string;
    let server: TestServer;
    before(async () => {
      // The packaged layout: out/server/ with the two bundles, and out/ranks/ beside it.
      dir = mkdtempSync(join(scratchRootOutsideRepository(), 'chunklens-server-'));
      mkdirSync(join(dir, 'server'));
      const serverPath = join(dir, 'server', 'main.js');
      copyFileSync(SERVER_PATH, serverPath);
      copyFileSync(join(dirname(SERVER_PATH), 'analysisWorker.js'), join(dir, 'server', 'analysisWorker.js'));
      cpSync(join(dirname(SERVER_PATH), '..', 'ranks'), join(dir, 'ranks'), { recursive: true });
      assert.throws(() => createRequire(serverPath).resolve('tiktoken'), 'the copy cannot see the tiktoken package');
      server = await TestServer.start({ settings: WASM, serverPath });
    });
    after(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('falls back to the js engine with one warning, and the same chunks', async () => {
      server.open(URI, GUIDE);
      const fallback = await server.decorationsFor(URI, 1);
      const reference = await TestServer.start({ settings: { ...WASM, tokenizerEngine: 'js' } });
      try {
        reference.open(URI, GUIDE);
        assert.deepEqual(fallback.chunks, (await reference.decorationsFor(URI, 1)).chunks);
      } finally {
        await reference.stop();
      }
      const warnings = wasmWarnings(server);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0].message, /chunklens\.tokenizerEngine: the wasm engine cannot be loaded \(.*tiktoken.*\); counting with the js engine/);
    });

    it('does not warn again when the settings are read again', async () => {
      const from = server.recorded.decorations.length;
      server.changeSettings({ ...WASM, analysisDelay: 21 });
      const version = server.change(URI, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'x' }]);
      await server.waitFor((r) => r.decorations, (d) => d.uri === URI && d.version === version, from);
      assert.equal(wasmWarnings(server).length, 1);
    });
  });
});

/** A temporary folder root that is not inside this repository (CI points TMPDIR into the clone, whose node_modules would be visible). */
function scratchRootOutsideRepository(): string {
  const inside = (dir: string) => {
    const rel = relative(process.cwd(), dir);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  return [tmpdir(), '/tmp', '/var/tmp'].find((dir) => !inside(dir)) ?? tmpdir();
}

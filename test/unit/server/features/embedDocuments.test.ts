// The editor's embedding step (server/features/embedDocuments.ts; its behaviour over JSON-RPC against a real
// endpoint is test/lsp/semanticEmbedding.test.ts): the progress wording, and that VS Code for the Web embeds too,
// its server bundle holding the step and the HTTP client, which sends through the global `fetch` a web worker has.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { embedTexts } from '../../../../server/cli/eval/embeddingClient';
import { embeddingProgressMessage } from '../../../../server/features/embedDocuments';
import { REPO_ROOT } from '../../../helpers/repoPath';

describe('the embedding step', () => {
  it('the progress says how many sentences are sent and how many came from the cache', () => {
    assert.equal(embeddingProgressMessage(12, 140), 'Embedding 12 sentences (140 cached)');
    assert.equal(embeddingProgressMessage(1, 0), 'Embedding 1 sentence (0 cached)');
  });

  it('the web server bundle (a browser worker, no Node built-ins) holds the embedding step and its HTTP client', async () => {
    const { metafile } = await esbuild.build({
      absWorkingDir: REPO_ROOT,
      bundle: true,
      platform: 'browser',
      format: 'iife',
      conditions: ['worker'],
      target: 'es2022',
      entryPoints: ['server/webMain.ts'],
      alias: { 'vscode-languageserver/node': 'vscode-languageserver/browser', 'node:crypto': './shared/text/portableCrypto.ts', 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
      define: { CHUNKLENS_VERSION: '"0.0.0"' },
      logLevel: 'silent',
      write: false,
      metafile: true,
      outdir: 'out/web-check',
    });
    const inputs = Object.keys(metafile.inputs);
    for (const file of ['server/features/embedDocuments.ts', 'server/cli/eval/embeddingClient.ts']) assert.ok(inputs.includes(file), file);
    assert.deepEqual(inputs.filter((i) => i.startsWith('node:')), []);
  });

  it('the HTTP client sends through the global fetch, as a web worker has it, without a key when none is given', async () => {
    const original = globalThis.fetch;
    const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    globalThis.fetch = (async (url: string, init: { headers: Record<string, string>; body: string }) => {
      sent.push({ url, headers: init.headers, body: init.body });
      const input = (JSON.parse(init.body) as { input: string[] }).input;
      return new Response(JSON.stringify({ data: input.map((_, index) => ({ index, embedding: [index, 1] })) }));
    }) as typeof fetch;
    try {
      const vectors = await embedTexts({ url: 'https://embed.example/v1', model: 'm', keyEnv: 'K', batchSize: 2, timeoutMs: 1000, retries: 0 }, ['a', 'b', 'c']);
      assert.deepEqual(vectors, [[0, 1], [1, 1], [0, 1]]);
      assert.deepEqual(sent.map((s) => [s.url, JSON.parse(s.body).input]), [['https://embed.example/v1/embeddings', ['a', 'b']], ['https://embed.example/v1/embeddings', ['c']]]);
      assert.ok(sent.every((s) => !('authorization' in s.headers)));
    } finally {
      globalThis.fetch = original;
    }
  });
});

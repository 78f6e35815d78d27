// The editor side of the semantic strategies against the real server over JSON-RPC and a real embeddings endpoint
// (node:http on 127.0.0.1, deterministic vectors): typing never calls the endpoint; a save embeds under a work-done
// progress and the chunks change from recursive's fallback to the semantic ones; the next save sends only the new
// texts; an endpoint error is one window message and the fallback stays; "Chunk by meaning now" embeds on request.

import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { findStrategy } from '../../shared/chunkers';
import type { ChunkAtResult, CompareStrategiesResult, EmbedNowResult } from '../../shared/model/protocol';
import { TestServer } from '../helpers/lspHarness';

const URI = 'file:///workspace/topics.md';
const KEY_ENV = 'CHUNKLENS_TEST_EMBEDDINGS_KEY';
const TEXT = [
  '# Billing',
  '',
  'Every invoice lists the seats you pay for. An invoice is sent each month. Seats are billed per user and the invoice shows each seat.',
  '',
  '# Backups',
  '',
  'A backup runs every night in your region. Export a backup to restore it elsewhere. Each region keeps its own backup.',
  '',
].join('\n');

/** A deterministic embedding: counts of the topic words, so sentences of one topic are near. */
const WORDS = ['invoice', 'seat', 'bill', 'backup', 'region', 'export'];
function vectorOf(text: string): number[] {
  const lower = text.toLowerCase();
  return [...WORDS.map((w) => lower.split(w).length - 1), 0.01];
}

/** The distinct texts LangChain's SemanticChunker (defaults) compares in `text`. */
function textsOf(text: string): string[] {
  return [...new Set(findStrategy('langchain-semantic')!.embeds!.textsToEmbed(text))];
}

describe('semantic strategies in the editor: embedding on save and on request', () => {
  let endpoint: Server;
  let requests: Array<{ input: string[]; authorization?: string }> = [];
  /** Answers the next request with this status and body instead of the vectors, once. */
  let failNext: { status: number; body: string } | undefined;
  let server: TestServer;
  let version = 1;
  let text = TEXT;

  before(async () => {
    endpoint = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw) as { input: string[]; model: string };
        requests.push({ input: body.input, authorization: req.headers.authorization });
        const failure = failNext;
        failNext = undefined;
        res.writeHead(failure?.status ?? 200, { 'content-type': 'application/json' });
        res.end(failure?.body ?? JSON.stringify({ object: 'list', model: body.model, data: body.input.map((t, index) => ({ object: 'embedding', index, embedding: vectorOf(t) })) }));
      });
    });
    await new Promise<void>((done) => endpoint.listen(0, '127.0.0.1', done));
    process.env[KEY_ENV] = 'test-key-123';
    server = await TestServer.start({
      settings: { analysisDelay: 10, strategy: { markdown: 'langchain-semantic' }, embeddings: { url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1`, model: 'topic-words', keyEnv: KEY_ENV } },
      capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false }, codeLens: { refreshSupport: true } }, window: { workDoneProgress: true } },
    });
  });
  after(async () => {
    await server.stop();
    delete process.env[KEY_ENV];
    await new Promise<void>((done) => endpoint.close(() => done()));
  });

  /** The first diagnostics of the document's current version published from `from` on that `match`. */
  const diagnosticsWhere = (from: number, match: (codes: string[], messages: string[]) => boolean) =>
    server.waitFor((r) => r.diagnostics, (d) => d.uri === URI && d.version === version && match(d.diagnostics.map((x) => String(x.code)), d.diagnostics.map((x) => x.message)), from);
  const edit = (next: string): void => {
    version = server.change(URI, [{ text: next }]);
    text = next;
  };

  it('opening and typing analyse with recursive\'s fallback, a CK101 saying to save, and never call the endpoint', async () => {
    server.open(URI, TEXT);
    const opened = await server.diagnosticsFor(URI, 1);
    const fallback = opened.diagnostics.find((d) => d.code === 'CK101');
    assert.ok(fallback, JSON.stringify(opened.diagnostics));
    assert.match(fallback.message, /^SemanticChunker: the embeddings of topic-words lack \d+ of the \d+ texts it compares, so these are recursive's chunks .* To chunk by meaning, save the document or run "chunklens: Chunk by meaning now \(embed\)"/);
    const bands = (await server.decorationsFor(URI, 1)).chunks.length;
    assert.equal(bands, 1, 'recursive (1200 tokens) keeps the short document in one chunk');
    // Each keystroke's analysis runs (a request waits for the current version's) without a request to the endpoint.
    for (const word of [' More', ' seats', ' here.']) {
      edit(text.replace('per user', `per user${word}`));
      assert.equal((await server.request<ChunkAtResult | null>('chunklens/chunkAt', { uri: URI, position: { line: 2, character: 0 } }))?.totalChunks, 1);
    }
    edit(TEXT);
    await server.request('chunklens/chunkAt', { uri: URI, position: { line: 0, character: 0 } });
    assert.equal(requests.length, 0, 'no keystroke reaches the endpoint');
  });

  it('a save embeds every text once under a progress notification, with the key from the environment, and the chunks become the semantic ones', async () => {
    const fromRefreshes = server.recorded.refreshes.length;
    const fromDiagnostics = server.recorded.diagnostics.length;
    const fromDecorations = server.recorded.decorations.length;
    const fromProgress = server.recorded.progress.length;
    server.save(URI);
    await diagnosticsWhere(fromDiagnostics, (codes) => !codes.includes('CK101'));
    const decorations = await server.waitFor((r) => r.decorations, (d) => d.uri === URI && d.version === version, fromDecorations);
    assert.equal(decorations.strategy, 'langchain-semantic');
    assert.ok(decorations.chunks.length >= 2, `the billing and backup sentences part: ${decorations.chunks.length} bands`);
    const expected = textsOf(TEXT);
    assert.deepEqual(requests.flatMap((r) => r.input).sort(), [...expected].sort());
    assert.ok(requests.every((r) => r.authorization === 'Bearer test-key-123'));
    const progress = server.recorded.progress.slice(fromProgress);
    assert.equal(progress[0].value.kind, 'begin');
    assert.equal(progress[0].value.message, `Embedding ${expected.length} sentences (0 cached)`);
    assert.ok(progress.some((p) => p.value.kind === 'end' && p.token === progress[0].token));
    // The version is the same, so the client is asked to pull its code lenses again (they name the chunks).
    await server.waitFor((r) => r.refreshes, (m) => m === 'workspace/codeLens/refresh', fromRefreshes);
  });

  it('after an edit the chunks fall back until the next save, which sends only the texts the edit changed', async () => {
    const before = textsOf(text);
    const fromDiagnostics = server.recorded.diagnostics.length;
    edit(text.replace('Each region keeps its own backup.', 'Each region keeps its own backup for a week.'));
    await diagnosticsWhere(fromDiagnostics, (codes) => codes.includes('CK101'));
    const sentBefore = requests.length;
    const fromProgress = server.recorded.progress.length;
    server.save(URI);
    await diagnosticsWhere(fromDiagnostics, (codes) => !codes.includes('CK101'));
    const fresh = textsOf(text).filter((t) => !before.includes(t));
    assert.ok(fresh.length > 0 && fresh.length < before.length);
    assert.deepEqual(requests.slice(sentBefore).flatMap((r) => r.input).sort(), [...fresh].sort());
    const begin = server.recorded.progress.slice(fromProgress).find((p) => p.value.kind === 'begin');
    assert.equal(begin?.value.message, `Embedding ${fresh.length} sentence${fresh.length === 1 ? '' : 's'} (${textsOf(text).length - fresh.length} cached)`);
  });

  it('an endpoint error is one window error message, the fallback and its finding stay, and the server goes on', async () => {
    const fromDiagnostics = server.recorded.diagnostics.length;
    const fromMessages = server.recorded.messages.length;
    edit(text.replace('# Backups', '# Backups\n\nRestore a backup in minutes.'));
    await diagnosticsWhere(fromDiagnostics, (codes) => codes.includes('CK101'));
    failNext = { status: 401, body: '{"error":"invalid api key"}' };
    server.save(URI);
    const message = await server.waitFor((r) => r.messages, (m) => m.type === 1, fromMessages);
    assert.match(message.message, /^chunklens: cannot embed the sentences of topics\.md: http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings: HTTP 401: \{"error":"invalid api key"\} \(check the API key in \$CHUNKLENS_TEST_EMBEDDINGS_KEY\)/);
    const after = await server.request<{ diagnostics: unknown[] } | null>('chunklens/chunkAt', { uri: URI, position: { line: 0, character: 0 } });
    assert.ok(after, 'the server still answers');
    assert.ok(server.recorded.diagnostics.filter((d) => d.uri === URI && d.version === version).every((d) => d.diagnostics.some((x) => x.code === 'CK101')), 'no analysis of this version chunks by meaning');
    assert.equal(server.recorded.messages.slice(fromMessages).filter((m) => m.type === 1).length, 1);
  });

  it('"Chunk by meaning now" (chunklens/embedNow) embeds what is missing under the client\'s progress token and answers with the counts', async () => {
    const fromDiagnostics = server.recorded.diagnostics.length;
    const fromProgress = server.recorded.progress.length;
    const missing = requests.length;
    const result = await server.request<EmbedNowResult>('chunklens/embedNow', { uri: URI, workDoneToken: 'client-token-1' });
    const all = textsOf(text);
    assert.equal(result.texts, all.length);
    assert.ok(result.sent > 0 && result.sent + result.cached === all.length && result.error === undefined, JSON.stringify(result));
    assert.equal(requests.slice(missing).flatMap((r) => r.input).length, result.sent);
    const progress = server.recorded.progress.slice(fromProgress);
    assert.deepEqual(progress.map((p) => [p.token, p.value.kind]), [['client-token-1', 'begin'], ['client-token-1', 'end']]);
    assert.equal(progress[0].value.message, `Embedding ${result.sent} sentence${result.sent === 1 ? '' : 's'} (${result.cached} cached)`);
    await diagnosticsWhere(fromDiagnostics, (codes) => !codes.includes('CK101'));
    const again = await server.request<EmbedNowResult>('chunklens/embedNow', { uri: URI });
    assert.deepEqual(again, { texts: all.length, sent: 0, cached: all.length });
  });

  it('Compare Strategies shows a semantic side with the vectors embedded, without calling the endpoint', async () => {
    await server.request('chunklens/setStrategy', { uri: URI, strategy: 'recursive' });
    const sent = requests.length;
    const compared = await server.request<CompareStrategiesResult | null>('chunklens/compareStrategies', { uri: URI, strategy: 'langchain-semantic' });
    const [own, semantic] = compared!.sides;
    assert.deepEqual([own.strategy, own.totalChunks], ['recursive', 1]);
    assert.equal(semantic.strategy, 'langchain-semantic');
    assert.ok(semantic.totalChunks >= 2 && !semantic.findings.some((f) => f.ruleId === 'CK101'), JSON.stringify(semantic.findings));
    assert.equal(requests.length, sent);
  });
});

describe('semantic strategies in the editor without an endpoint', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: 10, strategy: { markdown: 'llamaindex-semantic' } } });
  });
  after(() => server.stop());

  it('the fallback finding names the settings, and "Chunk by meaning now" answers that no endpoint is configured', async () => {
    server.open(URI, TEXT);
    const opened = await server.diagnosticsFor(URI, 1);
    const fallback = opened.diagnostics.find((d) => d.code === 'CK101');
    assert.match(fallback?.message ?? '', /no embeddings endpoint is configured, .*To chunk by meaning, set chunklens\.embeddings\.url and chunklens\.embeddings\.model/);
    assert.doesNotMatch(fallback?.message ?? '', /--embeddings-url/);
    const result = await server.request<EmbedNowResult>('chunklens/embedNow', { uri: URI });
    assert.deepEqual(result, { texts: 0, sent: 0, cached: 0, skipped: 'no embeddings endpoint is configured: set chunklens.embeddings.url and chunklens.embeddings.model' });
  });

  it('a document whose strategy compares no embeddings is skipped, with the reason', async () => {
    await server.request('chunklens/setStrategy', { uri: URI, strategy: 'recursive' });
    const result = await server.request<EmbedNowResult>('chunklens/embedNow', { uri: URI });
    assert.deepEqual(result, { texts: 0, sent: 0, cached: 0, skipped: 'strategy recursive compares no embeddings' });
  });
});

// The embeddings client and dense retrieval of `chunklens eval` against a real HTTP server on 127.0.0.1 that
// this test starts: batching, retries on 5xx and 429, no retry on 401, a timeout, malformed bodies, an
// unreachable endpoint, the on-disk cache, and the CLI with --retriever dense and hybrid.

import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { embeddingRankings, fuseRankings } from '../../../../../server/cli/eval/denseRetrieval';
import { embedTexts, EmbeddingError } from '../../../../../server/cli/eval/embeddingClient';
import type { EmbeddingEndpoint } from '../../../../../server/cli/eval/evalArgs';
import { runCliAsync } from '../../../../../server/cli/main';

interface Seen {
  input: string[];
  authorization?: string;
  model: string;
}

/** What the server does with the n-th request (0-based) it receives; default: embed. */
let behave: (n: number, req: IncomingMessage, res: ServerResponse, body: { input: string[] }) => boolean = () => false;
let seen: Seen[] = [];
let server: Server;
let base = '';

/** A deterministic embedding: counts of a few words, so similar texts are near. */
const WORDS = ['token', 'rotate', 'billing', 'invoice', 'seat', 'export', 'backup', 'region'];
function embed(text: string): number[] {
  const lower = text.toLowerCase();
  return [...WORDS.map((w) => lower.split(w).length - 1), 0.01];
}

before(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as { input: string[]; model: string };
      const n = seen.length;
      seen.push({ input: body.input, authorization: req.headers.authorization, model: body.model });
      if (behave(n, req, res, body)) return;
      // Items in reverse order with their index: the client must put them back.
      const data = body.input.map((t, index) => ({ object: 'embedding', index, embedding: embed(t) })).reverse();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data, model: body.model }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

after(() => new Promise<void>((done) => server.close(() => done())));

function endpoint(over: Partial<EmbeddingEndpoint> = {}): EmbeddingEndpoint {
  return { url: base, model: 'test-embed', keyEnv: 'TEST_EMBED_KEY', batchSize: 2, timeoutMs: 2000, retries: 2, cacheDir: mkdtempSync(join(tmpdir(), 'chunklens-embed-')), ...over };
}

const fast = { retryDelayMs: () => 1 };

function reset(next: typeof behave = () => false): void {
  seen = [];
  behave = next;
}

function fail(res: ServerResponse, status: number, body: string): true {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(body);
  return true;
}

describe('the embeddings client', () => {
  it('sends batches of batchSize texts with the model and the key, and returns vectors in input order', async () => {
    reset();
    const texts = ['token a', 'billing b', 'seat c', 'export d', 'region e'];
    const vectors = await embedTexts(endpoint(), texts, { apiKey: 'sk-test' });
    assert.deepEqual(seen.map((s) => s.input), [['token a', 'billing b'], ['seat c', 'export d'], ['region e']]);
    assert.ok(seen.every((s) => s.authorization === 'Bearer sk-test' && s.model === 'test-embed'));
    assert.deepEqual(vectors, texts.map(embed));
  });

  it('sends no Authorization header without a key', async () => {
    reset();
    await embedTexts(endpoint(), ['x']);
    assert.equal(seen[0].authorization, undefined);
  });

  it('retries a 500 and a 429 and succeeds on the third attempt', async () => {
    reset((n, _req, res) => (n === 0 ? fail(res, 500, 'boom') : n === 1 ? fail(res, 429, 'slow down') : false));
    const vectors = await embedTexts(endpoint(), ['token'], fast);
    assert.equal(seen.length, 3);
    assert.deepEqual(vectors, [embed('token')]);
  });

  it('gives up after retries + 1 attempts with the last status and body', async () => {
    reset((_n, _req, res) => fail(res, 503, 'overloaded'));
    await assert.rejects(embedTexts(endpoint({ retries: 1 }), ['token'], fast), (e: Error) => e instanceof EmbeddingError && /\/v1\/embeddings: HTTP 503: overloaded; gave up after 2 attempts$/.test(e.message));
    assert.equal(seen.length, 2);
  });

  it('does not retry a 401 and names the key\'s variable', async () => {
    reset((_n, _req, res) => fail(res, 401, '{"error":"bad key"}'));
    await assert.rejects(embedTexts(endpoint(), ['token'], fast), /HTTP 401: \{"error":"bad key"\} \(check the API key in \$TEST_EMBED_KEY\)/);
    assert.equal(seen.length, 1);
  });

  it('times out a request that gets no answer, and retries it', async () => {
    reset(() => true);
    await assert.rejects(embedTexts(endpoint({ timeoutMs: 150, retries: 1 }), ['token'], fast), /no answer within 0\.15 s; gave up after 2 attempts/);
    assert.equal(seen.length, 2);
  });

  it('a body that is not JSON, or holds the wrong number of embeddings, or not numbers, is a clear error', async () => {
    reset((_n, _req, res) => fail(res, 200, '<html>proxy</html>'));
    await assert.rejects(embedTexts(endpoint(), ['a'], fast), /the response is not JSON: <html>proxy<\/html>/);
    reset((_n, _req, res) => fail(res, 200, JSON.stringify({ data: [] })));
    await assert.rejects(embedTexts(endpoint(), ['a'], fast), /expected "data" with 1 embeddings, got 0/);
    reset((_n, _req, res) => fail(res, 200, JSON.stringify({ data: [{ index: 0, embedding: ['x'] }] })));
    await assert.rejects(embedTexts(endpoint(), ['a'], fast), /data\[0\] is not an embedding/);
  });

  it('an endpoint nobody listens on is unreachable, with the cause', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await assert.rejects(embedTexts(endpoint({ url: `http://127.0.0.1:${port}/v1`, retries: 0 }), ['a'], fast), /unreachable \(ECONNREFUSED\); gave up after 1 attempts/);
  });
});

describe('dense retrieval', () => {
  it('ranks chunks by cosine similarity to the question', async () => {
    reset();
    const rankings = await embeddingRankings(endpoint(), ['rotate the token'], ['billing invoice', 'token rotate token', 'seat export'], 2);
    assert.deepEqual(rankings, [[1, 0]]);
  });

  it('the cache skips unchanged chunks on a second run: only a changed chunk and the questions are not embedded again', async () => {
    reset();
    const ep = endpoint({ batchSize: 10 });
    const first = { embedded: 0 };
    await embeddingRankings(ep, ['rotate the token'], ['billing invoice', 'token rotate', 'seat export'], 2, { stats: first });
    assert.equal(first.embedded, 4);
    const second = { embedded: 0 };
    seen = [];
    await embeddingRankings(ep, ['rotate the token'], ['billing invoice', 'token rotate', 'seat export'], 2, { stats: second });
    assert.equal(second.embedded, 0);
    assert.equal(seen.length, 0);
    const third = { embedded: 0 };
    await embeddingRankings(ep, ['rotate the token'], ['billing invoice', 'token rotate again', 'seat export'], 2, { stats: third });
    assert.equal(third.embedded, 1);
    assert.deepEqual(seen.map((s) => s.input), [['token rotate again']]);
    // Another model does not reuse these vectors.
    const other = { embedded: 0 };
    await embeddingRankings({ ...ep, model: 'other-model' }, ['rotate the token'], ['billing invoice'], 1, { stats: other });
    assert.equal(other.embedded, 2);
  });

  it('reciprocal rank fusion ranks first what both rankings rank high', () => {
    assert.deepEqual(fuseRankings([[3, 1, 2], [1, 4, 3]]), [1, 3, 4, 2]);
  });
});

describe('chunklens eval --retriever dense and hybrid', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-eval-dense-'));
  const doc = join(dir, 'guide.md');
  writeFileSync(doc, '# Guide\n\n## Tokens\n\nRotate the token every week.\n\n## Billing\n\nAn invoice is sent monthly.\n\n## Seats\n\nEach seat can export a backup.\n');
  const set = join(dir, 'q.jsonl');
  writeFileSync(set, [
    JSON.stringify({ id: 'rotate', question: 'How often do I rotate a token?', references: [{ file: doc, quote: 'Rotate the token every week.' }] }),
    JSON.stringify({ id: 'invoice', question: 'When is the invoice sent?', references: [{ file: doc, quote: 'An invoice is sent monthly.' }] }),
  ].join('\n'));

  for (const retriever of ['dense', 'hybrid']) {
    it(`ranks with the endpoint (${retriever}) and answers both questions at K=1`, async () => {
      reset();
      let out = '';
      let err = '';
      const cache = mkdtempSync(join(tmpdir(), 'chunklens-embed-cli-'));
      const code = await runCliAsync(['eval', set, '--strategy', 'markdown-spec', '--top', '1', '--retriever', retriever, '--embeddings-url', base, '--embeddings-model', 'test-embed', '--embeddings-key-env', 'TEST_EMBED_KEY', '--embeddings-cache', cache, '--format', 'json'], { out: (t) => (out += t), err: (t) => (err += t), env: { TEST_EMBED_KEY: 'sk-cli' } });
      assert.equal(code, 0, err);
      const json = JSON.parse(out);
      assert.equal(json.retriever, retriever);
      assert.equal(json.embeddingModel, 'test-embed');
      assert.equal(json.strategies[0].summary.retrieval.answered, 2);
      assert.deepEqual(json.results.map((q: { byStrategy: Record<string, { retrieved: Array<{ headingsPath: string[] }> }> }) => q.byStrategy['markdown-spec'].retrieved[0].headingsPath), [['Guide', 'Tokens'], ['Guide', 'Billing']]);
      assert.ok(seen.length > 0 && seen.every((s) => s.authorization === 'Bearer sk-cli'));
    });
  }

  it('an endpoint that fails makes the run fail with exit 2 and the endpoint\'s message', async () => {
    reset((_n, _req, res) => fail(res, 404, 'no such model'));
    let err = '';
    const code = await runCliAsync(['eval', set, '--strategy', 'markdown-spec', '--retriever', 'dense', '--embeddings-url', base, '--embeddings-model', 'nope', '--embeddings-cache', mkdtempSync(join(tmpdir(), 'chunklens-embed-cli-'))], { out: () => {}, err: (t) => (err += t), env: {} });
    assert.equal(code, 2);
    assert.match(err, /chunklens: http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings: HTTP 404: no such model/);
  });
});

// The editor's semantic strategies beyond one open document, against the real server over JSON-RPC and a loopback
// embeddings endpoint: the vectors are kept in the on-disk cache in the folder the client names (an edit re-embeds
// only what it changed, a restarted server re-embeds nothing), a strategy that embeds in rounds (chonkie's
// skip_window) is embedded round by round on save, and "Lint Workspace" embeds with the configured endpoint,
// its cache and a progress instead of falling back.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { findStrategy } from '../../shared/chunkers';
import { type EmbedNowResult, type LintFilesResult, VSCODE_CLIENT_OPTIONS } from '../../shared/model/protocol';
import { TestServer } from '../helpers/lspHarness';
import { LoopbackEmbeddings, topicWordVector } from '../helpers/loopbackEmbeddings';

const BILLING = 'Every invoice lists the seats you pay for. An invoice is sent each month. Seats are billed per user and the invoice shows each seat.';
const BACKUPS = 'A backup runs every night in your region. Export a backup to restore it elsewhere. Each region keeps its own backup.';
const TEXT = `# Billing\n\n${BILLING}\n\n# Backups\n\n${BACKUPS}\n`;

/** The distinct texts `strategy` (with `options`) compares in `text` once every earlier round is embedded. */
function textsOf(text: string, strategy = 'langchain-semantic', options: Record<string, unknown> = {}): string[] {
  const base = findStrategy(strategy)!;
  const embeds = base.withOptions!(base.options!.validate(options).options).embeds!;
  return [...new Set(embeds.textsToEmbed(text, { model: 'm', vectorOf: topicWordVector }))];
}

const CAPABILITIES = { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false }, codeLens: { refreshSupport: true } }, window: { workDoneProgress: true } };

describe('the editor keeps embeddings in the on-disk cache of the folder the client names', () => {
  const cacheDir = join(mkdtempSync(join(tmpdir(), 'chunklens-lsp-cache-')), 'embeddings');
  const uri = 'file:///workspace/topics.md';
  let endpoint: LoopbackEmbeddings;
  let server: TestServer;
  const start = (strategy = 'langchain-semantic', options: Record<string, unknown> = {}) =>
    TestServer.start({
      settings: { analysisDelay: 10, strategy: { markdown: strategy }, options: { [strategy]: options }, embeddings: { url: endpoint.url, model: 'topic-words' } },
      capabilities: CAPABILITIES,
      initializationOptions: { ...VSCODE_CLIENT_OPTIONS, embeddingCacheDir: cacheDir },
    });
  const semantic = (version: number, from = 0) => server.waitFor((r) => r.diagnostics, (d) => d.uri === uri && d.version === version && !d.diagnostics.some((x) => x.code === 'CK101'), from);

  before(async () => {
    endpoint = await LoopbackEmbeddings.start();
    server = await start();
  });
  after(async () => {
    await server.stop();
    await endpoint.stop();
  });

  it('a save embeds every text once and writes them to one cache file of the model in that folder', async () => {
    server.open(uri, TEXT);
    await server.diagnosticsFor(uri, 1);
    server.save(uri);
    await semantic(1);
    assert.deepEqual(endpoint.sent().sort(), textsOf(TEXT).sort());
    assert.equal(readdirSync(cacheDir).filter((f) => f.endsWith('.jsonl')).length, 1);
  });

  it('after an edit a save sends only the texts the edit changed', async () => {
    const edited = TEXT.replace('keeps its own backup.', 'keeps its own backup for a week.');
    const from = endpoint.requests.length;
    server.change(uri, [{ text: edited }]);
    server.save(uri);
    await semantic(2);
    const fresh = textsOf(edited).filter((t) => !textsOf(TEXT).includes(t));
    assert.ok(fresh.length > 0 && fresh.length < textsOf(edited).length);
    assert.deepEqual(endpoint.sent(from).sort(), fresh.sort());
  });

  it('a restarted server chunks by meaning as soon as the document opens, and embeds nothing', async () => {
    await server.stop();
    const from = endpoint.requests.length;
    server = await start();
    const edited = TEXT.replace('keeps its own backup.', 'keeps its own backup for a week.');
    server.open(uri, edited);
    const opened = await server.diagnosticsFor(uri, 1);
    assert.ok(!opened.diagnostics.some((d) => d.code === 'CK101'), JSON.stringify(opened.diagnostics));
    const again = await server.request<EmbedNowResult>('chunklens/embedNow', { uri });
    assert.deepEqual(again, { texts: textsOf(edited).length, sent: 0, cached: textsOf(edited).length });
    assert.equal(endpoint.requests.length, from);
  });

  it("chonkie's skip_window is embedded in two rounds on save, the groups' texts after the sentences, under one progress", async () => {
    await server.stop();
    const options = { similarity_window: 2, filter_window: 3, filter_polyorder: 2, skip_window: 1 };
    server = await start('chonkie-semantic', options);
    const sentences = [...BILLING.split(/(?<=\. )/), ' ', ...BACKUPS.split(/(?<=\. )/), ' ', ...BILLING.split(/(?<=\. )/)];
    const text = sentences.join('');
    const from = endpoint.requests.length;
    const fromProgress = server.recorded.progress.length;
    server.open(uri, text);
    await server.diagnosticsFor(uri, 1);
    server.save(uri);
    await semantic(1);
    const all = textsOf(text, 'chonkie-semantic', options);
    const first = textsOf(text, 'chonkie-semantic', { ...options, skip_window: 0 });
    assert.ok(all.length > first.length, 'the groups add texts');
    assert.deepEqual(endpoint.requests.length - from, 2);
    assert.deepEqual(endpoint.requests.at(-1), all.slice(first.length));
    const progress = server.recorded.progress.slice(fromProgress).map((p) => p.value.kind);
    assert.deepEqual(progress, ['begin', 'report', 'end']);
  });
});

describe('Lint Workspace embeds a semantic strategy with the configured endpoint and cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-lint-embed-'));
  const cacheDir = join(root, '.cache');
  const fileUri = (path: string) => pathToFileURL(join(root, path)).toString();
  const B = `# Backups\n\n${BACKUPS}\n\n# Billing\n\n${BILLING} Pay each invoice by the month.\n`;
  let endpoint: LoopbackEmbeddings;
  let server: TestServer;

  before(async () => {
    endpoint = await LoopbackEmbeddings.start();
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/a.md'), TEXT);
    writeFileSync(join(root, 'docs/b.md'), B);
    server = await TestServer.start({
      workspaceFolder: pathToFileURL(root).toString(),
      settings: { analysisDelay: 10, strategy: { markdown: 'langchain-semantic' }, embeddings: { url: endpoint.url, model: 'topic-words' } },
      capabilities: CAPABILITIES,
      initializationOptions: { ...VSCODE_CLIENT_OPTIONS, embeddingCacheDir: cacheDir },
    });
  });
  after(async () => {
    await server.stop();
    await endpoint.stop();
  });

  it('embeds each document\'s texts under a progress naming the file, and publishes semantic chunks\' findings, not the fallback', async () => {
    const fromDiagnostics = server.recorded.diagnostics.length;
    const fromProgress = server.recorded.progress.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [fileUri('docs/a.md'), fileUri('docs/b.md')] });
    const expected = [...new Set([...textsOf(TEXT), ...textsOf(B)])];
    assert.equal(result.linted, 2);
    assert.equal(result.embedded, expected.length);
    assert.equal(result.embeddingError, undefined);
    assert.deepEqual(endpoint.sent().sort(), expected.sort());
    const published = server.recorded.diagnostics.slice(fromDiagnostics);
    assert.deepEqual(published.map((d) => d.uri).sort(), [fileUri('docs/a.md'), fileUri('docs/b.md')]);
    for (const d of published) assert.ok(!d.diagnostics.some((x) => x.code === 'CK101'), JSON.stringify(d.diagnostics));
    const progress = server.recorded.progress.slice(fromProgress).map((p) => [p.value.kind, p.value.message]);
    assert.deepEqual(progress, [
      ['begin', `a.md: Embedding ${textsOf(TEXT).length} sentences (0 cached)`],
      ['report', `b.md: Embedding ${textsOf(B).filter((t) => !textsOf(TEXT).includes(t)).length} sentences (${textsOf(B).filter((t) => textsOf(TEXT).includes(t)).length} cached)`],
      ['end', undefined],
    ]);
  });

  it('a second lint reads every vector from the cache and sends nothing', async () => {
    const from = endpoint.requests.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [fileUri('docs/a.md'), fileUri('docs/b.md')] });
    assert.deepEqual(result, { linted: 2, findings: result.findings });
    assert.equal(endpoint.requests.length, from);
  });

  it('an endpoint that fails stops embedding for the batch with the reason, and those documents fall back with CK101', async () => {
    writeFileSync(join(root, 'docs/c.md'), TEXT.replace('Billing', 'Billing and seats').replace('each month.', 'each month by mail.'));
    writeFileSync(join(root, 'docs/d.md'), B.replace('by the month.', 'by the week.'));
    endpoint.failNext = { status: 401, body: '{"error":"invalid api key"}' };
    const fromDiagnostics = server.recorded.diagnostics.length;
    const from = endpoint.requests.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [fileUri('docs/c.md'), fileUri('docs/d.md')] });
    assert.match(result.embeddingError ?? '', /HTTP 401/);
    assert.equal(endpoint.requests.length - from, 1, 'the second document is not sent after the first failed');
    assert.equal(result.linted, 2);
    const published = server.recorded.diagnostics.slice(fromDiagnostics);
    assert.equal(published.length, 2);
    for (const d of published) assert.ok(d.diagnostics.some((x) => x.code === 'CK101'));
  });

  it('with embed false a batch sends nothing and falls back', async () => {
    const from = endpoint.requests.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [fileUri('docs/c.md')], embed: false });
    assert.deepEqual(result, { linted: 1, findings: result.findings });
    assert.equal(endpoint.requests.length, from);
  });
});

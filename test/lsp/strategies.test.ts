import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StrategiesResult } from '../../shared/model/protocol';
import { CONTENT_LIST, CONTENT_LIST_URI, GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

describe('the strategy of a document', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
  });
  after(() => server.stop());

  it('a strategy chosen with setStrategy lasts until the document is closed; reopened, it has the default again', async () => {
    server.open(GUIDE_URI, GUIDE);
    await server.decorationsFor(GUIDE_URI, 1);
    await server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: 'recursive' });
    assert.equal((await server.request<StrategiesResult>('chunklens/strategies', { uri: GUIDE_URI })).active, 'recursive');
    void server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: GUIDE_URI } });
    const from = server.recorded.decorations.length;
    server.open(GUIDE_URI, GUIDE);
    const reopened = await server.waitFor((r) => r.decorations, (d) => d.uri === GUIDE_URI, from);
    assert.equal(reopened.strategy, 'markdown-spec');
    assert.equal((await server.request<StrategiesResult>('chunklens/strategies', { uri: GUIDE_URI })).active, 'markdown-spec');
  });

  it('setStrategy with null drops the choice of an open document (its last tab closed), and is harmless for one not open', async () => {
    await server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: 'adaptive-section' });
    assert.equal((await server.request<StrategiesResult>('chunklens/strategies', { uri: GUIDE_URI })).active, 'adaptive-section');
    const from = server.recorded.decorations.length;
    assert.equal(await server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: null }), null);
    const republished = await server.waitFor((r) => r.decorations, (d) => d.uri === GUIDE_URI, from);
    assert.equal(republished.strategy, 'markdown-spec');
    assert.equal(await server.request('chunklens/setStrategy', { uri: 'file:///not/open.md', strategy: null }), null);
    await assert.rejects(server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: 7 }), /expected \{ uri, strategy \}/);
  });

  it('the picker lists only the strategies that can read the document kind', async () => {
    server.open(CONTENT_LIST_URI, CONTENT_LIST, 'json');
    const forMarkdown = await server.request<StrategiesResult>('chunklens/strategies', { uri: GUIDE_URI });
    assert.deepEqual(forMarkdown.available.map((s) => s.id), ['markdown-spec', 'paragraph-semantic', 'recursive', 'sentence', 'adaptive-section', 'lightrag-fixed-token', 'haystack-document', 'haystack-markdown-header', 'langchain-recursive', 'langchain-character', 'langchain-markdown', 'langchain-token', 'langchain-markdown-header', 'langchain-markdown-header-recursive', 'langchainjs-recursive', 'langchainjs-character', 'langchainjs-markdown', 'llamaindex-sentence', 'llamaindex-token', 'llamaindex-markdown', 'llamaindex-markdown-sentence', 'llamaindex-sentence-window', 'llamaindex-hierarchical', 'chonkie-recursive', 'chonkie-token', 'chonkie-sentence', 'openai-file-search', 'bedrock-default', 'bedrock-fixed-size', 'semchunk', 'langchain-semantic', 'llamaindex-semantic', 'lightrag-semantic-vector', 'haystack-recursive', 'chonkie-table', 'chonkie-markdown', 'mastra-semantic-markdown', 'text-splitter-markdown', 'text-splitter-text', 'chonkie-semantic']);
    const forMineru = await server.request<StrategiesResult>('chunklens/strategies', { uri: CONTENT_LIST_URI });
    assert.deepEqual([forMineru.active, forMineru.available.map((s) => s.id)], ['mineru', ['recursive', 'mineru']]);
    await assert.rejects(server.request('chunklens/setStrategy', { uri: CONTENT_LIST_URI, strategy: 'markdown-spec' }), /cannot chunk mineru input/);
  });
});

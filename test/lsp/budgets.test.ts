// The editor's budget per document: a document over the size limit gets one CK900 diagnostic instead of an
// analysis, hostile documents do not stop the server, and it goes on answering for other documents.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANALYSIS_TIME_BUDGET_MS, MAX_DOCUMENT_CHARS, overBudget } from '../../server/host/analysisBudget';
import { Methods } from '../../shared/model/protocol';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

describe('document budgets in the real server', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
  });
  after(() => server.stop());

  it('a document over the size limit gets one CK900 saying so, and the server still answers for other documents', async () => {
    const line = 'word word word word word word word word word word word word word word.\n';
    const big = line.repeat(Math.ceil((MAX_DOCUMENT_CHARS + 1) / line.length));
    server.open('file:///workspace/huge.md', big);
    const published = await server.diagnosticsFor('file:///workspace/huge.md', 1);
    assert.deepEqual(published.diagnostics.map((d) => d.code), ['CK900']);
    assert.match(published.diagnostics[0].message, /^analysis stopped: the document has 32\.0 M characters, over the editor's limit of 32\.0 M/);
    server.open(GUIDE_URI, GUIDE);
    const tree = await server.request(Methods.chunkTree, { uri: GUIDE_URI });
    assert.equal(tree?.totalChunks, 4);
  });

  it('hostile documents (deep JSON, 3,000 parent headings, special characters) are answered and the server lives on', async () => {
    const hostile: Array<[string, string, string]> = [
      ['file:///workspace/deep_content_list.json', `[{"type": "text", "text": ${'['.repeat(50_000)}}]`, 'json'],
      ['file:///workspace/heads.blocks.jsonl', `${JSON.stringify({ type: 'content', content: 'x', heading: 'h', parent_headings: Array.from({ length: 3_000 }, (_, i) => `p${i}`) })}\n`, 'blocks-jsonl'],
      ['file:///workspace/odd.md', '\uFEFF\uFEFF# Title\u3000\n\n\u2028text\u00A0here\u180E.\n', 'markdown'],
    ];
    for (const [uri, text, languageId] of hostile) {
      server.open(uri, text, languageId);
      await server.diagnosticsFor(uri, 1);
      const tree = await server.request(Methods.chunkTree, { uri });
      assert.ok(tree, uri);
    }
    const heads = await server.request(Methods.chunkTree, { uri: 'file:///workspace/heads.blocks.jsonl' });
    assert.equal(heads?.totalChunks, 1);
  });

  it('after an analysis over the time budget, later versions of about the same size wait until the document shrinks', () => {
    const slow = { length: 1_000_000, ms: ANALYSIS_TIME_BUDGET_MS + 1 };
    assert.equal(overBudget(1_000_000, undefined), undefined);
    assert.match(overBudget(1_000_001, slow) ?? '', /^analysis stopped after 10\.0 s, over the budget of 10 s/);
    assert.equal(overBudget(790_000, slow), undefined);
    assert.match(overBudget(MAX_DOCUMENT_CHARS + 1, undefined) ?? '', /over the editor's limit/);
  });
});

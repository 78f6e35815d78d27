// Pipeline findings in the editor: a lead-in that markdown-spec cuts off from its code block is no diagnostic
// (no edit of it fixes it) but is on its chunk in the hover and the chunk tree; `pipelineFindings: "inline"`
// makes it a diagnostic too. And a MkDocs admonition marker is no chunk of its own in the editor either.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import type { ChunkTree } from '../../shared/model/protocol';
import { SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

const URI = 'file:///workspace/docs/install.md';
/** With chars and a minimum of 30, "Run:" (line 2) is a chunk of 4 before a code block that stands alone. */
const TEXT = ['# Install', '', 'Run:', '', '```sh', 'pip install chunklens', '```', '', 'Then lint your docs folder with it.', ''].join('\n');
const BUDGETS = { 'markdown-spec': { maxTokens: 60, targetTokens: 40, minTokens: 30, overlapTokens: 0 } };

describe('pipeline findings in the editor', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: { ...SETTINGS, budgets: BUDGETS } });
    server.open(URI, TEXT);
  });
  after(() => server.stop());

  it('a lead-in cut off from its code block is no diagnostic, but the hover and the chunk tree show it on the chunk', async () => {
    assert.deepEqual((await server.diagnosticsFor(URI, 1)).diagnostics, []);
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 2, character: 1 } });
    assert.match((hover.contents as { value: string }).value, /pipeline \(CK002 chunk-too-small\): markdown-spec keeps every code block in a chunk of its own; avoided by a strategy that keeps text with the code/);
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: URI });
    const [first] = tree.roots[0].chunks;
    assert.equal(first.pipelineNotes?.length, 1);
    assert.match(first.pipelineNotes![0], /^CK002 Chunk 1 has 4 tokens .*avoided by a strategy/);
    assert.equal(tree.roots[0].chunks[1].pipelineNotes, undefined);
  });

  it('with pipelineFindings "inline" the same finding is a diagnostic on its line', async () => {
    server.changeSettings({ ...SETTINGS, budgets: BUDGETS, pipelineFindings: 'inline' });
    const published = await server.waitFor((r) => r.diagnostics, (d) => d.uri === URI && d.diagnostics.length > 0);
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.range.start.line]), [['CK002', 2]]);
  });

  it('with dialect "mkdocs" an admonition body is prose and its marker line is in the body\'s chunk', async () => {
    server.changeSettings({ ...SETTINGS, budgets: BUDGETS, dialect: 'mkdocs' });
    const uri = 'file:///workspace/docs/note.md';
    server.open(uri, ['# Note', '', '!!! note "Heads up"', '', '    The body is prose, not code.', ''].join('\n'));
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri });
    const chunks = tree.roots[0].chunks;
    assert.deepEqual(chunks.map((c) => [c.type, c.range.start.line, c.range.end.line]), [['paragraph', 2, 4]]);
  });
});

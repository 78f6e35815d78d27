import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GUIDE, GUIDE_URI, SETTINGS } from './fixtures';
import { TestServer } from './lspHarness';

describe('diagnostics and decorations from the real server', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.open(GUIDE_URI, GUIDE);
  });
  after(() => server.stop());

  it('publishes a CK001 diagnostic for the oversized chunk with code, link, source and version', async () => {
    const published = await server.diagnosticsFor(GUIDE_URI, 1);
    assert.equal(published.diagnostics.length, 1);
    const [d] = published.diagnostics;
    assert.equal(d.code, 'CK001');
    assert.equal(d.source, 'chunklens');
    assert.equal(d.codeDescription?.href, 'https://github.com/chunklens/chunklens#ck001');
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /77 tokens \[Expected: ≤ 60\]/);
  });

  it('publishes one band per chunk with labels and the oversized flag', async () => {
    const published = await server.decorationsFor(GUIDE_URI, 1);
    assert.equal(published.strategy, 'markdown-spec');
    assert.deepEqual(
      published.chunks.map((c) => [c.index, c.ranges[0].start.line, c.label, c.oversized]),
      [
        [0, 2, 'chunk 1 · 22/60 tok · Guide', false],
        [1, 6, 'chunk 2 · 77/60 tok · Guide › Install', true],
        [2, 10, 'chunk 3 · 11/60 tok · Guide › Use', false],
      ],
    );
  });

  it('an incremental edit that shortens the paragraph clears the diagnostic and moves on the labels', async () => {
    const line = GUIDE.split('\n')[6];
    const cut = line.indexOf(', then');
    const version = server.change(GUIDE_URI, [
      { range: { start: { line: 6, character: cut }, end: { line: 6, character: line.length } }, text: '.' },
    ]);
    const published = await server.diagnosticsFor(GUIDE_URI, version);
    assert.deepEqual(published.diagnostics, []);
    const decorations = await server.decorationsFor(GUIDE_URI, version);
    assert.equal(decorations.chunks[1].label, 'chunk 2 · 18/60 tok · Guide › Install');
    assert.equal(decorations.chunks[1].oversized, false);
  });

  it('an edit that changes nothing the user sees publishes nothing new', async () => {
    const before = server.recorded.diagnostics.length;
    const beforeDecorations = server.recorded.decorations.length;
    const same = server.change(GUIDE_URI, [{ range: { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } }, text: 'G' }]);
    await server.request('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 2, character: 0 } });
    const changed = server.change(GUIDE_URI, [{ range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, text: 'A ' }]);
    await server.decorationsFor(GUIDE_URI, changed);
    assert.equal(server.recorded.diagnostics.slice(before).filter((d) => d.version === same).length, 0);
    assert.equal(server.recorded.decorations.slice(beforeDecorations).filter((d) => d.version === same).length, 0);
  });

  it('quick successive edits supersede each other: only the last version is published, with its version', async () => {
    const diagnosticsBefore = server.recorded.diagnostics.length;
    const decorationsBefore = server.recorded.decorations.length;
    const versions = [1, 2, 3, 4].map((n) =>
      server.change(GUIDE_URI, [{ range: { start: { line: 10, character: 5 }, end: { line: 10, character: 5 } }, text: ` x${n}`.repeat(20) }]),
    );
    const last = versions[versions.length - 1];
    const decorations = await server.decorationsFor(GUIDE_URI, last);
    const published = await server.diagnosticsFor(GUIDE_URI, last);
    assert.deepEqual(server.recorded.decorations.slice(decorationsBefore).map((d) => d.version), [last]);
    assert.deepEqual(server.recorded.diagnostics.slice(diagnosticsBefore).map((d) => d.version), [last]);
    const list = decorations.chunks[2];
    assert.equal(list.oversized, true, 'the list grew by 4 × 60 characters');
    assert.equal(published.diagnostics.find((d) => d.range.start.line === 10)?.code, 'CK001');
  });

  it('closing the document clears its diagnostics', async () => {
    const from = server.recorded.diagnostics.length;
    void server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: GUIDE_URI } });
    const cleared = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI, from);
    assert.deepEqual(cleared.diagnostics, []);
  });
});

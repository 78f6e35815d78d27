import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONTENT_LIST, CONTENT_LIST_URI, GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

describe('diagnostics and decorations from the real server', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.open(GUIDE_URI, GUIDE);
    server.open(CONTENT_LIST_URI, CONTENT_LIST, 'json');
  });
  after(() => server.stop());

  it('publishes a CK007 diagnostic where a paragraph over the cap was cut between words, with code, link, source and version', async () => {
    const published = await server.diagnosticsFor(GUIDE_URI, 1);
    assert.equal(published.diagnostics.length, 1);
    const [d] = published.diagnostics;
    assert.equal(d.code, 'CK007');
    assert.equal(d.source, 'chunklens');
    assert.equal(d.codeDescription?.href, 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules/CK007.md');
    assert.deepEqual(d.range, { start: { line: 6, character: 59 }, end: { line: 6, character: 60 } });
    assert.match(d.message, /^Chunk 3 starts at a hard split/);
  });

  it('publishes one band per chunk with short labels; the cut line has one label naming both chunks that start on it', async () => {
    const published = await server.decorationsFor(GUIDE_URI, 1);
    assert.equal(published.strategy, 'markdown-spec');
    assert.deepEqual(
      published.chunks.map((c) => [c.index, c.ranges[0].start, c.label, c.oversized]),
      [
        [0, { line: 2, character: 0 }, 'chunk 1 · 22/60 tok · Guide', false],
        [1, { line: 6, character: 0 }, 'chunks 2–3 · Install', false],
        [2, { line: 6, character: 59 }, '', false],
        [3, { line: 10, character: 0 }, 'chunk 4 · 11/60 tok · Guide › Use', false],
      ],
    );
  });

  it('a MinerU element over the character limit is kept whole: CK001 on its first line, and its band is oversized in characters', async () => {
    const published = await server.diagnosticsFor(CONTENT_LIST_URI, 1);
    assert.deepEqual(
      published.diagnostics.map((d) => [d.code, d.range.start.line, d.range.end.line, d.codeDescription?.href]),
      [['CK001', 3, 3, 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules/CK001.md']],
    );
    assert.match(published.diagnostics[0].message, /^Chunk 2 has 77 characters \[Expected: ≤ 60\]/);
    const decorations = await server.decorationsFor(CONTENT_LIST_URI, 1);
    assert.equal(decorations.strategy, 'mineru');
    assert.deepEqual(
      decorations.chunks.map((c) => [c.ranges.map((r) => r.start.line), c.label, c.oversized]),
      [
        [[1, 2], 'chunk 1 · 29/60 ch · Guide', false],
        [[3], 'chunk 2 · 77/60 ch · Guide', true],
        [[4, 5], 'chunk 3 · 12/60 ch · Guide › Use', false],
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
    assert.deepEqual(decorations.chunks.map((c) => c.label), ['chunk 1 · 22/60 tok · Guide', 'chunk 2 · 18/60 tok · Guide › Install', 'chunk 3 · 11/60 tok · Guide › Use']);
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
    const onItemLine = decorations.chunks.filter((c) => c.ranges.some((r) => r.start.line === 10));
    assert.ok(onItemLine.length >= 5, 'the 245-character item of the last version is cut into at least five chunks of ≤ 60');
    assert.ok(published.diagnostics.every((d) => d.code === 'CK007' && d.range.start.line === 10));
    assert.equal(published.diagnostics.length, 1, 'the cuts of one block are one finding');
    assert.match(published.diagnostics[0].message, new RegExp(`\\(1 of ${onItemLine.length - 1} in this block, reported once\\)$`));
  });

  it('closing the document clears its diagnostics', async () => {
    const from = server.recorded.diagnostics.length;
    void server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: GUIDE_URI } });
    const cleared = await server.waitFor((r) => r.diagnostics, (d) => d.uri === GUIDE_URI, from);
    assert.deepEqual(cleared.diagnostics, []);
  });
});

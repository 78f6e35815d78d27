import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DecorationsParams } from '../../shared/model/protocol';
import { Methods } from '../../shared/model/protocol';
import { GUIDE, SETTINGS } from '../helpers/lspFixtures';
import { bigMarkdownDocument } from '../fixtures/bigMarkdown';
import { TestServer } from '../helpers/lspHarness';

const BIG_URI = 'file:///workspace/big.md';
const SMALL_URI = 'file:///workspace/small.md';

const firstLine = (d: DecorationsParams): number => Math.min(...d.chunks.flatMap((c) => c.ranges.map((r) => r.start.line)));
const lastLine = (d: DecorationsParams): number => Math.max(...d.chunks.flatMap((c) => c.ranges.map((r) => r.end.line)));

describe('progressive first analysis of a big document', () => {
  let server: TestServer;
  const text = bigMarkdownDocument();
  const lineCount = text.split('\n').length;
  before(async () => {
    server = await TestServer.start({ settings: { ...SETTINGS, analysisDelay: 20 } });
  });
  after(() => server.stop());

  it('publishes provisional bands for the visible range first, then the full analysis\'s bands around it for the same version', async () => {
    assert.ok(text.length > 250_000, `the document is big: ${text.length}`);
    // Line 3004 is the list item of section 500 (its heading is line 3000), line 3040 that of section 506.
    const visible = { start: { line: 3004, character: 0 }, end: { line: 3040, character: 0 } };
    server.open(BIG_URI, text);
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: [visible] });
    const full = await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI && d.version === 1 && !d.provisional);
    const published = server.recorded.decorations.filter((d) => d.uri === BIG_URI);
    const provisional = published.findIndex((d) => d.provisional === true);
    assert.ok(provisional >= 0, 'a provisional notification was sent');
    assert.ok(provisional < published.indexOf(full), 'the provisional notification came before the full one');
    const paint = published[provisional];
    assert.equal(paint.version, 1);
    assert.equal(firstLine(paint), 3002, 'from the paragraph of section 500 (bands leave heading lines out)');
    assert.ok(lastLine(paint) >= visible.end.line && lastLine(paint) < visible.end.line + 6, `to the end of section 506: ${lastLine(paint)}`);
    // The full bands cover the visible lines 3004–3040 widened by 300 lines each way (decorationWindow.ts), moved
    // up to line 2702, where the chunk of section 450 that reaches into line 2704 starts.
    assert.deepEqual(full.window, { startLine: 2702, endLine: 3341 });
    assert.equal(firstLine(full), 2702);
    assert.ok(lastLine(full) >= 3340 && lastLine(full) < 3346, `to the chunk that reaches out of the window: ${lastLine(full)} of ${lineCount}`);
    assert.ok(full.chunks.length > paint.chunks.length * 10);
    const paintLines = new Set(paint.chunks.flatMap((c) => c.ranges.map((r) => `${r.start.line}:${r.end.line}`)));
    const fullLines = new Set(full.chunks.flatMap((c) => c.ranges.map((r) => `${r.start.line}:${r.end.line}`)));
    assert.ok([...paintLines].every((l) => fullLines.has(l)), 'the provisional bands are bands of the full analysis');
  });

  it('later versions of the document get no provisional paint', async () => {
    const version = server.change(BIG_URI, [{ range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, text: 'Edited. ' }]);
    await server.decorationsFor(BIG_URI, version);
    assert.ok(server.recorded.decorations.filter((d) => d.uri === BIG_URI && d.version === version).every((d) => !d.provisional));
  });

  it('without a visible range the top of the document is painted first', async () => {
    const uri = 'file:///workspace/big-unseen.md';
    server.open(uri, text);
    await server.waitFor((r) => r.decorations, (d) => d.uri === uri && !d.provisional);
    const paint = server.recorded.decorations.find((d) => d.uri === uri && d.provisional);
    assert.ok(paint, 'a provisional notification was sent');
    assert.equal(firstLine(paint), 2, 'from the first paragraph');
    assert.ok(lastLine(paint) >= 99 && lastLine(paint) < 112, `the first 100 lines: ${lastLine(paint)}`);
  });

  it('a small document gets its full analysis only; a malformed visible range is logged and ignored', async () => {
    server.notify(Methods.visibleRange, { uri: SMALL_URI, ranges: [{ start: { line: -1 } }] });
    server.open(SMALL_URI, GUIDE);
    await server.waitFor((r) => r.logs, (l) => l.startsWith(`chunklens: ignored malformed ${Methods.visibleRange.method} notification`));
    await server.decorationsFor(SMALL_URI, 1);
    assert.ok(server.recorded.decorations.filter((d) => d.uri === SMALL_URI).every((d) => !d.provisional));
  });
});

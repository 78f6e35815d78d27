import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ChunkDecoration, DecorationsParams } from '../../shared/model/protocol';
import { Methods } from '../../shared/model/protocol';
import { bigMarkdownDocument } from '../fixtures/bigMarkdown';
import { GUIDE } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

const BIG_URI = 'file:///workspace/window-big.md';
const SMALL_URI = 'file:///workspace/window-small.md';

/** Lines `top` to `top + 59` shown, as the client forwards `editor.visibleRanges`. */
const shown = (top: number) => [{ start: { line: top, character: 0 }, end: { line: top + 59, character: 12 } }];

const meets = (band: ChunkDecoration, d: DecorationsParams): boolean =>
  band.ranges.some((r) => r.start.line < d.window.endLine && r.end.line >= d.window.startLine);

/** The big document's paragraph lines: section i's paragraph is line 6i + 2 and starts chunk i (its list item joins it). */
const SECTION_LINES = 6;
const SETTINGS = { analysisDelay: 20, tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 1000, targetTokens: 800, minTokens: 5, overlapTokens: 0 } } };

describe('decorations for the lines the editor shows', () => {
  let server: TestServer;
  const text = bigMarkdownDocument();
  const lineCount = text.split('\n').length;
  let first: DecorationsParams;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: shown(3000) });
    server.open(BIG_URI, text);
    first = await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI && d.version === 1 && !d.provisional);
  });
  after(() => server.stop());

  it('a big document gets the bands around the visible range only, each whole and numbered as in the whole document', () => {
    assert.deepEqual(first.window, { startLine: 2700, endLine: 3360 }, 'lines 3000–3059 widened by 300 lines each way');
    assert.ok(first.chunks.length > 100 && first.chunks.length < 120, `about 110 sections: ${first.chunks.length} of 1200`);
    assert.ok(first.chunks.every((band) => meets(band, first)), 'every band has text in the window');
    for (const band of first.chunks) {
      const line = band.ranges[0].start.line;
      assert.equal((line - 2) % SECTION_LINES, 0, `bands start on paragraph lines: ${line}`);
      assert.equal(band.index, (line - 2) / SECTION_LINES, 'the band of section i is band i of the document');
      assert.deepEqual(band.chunks, [band.index]);
      assert.match(band.label, new RegExp(`^chunk ${band.index + 1} · \\d+/1000 tok · Section ${band.index}$`));
    }
  });

  it('scrolling far away publishes the latest analysis for the new place, without analysing again; a band keeps its colour', async () => {
    const from = server.recorded.decorations.length;
    const diagnosticsFrom = server.recorded.diagnostics.length;
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: shown(6000) });
    const far = await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI, from);
    assert.equal(far.version, 1);
    assert.equal(far.scrolled, true);
    assert.deepEqual(far.window, { startLine: 5700, endLine: 6360 });
    assert.ok(far.chunks.every((band) => meets(band, far)));
    assert.ok(far.chunks.some((band) => band.ranges.some((r) => r.start.line <= 6032 && r.end.line >= 6032)), 'the paragraph in the middle of the screen has a band');
    const back = server.recorded.decorations.length;
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: shown(3200) });
    const near = await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI, back);
    assert.deepEqual(near.window, { startLine: 2900, endLine: 3560 });
    const before = new Map(first.chunks.map((band) => [band.chunks.join(), band.index]));
    const shared = near.chunks.filter((band) => before.has(band.chunks.join()));
    assert.ok(shared.length > 50, `the two windows share bands: ${shared.length}`);
    for (const band of shared) assert.equal(band.index % 2, before.get(band.chunks.join())! % 2, `band of chunk ${band.chunks} keeps its colour`);
    assert.equal(server.recorded.diagnostics.slice(diagnosticsFrom).filter((d) => d.uri === BIG_URI).length, 0, 'nothing was analysed');
  });

  it('scrolling within the window publishes nothing', async () => {
    const from = server.recorded.decorations.length;
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: shown(3250) });
    await server.request(Methods.chunkAt, { uri: BIG_URI, position: { line: 0, character: 0 } });
    assert.deepEqual(server.recorded.decorations.slice(from).filter((d) => d.uri === BIG_URI), []);
  });

  it('an edit is published for the window around the latest visible range', async () => {
    const version = server.change(BIG_URI, [{ range: { start: { line: 3242, character: 0 }, end: { line: 3242, character: 0 } }, text: 'Edited. ' }]);
    const edited = await server.decorationsFor(BIG_URI, version);
    assert.equal(edited.scrolled, undefined);
    // Lines 3250–3309 (the last range, which published nothing) widened by 300, moved up to section 491's paragraph.
    assert.deepEqual(edited.window, { startLine: 2948, endLine: 3610 });
    assert.match(edited.chunks.find((band) => band.ranges[0].start.line === 3242)!.label, /^chunk 541 · \d+\/1000 tok · Section 540$/);
  });

  it('with decorations turned off, scrolling far away publishes nothing', async () => {
    const from = server.recorded.decorations.length;
    server.changeSettings({ ...SETTINGS, decorations: { enabled: false } });
    const off = await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI, from);
    assert.deepEqual(off.chunks, []);
    const after = server.recorded.decorations.length;
    server.notify(Methods.visibleRange, { uri: BIG_URI, ranges: shown(6500) });
    await server.request(Methods.chunkAt, { uri: BIG_URI, position: { line: 0, character: 0 } });
    assert.deepEqual(server.recorded.decorations.slice(after).filter((d) => d.uri === BIG_URI), []);
    server.changeSettings(SETTINGS);
    await server.waitFor((r) => r.decorations, (d) => d.uri === BIG_URI && d.chunks.length > 0, after);
  });

  it('a small document is covered whole', async () => {
    server.open(SMALL_URI, GUIDE);
    const small = await server.decorationsFor(SMALL_URI, 1);
    assert.deepEqual(small.window, { startLine: 0, endLine: GUIDE.split('\n').length });
    assert.ok(small.chunks.length >= 3, `a band per section: ${small.chunks.length}`);
    assert.deepEqual(small.chunks.map((band) => band.index), small.chunks.map((_, i) => i));
    assert.ok(lineCount > small.window.endLine);
  });
});

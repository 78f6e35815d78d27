import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { LineIndex } from '../../../../shared/text/lineIndex';
import type { DocumentAnalysis } from '../../../../server/host/analyses';
import { toDecorationsParams } from '../../../../server/features/decorations';

const TEXT = '# A\n\nfirst paragraph\n\nsecond paragraph\n';

function analysisWithOverlap(decorationsEnabled: boolean): DocumentAnalysis {
  const settings = resolveSettings({ tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 16, targetTokens: 10 } } }, 'markdown');
  const analysis = analyze({ kind: 'markdown', text: TEXT, documentId: 'a.md', settings });
  const [first, second] = analysis.chunks;
  const repeated = { start: TEXT.indexOf('paragraph'), end: first.spans[0].end, overlap: true };
  const chunks = [first, { ...second, spans: [repeated, ...second.spans] }];
  return {
    uri: 'file:///a.md',
    version: 7,
    kind: 'markdown',
    analysis: { ...analysis, chunks },
    lines: new LineIndex(TEXT),
    settings: { config: {}, decorationsEnabled, analysisDelayMs: 0 },
  };
}

describe('decoration data', () => {
  it('a chunk band covers its own lines; text repeated from a neighbour is an overlap range, not a band', () => {
    const params = toDecorationsParams(analysisWithOverlap(true), undefined);
    assert.equal(params.version, 7);
    const second = params.chunks[1];
    assert.deepEqual(second.ranges, [{ start: { line: 4, character: 0 }, end: { line: 4, character: 16 } }]);
    assert.deepEqual(second.overlapRanges, [{ start: { line: 2, character: 6 }, end: { line: 2, character: 15 } }]);
    assert.equal(second.label, 'chunk 2 · 16/16 tok · A');
    assert.equal(second.oversized, false);
  });

  it('with decorations turned off the notification carries no chunks', () => {
    assert.deepEqual(toDecorationsParams(analysisWithOverlap(false), undefined).chunks, []);
  });
});

describe('decoration data for a window of a document', () => {
  /** Sections of `lines` paragraph lines each: a heading, a blank line, the paragraph (one chunk), a blank line. */
  const documentOf = (...sizes: number[]): string =>
    sizes.map((n, i) => [`# S${i}`, '', ...Array.from({ length: n }, (_, j) => `l${j}`), ''].join('\n')).join('\n');
  const resultOf = (text: string): DocumentAnalysis => {
    const settings = resolveSettings({ tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 5000, targetTokens: 4000 } } }, 'markdown');
    const analysis = analyze({ kind: 'markdown', text, documentId: 'w.md', settings });
    return { uri: 'file:///w.md', version: 1, kind: 'markdown', analysis, lines: new LineIndex(text), settings: { config: {}, decorationsEnabled: true, analysisDelayMs: 0 } };
  };
  const visible = (line: number) => ({ start: { line, character: 0 }, end: { line: line + 9, character: 0 } });

  it('a small document is covered whole, with one band per chunk numbered from 0', () => {
    const text = documentOf(3, 3, 3);
    const params = toDecorationsParams(resultOf(text), undefined);
    assert.deepEqual(params.window, { startLine: 0, endLine: text.split('\n').length });
    assert.deepEqual(params.chunks.map((c) => [c.index, c.ranges[0].start.line]), [[0, 2], [1, 8], [2, 14]]);
  });

  it('a band reaching into the window from above moves the window up to its first line; bands after the window are left out', () => {
    // S0's paragraph is lines 2–401, S3's 611–1210; visible lines 500–509 widened by 300 start at line 200, inside it.
    const text = documentOf(400, 100, 100, 600, 100);
    const params = toDecorationsParams(resultOf(text), visible(500));
    assert.deepEqual(params.window, { startLine: 2, endLine: 810 });
    assert.deepEqual(params.chunks.map((c) => [c.index, c.ranges[0].start.line, c.label.replace(/ · \d+\/5000 tok/, '')]), [
      [0, 2, 'chunk 1 · S0'],
      [1, 405, 'chunk 2 · S1'],
      [2, 508, 'chunk 3 · S2'],
      [3, 611, 'chunk 4 · S3'],
    ]);
    assert.equal(params.chunks[3].ranges[0].end.line, 1210, 'a band reaching out of the window is sent whole');
  });

  it('the same band has the same index, hence colour, in two windows that hold it', () => {
    const text = documentOf(400, 100, 100, 600, 100);
    const analysed = resultOf(text);
    const high = toDecorationsParams(analysed, visible(500));
    const low = toDecorationsParams(analysed, visible(1000));
    assert.deepEqual([low.window.startLine, low.chunks.map((c) => c.index)], [611, [3, 4]], 'visible lines 1000–1009 widened start at line 700, inside S3 (611–1210)');
    const shared = low.chunks.filter((c) => high.chunks.some((h) => h.chunks.join() === c.chunks.join()));
    assert.deepEqual(shared.map((c) => c.chunks), [[3]], 'S3 is in both windows');
    for (const band of shared) {
      assert.equal(band.index, high.chunks.find((h) => h.chunks.join() === band.chunks.join())!.index);
    }
  });
});

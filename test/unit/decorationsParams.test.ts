import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../shared/config';
import { analyze } from '../../shared/engine';
import { LineIndex } from '../../shared/lineIndex';
import type { DocumentAnalysis } from '../../server/analyses';
import { toDecorationsParams } from '../../server/decorations';

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
    const params = toDecorationsParams(analysisWithOverlap(true));
    assert.equal(params.version, 7);
    const second = params.chunks[1];
    assert.deepEqual(second.ranges, [{ start: { line: 4, character: 0 }, end: { line: 4, character: 16 } }]);
    assert.deepEqual(second.overlapRanges, [{ start: { line: 2, character: 6 }, end: { line: 2, character: 15 } }]);
    assert.equal(second.label, 'chunk 2 · 16/16 tok · A');
    assert.equal(second.oversized, false);
  });

  it('with decorations turned off the notification carries no chunks', () => {
    assert.deepEqual(toDecorationsParams(analysisWithOverlap(false)).chunks, []);
  });
});

// Comparing one document under two strategies: who cuts where, one histogram for both, findings of each.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alignedHistograms, compareStrategies, cutGaps, matchCuts } from '../../../../shared/query/compareStrategies';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { Chunk, StrategyId } from '../../../../shared/model/types';

function chunk(index: number, spans: Chunk['spans']): Chunk {
  return { index, id: String(index), strategy: 'recursive', type: 'text', content: '', tokens: 0, spans, headingsPath: [], notes: [] };
}

function analyzeUnder(text: string, strategy: StrategyId, budgets = {}) {
  return analyze({ kind: 'markdown', text, documentId: 'doc.md', settings: resolveSettings({}, 'markdown', { strategy, tokenizer: 'chars', budgets }) });
}

describe('strategy comparison', () => {
  it('pairs cuts whose stretches meet as made by both, and the rest as only the first or only the second, in document order', () => {
    const gap = (chunk: number, from: number, to: number) => ({ chunk, from, to });
    const { boundaries, kindsA, kindsB } = matchCuts([gap(1, 8, 10), gap(2, 18, 20), gap(3, 38, 40)], [gap(1, 20, 22), gap(2, 28, 30), gap(3, 35, 41), gap(4, 50, 50)]);
    assert.deepEqual(boundaries, [
      { offset: 10, kind: 'a' },
      { offset: 20, kind: 'both' },
      { offset: 30, kind: 'b' },
      { offset: 40, kind: 'both' },
      { offset: 50, kind: 'b' },
    ]);
    assert.deepEqual(kindsA, ['a', 'both', 'both']);
    assert.deepEqual(kindsB, ['both', 'b', 'both', 'b']);
    assert.deepEqual(matchCuts([], []).boundaries, []);
  });

  it('a cut runs from the end of the previous chunk to the first own non-whitespace character: overlap and a kept blank line do not move it', () => {
    const text = 'alpha beta\n\ngamma delta\n\nepsilon';
    const trimmed = [chunk(0, [{ start: 0, end: 10 }]), chunk(1, [{ start: 12, end: 23 }]), chunk(2, [{ start: 25, end: 32 }])];
    const padded = [chunk(0, [{ start: 0, end: 10 }]), chunk(1, [{ start: 6, end: 10, overlap: true }, { start: 10, end: 23 }]), chunk(2, [{ start: 23, end: 32 }])];
    assert.deepEqual(cutGaps(trimmed, text), [{ chunk: 1, from: 10, to: 12 }, { chunk: 2, from: 23, to: 25 }]);
    assert.deepEqual(cutGaps(padded, text), [{ chunk: 1, from: 10, to: 12 }, { chunk: 2, from: 23, to: 25 }]);
    const slices = [chunk(0, [{ start: 0, end: 10 }]), chunk(1, [{ start: 12, end: 23 }]), chunk(2, [{ start: 12, end: 23 }])];
    assert.deepEqual(cutGaps(slices, text).map((g) => g.chunk), [1], 'a slice of the same line is no new cut');
  });

  it('a chunk that starts at the heading line and one that starts at the paragraph under it make the same cut', () => {
    const text = 'Intro.\n\n## Install\n\nRun it.';
    const withHeading = [chunk(0, [{ start: 0, end: 6 }]), chunk(1, [{ start: 8, end: 27 }])];
    const headingInPath = [chunk(0, [{ start: 0, end: 6 }]), chunk(1, [{ start: 20, end: 27 }])];
    const { boundaries } = matchCuts(cutGaps(withHeading, text), cutGaps(headingInPath, text));
    assert.deepEqual(boundaries, [{ offset: 8, kind: 'both' }]);
    const later = [chunk(0, [{ start: 0, end: 22 }]), chunk(1, [{ start: 23, end: 27 }])];
    assert.deepEqual(matchCuts(cutGaps(withHeading, text), cutGaps(later, text)).boundaries.map((x) => x.kind), ['a', 'b']);
  });

  it('both histograms share bins of a round step from 0, and the largest size falls in the last bin', () => {
    const { edges, counts } = alignedHistograms([5, 120, 899], [900, 30], 10);
    assert.deepEqual(edges, [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    assert.deepEqual(counts[0], [1, 1, 0, 0, 0, 0, 0, 0, 1, 0]);
    assert.deepEqual(counts[1], [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    assert.deepEqual(alignedHistograms([], [], 10), { edges: [0, 1], counts: [[0], [0]] });
  });

  it('compares markdown-spec and recursive (40 characters) on a real document: the heading cuts both make, those only one makes, sizes in one measure', () => {
    const text = '# Guide\n\nIntro text here.\n\n## Install\n\nRun the installer now.\n\n## Use\n\nOpen the app.\n';
    const a = analyzeUnder(text, 'markdown-spec');
    const b = analyzeUnder(text, 'recursive', { maxTokens: 40, overlapTokens: 0 });
    const c = compareStrategies(a, b);
    assert.equal(c.measure, 'chars');
    assert.equal(a.chunks.length, 3);
    // markdown-spec starts its chunks at the paragraphs (headings go to the heading path); recursive cuts at
    // blank lines within 40 characters, with the heading line in the chunk: the same cut between the sections.
    const at = (offset: number) => text.slice(offset, offset + 9);
    assert.deepEqual(c.boundaries.map((x) => [at(x.offset), x.kind]), [['Run the i', 'both'], ['Open the ', 'both']]);
    assert.deepEqual(c.sides.map((s) => s.strategy), ['markdown-spec', 'recursive']);
    for (const side of c.sides) assert.equal(side.counts.reduce((x, y) => x + y, 0), side.chunks);
    assert.deepEqual(c.sides[1].sizes, b.chunks.map((x) => x.tokens));
  });

  it('cuts only one strategy makes: one chunk for the whole document against one per section', () => {
    const text = '# Guide\n\nIntro text here.\n\n## Install\n\nRun the installer now.\n\n## Use\n\nOpen the app.\n';
    const c = compareStrategies(analyzeUnder(text, 'markdown-spec'), analyzeUnder(text, 'recursive'));
    assert.deepEqual(c.sides.map((s) => s.chunks), [3, 1]);
    assert.deepEqual(c.boundaries.map((x) => [text.slice(x.offset, x.offset + 9), x.kind]), [['Run the i', 'a'], ['Open the ', 'a']]);
    assert.deepEqual(c.sides[0].cuts, [null, 'a', 'a']);
    assert.deepEqual(c.sides[1].cuts, [null]);
  });

  it('the same cuts under two strategies are all "both", and findings are counted by rule for each side', () => {
    const text = '# A\n\nIntro.\n\n## B\n\n## C\n\nSome text.\n';
    const a = analyzeUnder(text, 'markdown-spec');
    const b = analyzeUnder(text, 'markdown-spec', { maxTokens: 500 });
    const c = compareStrategies(a, b);
    assert.ok(c.boundaries.every((x) => x.kind === 'both'));
    const expected = new Map<string, number>();
    for (const f of [...a.findings, ...a.pipelineFindings]) expected.set(f.ruleId, (expected.get(f.ruleId) ?? 0) + 1);
    assert.ok(expected.has('CK003'), 'the orphan heading "B" gives a finding');
    assert.deepEqual(c.sides[0].findingsByRule.map((r) => [r.ruleId, r.count]), [...expected].sort());
  });
});

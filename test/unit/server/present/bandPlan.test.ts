import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk, SourceSpan } from '../../../../shared/model/types';
import { bandPlanOf } from '../../../../server/present/bandPlan';
import { buildBands } from '../../../../server/present/bands';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

const LINE = (n: number): SourceSpan => ({ start: n * 10, end: n * 10 + 9 });

function chunk(index: number, spans: SourceSpan[], heading: string): Chunk {
  return { index, id: `c${index}`, strategy: 'paragraph-semantic', type: 'text', content: 'x', tokens: 10, spans, headingsPath: [heading], notes: [] };
}

/** What the plan must answer: every band built at once, its position, filtered by its extent meeting [start, end). */
function expected(chunks: readonly Chunk[], start: number, end: number): [number, number[], SourceSpan[]][] {
  return buildBands(chunks)
    .map((band, index) => ({ band, index, from: Math.min(...band.spans.map((s) => s.start)), to: Math.max(...band.spans.map((s) => s.end)) }))
    .filter(({ from, to }) => from < end && (to > start || from >= start))
    .map(({ band, index }) => [index, band.chunks.map((c) => c.index), band.spans]);
}

function planned(chunks: readonly Chunk[], start: number, end: number): [number, number[], SourceSpan[]][] {
  return bandPlanOf(chunks).bandsIn(start, end).map((b) => [b.index, b.chunks.map((c) => c.index), b.spans]);
}

describe('band plan: the bands of a stretch of the document, at their place among all bands', () => {
  it('on a real Markdown document every stretch gets the bands, positions and spans that building every band gives', () => {
    const text = readFixture('corpus-sample', 'rust-book-ch03-02-data-types.md');
    const { chunks } = analyzeText(text, { budgets: { maxTokens: 120, targetTokens: 80, minTokens: 20, overlapTokens: 20 } });
    assert.ok(chunks.length > 20, `enough chunks to window: ${chunks.length}`);
    assert.ok(chunks.some((c) => c.spans.some((s) => s.overlap)), 'some chunks repeat a neighbour\'s text as overlap');
    for (const [start, end] of [[0, 500], [3000, 3001], [5000, 9000], [text.length - 400, Infinity], [0, Infinity]]) {
      const want = expected(chunks, start, end);
      assert.ok(want.length > 0, `the stretch ${start}–${end} holds bands`);
      assert.deepEqual(planned(chunks, start, end), want, `stretch ${start}–${end}`);
    }
  });

  it('a line sliced into several chunks keeps the band positions of the whole document in every stretch', () => {
    const chunks = [
      chunk(0, [LINE(0)], 'A'),
      chunk(1, [LINE(1)], 'R [part 1]'),
      chunk(2, [LINE(1)], 'R [part 2]'),
      chunk(3, [LINE(1), LINE(2)], 'R [part 3]'),
      chunk(4, [LINE(3)], 'B'),
      chunk(5, [LINE(4)], 'C'),
    ];
    assert.deepEqual(planned(chunks, 25, 45), [[2, [3], [LINE(2)]], [3, [4], [LINE(3)]], [4, [5], [LINE(4)]]]);
    assert.deepEqual(planned(chunks, 10, 15), [[1, [1, 2, 3], [LINE(1)]]]);
    for (const [start, end] of [[0, 12], [19, 31], [40, Infinity]]) assert.deepEqual(planned(chunks, start, end), expected(chunks, start, end));
  });

  it('chunks whose text comes back out of order are planned from all bands, with the same answers', () => {
    const chunks = [chunk(0, [LINE(2)], 'A'), chunk(1, [LINE(0)], 'B'), chunk(2, [LINE(1), LINE(3)], 'C')];
    for (const [start, end] of [[0, 10], [15, 25], [20, Infinity]]) assert.deepEqual(planned(chunks, start, end), expected(chunks, start, end));
    assert.deepEqual(planned(chunks, 20, 21).map(([index, held]) => [index, held]), [[0, [0]]]);
    assert.deepEqual(planned(chunks, 10, 40).map(([index, held]) => [index, held]), [[0, [0]], [2, [2]], [3, [2]]], 'chunk 3\'s lines 1 and 3 are two bands around line 2');
  });

  it('an empty stretch between two chunks meets nothing; an empty chunk meets a stretch that starts where it sits', () => {
    const chunks = [chunk(0, [LINE(0)], 'A'), chunk(1, [{ start: 20, end: 20 }], 'B'), chunk(2, [LINE(3)], 'C')];
    assert.deepEqual(planned(chunks, 9, 9), []);
    assert.deepEqual(planned(chunks, 20, 30).map(([index]) => index), [1]);
    assert.deepEqual(planned(chunks, 10, 20).map(([index]) => index), []);
  });
});

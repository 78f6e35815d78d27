import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChunkSummary } from '../../../../shared/model/protocol';
import { buildHistogram, buildTreeNodes } from '../../../../server/present/chunkTreeOf';

function summary(index: number, headingsPath: string[]): ChunkSummary {
  const range = { start: { line: index, character: 0 }, end: { line: index, character: 1 } };
  return { index, id: `c${index}`, type: 'paragraph', tokens: 1, size: { value: 1, unit: 'tok' }, headingsPath, range, reasons: [], rewritten: false, edits: [] };
}

describe('chunk tree', () => {
  it('the histogram puts the cap on a bin edge and the largest chunk in the last bin', () => {
    const h = buildHistogram([10, 300, 899, 900, 2500], 900);
    assert.equal(h.edges[8], 900);
    assert.equal(h.counts.length, h.edges.length - 1);
    assert.deepEqual(h.counts.slice(0, 8), [1, 0, 1, 0, 0, 0, 0, 1]);
    assert.equal(h.counts.reduce((a, b) => a + b, 0), 5);
    assert.ok(h.edges[h.edges.length - 1] > 2500);
  });

  it('without a cap the histogram spans up to the largest chunk', () => {
    const h = buildHistogram([1, 5, 20], undefined);
    assert.equal(h.counts.reduce((a, b) => a + b, 0), 3);
    assert.equal(h.edges[0], 0);
    assert.ok(h.edges[h.edges.length - 1] > 20);
  });

  it('groups chunks by heading path in document order; chunks before any heading come first', () => {
    const nodes = buildTreeNodes([summary(0, []), summary(1, ['A']), summary(2, ['A', 'B']), summary(3, ['A']), summary(4, ['C'])]);
    const shape = (n: (typeof nodes)[number]): unknown => [n.heading, n.chunks.map((c) => c.index), n.children.map(shape)];
    assert.deepEqual(nodes.map(shape), [
      ['', [0], []],
      ['A', [1, 3], [['B', [2], []]]],
      ['C', [4], []],
    ]);
  });

  it('nests chunks that have parent chunks under their parents, not their headings', () => {
    const leaf = (index: number, parents: string[]): ChunkSummary => ({ ...summary(index, ['Guide']), parents });
    const nodes = buildTreeNodes([leaf(0, ['chunk_size_2048 #1', 'chunk_size_512 #1']), leaf(1, ['chunk_size_2048 #1', 'chunk_size_512 #1']), leaf(2, ['chunk_size_2048 #1', 'chunk_size_512 #2'])]);
    const shape = (n: (typeof nodes)[number]): unknown => [n.heading, n.chunks.map((c) => c.index), n.children.map(shape)];
    assert.deepEqual(nodes.map(shape), [['chunk_size_2048 #1', [], [['chunk_size_512 #1', [0, 1], []], ['chunk_size_512 #2', [2], []]]]]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk, SourceSpan } from '../../../../shared/model/types';
import { bandLabel, bandLabels, buildBands } from '../../../../server/present/bands';

const LINE = (n: number): SourceSpan => ({ start: n * 10, end: n * 10 + 9 });

function chunk(index: number, spans: SourceSpan[], heading: string, tokens = 10): Chunk {
  return { index, id: `c${index}`, strategy: 'paragraph-semantic', type: 'text', content: 'x', tokens, spans, headingsPath: [heading.replace(/ \[part \d+\]$/, '')], heading: { level: 1, heading, parentHeadings: [] }, notes: [] };
}

describe('bands', () => {
  it('chunks with their own spans are one band each, in order', () => {
    const bands = buildBands([chunk(0, [LINE(0)], 'A'), chunk(1, [LINE(1), LINE(2)], 'B')]);
    assert.deepEqual(bands.map((b) => [b.chunks.map((c) => c.index), b.spans]), [[[0], [LINE(0)]], [[1], [LINE(1), LINE(2)]]]);
  });

  it('a line sliced into parts is one band listing them; a chunk merged from that line and the next bands the next line alone', () => {
    const chunks = [chunk(0, [LINE(1)], 'R [part 1]'), chunk(1, [LINE(1)], 'R [part 2]'), chunk(2, [LINE(1), LINE(2)], 'R [part 3]')];
    const bands = buildBands(chunks);
    assert.deepEqual(bands.map((b) => [b.chunks.map((c) => c.index), b.spans.map((s) => s.start / 10)]), [[[0, 1, 2], [1]], [[2], [2]]]);
    assert.equal(bandLabel(bands[0], { value: 100, unit: 'tok' }), 'chunks 1–3 · R [part 1..3]');
    assert.equal(bandLabel(bands[1], { value: 100, unit: 'tok' }), 'chunk 3 · 10/100 tok · R');
  });

  it('overlap spans repeated from a neighbour do not make a band of their own', () => {
    const bands = buildBands([chunk(0, [LINE(0)], 'A'), chunk(1, [{ ...LINE(0), overlap: true }, LINE(1)], 'A')]);
    assert.deepEqual(bands.map((b) => b.chunks.map((c) => c.index)), [[0], [1]]);
  });

  it('50,000 bands starting on one line (a line without spaces) get one label naming them all, in linear time', { timeout: 10_000 }, () => {
    const bands = buildBands(Array.from({ length: 50_000 }, (_, i) => chunk(i, [{ start: i * 10, end: i * 10 + 10 }], 'A')));
    const labels = bandLabels(bands, () => 0, undefined);
    assert.equal(labels[0], 'chunks 1–50000 · A');
    assert.equal(labels.filter((l) => l !== '').length, 1);
  });
});

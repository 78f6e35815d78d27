import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toParagraphSemanticRecord, paragraphSemanticStrategy } from '../../../../../shared/chunkers/paragraphSemantic';
import { contentLine, jsonTable, rows, runP } from '../../../../helpers/paragraphSemantic';

describe('P chunks and LightRAG records (spec §4.3)', () => {
  it('a record has tokens, content, chunk_order_index, the nested heading, a sidecar with deduplicated blockids, and its content lines as source spans', () => {
    const r = runP([contentLine('# A', 'A', { blockid: 'x' }), contentLine('body', 'A', { blockid: 'x' }), contentLine('more', 'A', { blockid: 'y' })], 100, 10);
    assert.equal(r.chunks.length, 1);
    assert.deepEqual(toParagraphSemanticRecord(r.chunks[0]), {
      tokens: 15,
      content: '# A\n\nbody\n\nmore',
      chunk_order_index: 0,
      heading: { level: 1, heading: 'A', parent_headings: [] },
      sidecar: { type: 'block', id: 'x', refs: [{ type: 'block', id: 'x' }, { type: 'block', id: 'y' }] },
      source_spans: r.text.split('\n').map((line, i, all) => {
        const start = all.slice(0, i).reduce((n, l) => n + l.length + 1, 0);
        return { start, end: start + line.length };
      }),
    });
  });

  it('has no sidecar when the lines carry no blockid', () => {
    const r = runP([contentLine('body')], 100, 10);
    assert.equal('sidecar' in toParagraphSemanticRecord(r.chunks[0]), false);
  });

  it('maps every chunk to the content lines it came from, a fragment of a line to that whole line', () => {
    const table = jsonTable('t', rows(20, (i) => `cell ${i}`));
    const r = runP([contentLine('# Title', 'Title', { blockid: 'a' }), contentLine(`intro\n${table}\noutro`, 'Title', { blockid: 'b' })], 200, 10);
    const lineSpan = (n: number) => {
      const starts = [0, r.text.indexOf('\n') + 1];
      return { start: starts[n], end: n === 0 ? starts[1] - 1 : r.text.length };
    };
    assert.ok(r.chunks.length > 2);
    for (const c of r.chunks.slice(1)) assert.deepEqual(c.spans, [lineSpan(1)], c.content);
    assert.deepEqual(r.chunks.map((c) => c.heading?.heading).slice(0, 2), ['Title', 'Title [part 1]']);
    assert.ok(r.chunks.some((c) => c.notes.some((n) => n.reason === 'table-slice' && /middle slice/.test(n.detail ?? ''))));
    assert.deepEqual(r.chunks[1].headingsPath, ['Title'], 'the heading path carries no [part n]');
  });

  it('declares the reference defaults: N = 2000, overlap 100, o200k_base, blocks-jsonl first then Markdown', () => {
    assert.deepEqual(paragraphSemanticStrategy.defaults, { maxTokens: 2000, overlapTokens: 100 });
    assert.equal(paragraphSemanticStrategy.defaultTokenizer, 'o200k_base');
    assert.deepEqual(paragraphSemanticStrategy.inputKinds, ['blocks-jsonl', 'markdown']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mineruStrategy } from '../../../../../shared/chunkers/mineru';
import type { StrategyContext } from '../../../../../shared/chunkers/types';
import { resolveSettings } from '../../../../../shared/config/config';
import { analyze } from '../../../../../shared/engine/engine';
import { parseMineruContentList } from '../../../../../shared/parse/mineruContentList';
import { getTokenizer } from '../../../../../shared/tokenizers';

const ctx = (maxChars = 2000): StrategyContext => ({ tokenizer: getTokenizer('chars'), budgets: { maxChars }, documentId: 'report' });
const chunk = (items: unknown[], maxChars = 2000) => mineruStrategy.chunk(parseMineruContentList(JSON.stringify(items)), ctx(maxChars));
const p = (text: string, page_idx = 0, extra: object = {}) => ({ type: 'text', text, page_idx, ...extra });

describe('mineru strategy: boundaries', () => {
  it('a page change starts a new chunk', () => {
    const { chunks } = chunk([p('a', 0), p('b', 0), p('c', 1)]);
    assert.deepEqual(chunks.map((c) => c.content), ['a\n\nb', 'c']);
    assert.deepEqual(chunks.map((c) => c.notes[0].reason), ['page', 'end']);
  });

  it('a heading with text_level 1 or 2 starts a new chunk; level 3 does not', () => {
    const { chunks } = chunk([p('intro'), p('H1', 0, { text_level: 1 }), p('x'), p('H2', 0, { text_level: 2 }), p('H3', 0, { text_level: 3 }), p('y')]);
    assert.deepEqual(chunks.map((c) => c.content), ['intro', 'H1\n\nx', 'H2\n\nH3\n\ny']);
  });

  it('the heading joins the elements after it, so a chunk can be a heading with a table (type heading, has_table)', () => {
    const { chunks } = chunk([
      { type: 'heading', text: 'Financial Statements', page_idx: 2, text_level: 1 },
      { type: 'table', text: 'Revenue: $100M', page_idx: 2, text_level: 999 },
    ]);
    assert.equal(chunks.length, 1);
    assert.equal(chunks[0].type, 'heading');
    assert.equal(chunks[0].hasTable, true);
  });

  it('a chunk may reach exactly maxChars (separators included); one character more starts a new chunk', () => {
    const fits = chunk([p('a'.repeat(10)), p('b'.repeat(8))], 20).chunks;
    assert.deepEqual(fits.map((c) => c.tokens), [20]);
    const over = chunk([p('a'.repeat(10)), p('b'.repeat(9))], 20).chunks;
    assert.deepEqual(over.map((c) => c.content.length), [10, 9]);
    assert.equal(over[0].notes[0].reason, 'budget');
  });

  it('sizes count code points, as Python len() does, not UTF-16 units', () => {
    const { chunks } = chunk([p('🚀'.repeat(9)), p('é')], 12);
    assert.equal(chunks.length, 1);
    assert.equal(chunks[0].tokens, 12);
  });

  it('when a page change or heading coincides with the size limit, the boundary is the reason', () => {
    const page = chunk([p('a'.repeat(10)), p('b'.repeat(15), 1)], 20).chunks;
    assert.equal(page[0].notes[0].reason, 'page');
    const heading = chunk([p('a'.repeat(10)), p('b'.repeat(15), 0, { text_level: 2 })], 20).chunks;
    assert.equal(heading[0].notes[0].reason, 'heading');
  });

  it('empty elements, page furniture and caption-less images are skipped and open no boundary', () => {
    const { chunks } = chunk([p('a'), p('  '), { type: 'discarded', text: 'page 1', page_idx: 0 }, { type: 'image', img_path: 'x', page_idx: 0 }, p('b')]);
    assert.deepEqual(chunks.map((c) => c.content), ['a\n\nb']);
  });

  it('an element larger than maxChars on its own is kept whole and reported as CK001', () => {
    const { chunks, problems } = chunk([p('short'), p('x'.repeat(30)), p('tail')], 20);
    assert.deepEqual(chunks.map((c) => c.content.length), [5, 30, 4]);
    assert.deepEqual(problems.map((x) => [x.code, x.severity]), [['CK001', 'warning']]);
    assert.match(problems[0].message, /Chunk 2 has 30 characters \[Expected: ≤ 20\]/);
  });

  it('the CK001 problem reaches the findings through the chunk-too-large rule', () => {
    const text = JSON.stringify([p('x'.repeat(30))]);
    const settings = resolveSettings({}, 'mineru', { budgets: { maxChars: 20 } });
    const analysis = analyze({ kind: 'mineru', text, documentId: 'd', settings });
    assert.deepEqual(analysis.findings.map((f) => [f.ruleId, f.severity]), [['CK001', 'warning']]);
  });
});

describe('mineru strategy: chunk type, ids and record', () => {
  it('chunk type follows the priority heading > table > code > list > paragraph', () => {
    const types = (items: unknown[]) => chunk(items).chunks[0].type;
    const table = { type: 'table', text: 't', page_idx: 0 };
    const code = { type: 'code', text: 'c', page_idx: 0 };
    const list = { type: 'list', text: 'l', page_idx: 0 };
    assert.equal(types([p('H', 0, { text_level: 1 }), list, code, table]), 'heading');
    assert.equal(types([p('x'), list, code, table]), 'table');
    assert.equal(types([p('x'), list, code]), 'code');
    assert.equal(types([p('x'), list]), 'list');
    assert.equal(types([p('x'), { type: 'equation', text: '$x$', page_idx: 0 }]), 'paragraph');
  });

  it('records carry chunk_id, content, chunk_type, page_idx, page_indices, has_table, the document metadata and the element objects as source spans', () => {
    const { chunks } = chunk([p('a', 3), { type: 'table', text: 't', page_idx: 3 }, p('b', 4)]);
    const records = chunks.map((c) => mineruStrategy.toRecord(c, ctx()));
    assert.deepEqual(records, [
      { chunk_id: 'report_chunk_0', content: 'a\n\nt', chunk_type: 'table', page_idx: 3, page_indices: [3], has_table: true, metadata: { document_id: 'report' }, source_spans: [{ start: 1, end: 40 }, { start: 41, end: 81 }] },
      { chunk_id: 'report_chunk_1', content: 'b', chunk_type: 'paragraph', page_idx: 4, page_indices: [4], has_table: false, metadata: { document_id: 'report' }, source_spans: [{ start: 82, end: 121 }] },
    ]);
  });

  it('chunk spans are the element objects it was built from, for the editor bands', () => {
    const text = JSON.stringify([p('a'), p('  '), p('b')]);
    const { chunks } = mineruStrategy.chunk(parseMineruContentList(text), ctx());
    assert.deepEqual(chunks[0].spans.map((s) => text.slice(s.start, s.end)), [JSON.stringify(p('a')), JSON.stringify(p('b'))]);
  });

  it('the document example: paragraphs merge, a page change and heading cut, the heading keeps the table after it', () => {
    const { chunks } = chunk([
      { type: 'paragraph', text: 'Revenue increased...', page_idx: 1, text_level: 3 },
      { type: 'paragraph', text: 'Net income was...', page_idx: 1, text_level: 3 },
      { type: 'heading', text: 'Financial Statements', page_idx: 2, text_level: 1 },
      { type: 'table', text: 'Revenue: $100M...', page_idx: 2, text_level: 999 },
    ]);
    assert.deepEqual(chunks.map((c) => [c.type, c.pages, c.content]), [
      ['paragraph', [1], 'Revenue increased...\n\nNet income was...'],
      ['heading', [2], 'Financial Statements\n\nRevenue: $100M...'],
    ]);
  });

  it('a malformed element is skipped by the chunker while the rest is chunked', () => {
    const doc = parseMineruContentList(JSON.stringify([p('a'), { type: 'text', text: 5 }, p('b')]));
    assert.equal(doc.problems.length, 1);
    assert.deepEqual(mineruStrategy.chunk(doc, ctx()).chunks.map((c) => c.content), ['a\n\nb']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBlocksJsonl, type MetadataLine } from '../../../../shared/parse/blocksJsonl';
import { parseDocument } from '../../../../shared/parse';
import type { TableEntry } from '../../../../shared/parse/tablesSidecar';

const good = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'content', content, heading: 'H', parent_headings: ['P'], level: 2, blockid: 'b1', positions: [{ type: 'paraid', range: ['p1', 'p1'] }], ...extra });

describe('parseBlocksJsonl', () => {
  it('makes one content block per content line, with the decoded text, the line span, heading path and metadata', () => {
    const text = `{"type": "meta", "doc_title": "T"}\n${good('a\nb')}\n`;
    const doc = parseBlocksJsonl(text);
    assert.equal(doc.kind, 'blocks-jsonl');
    assert.equal(doc.blocks.length, 1);
    const [b] = doc.blocks;
    assert.equal(b.kind, 'content');
    assert.equal(b.text, 'a\nb');
    assert.equal(text.slice(b.span.start, b.span.end), good('a\nb'));
    assert.deepEqual(b.headingPath, ['P', 'H']);
    assert.equal(b.level, 2);
    assert.equal(b.meta?.blockid, 'b1');
    assert.deepEqual(b.meta?.positions, [{ type: 'paraid', range: ['p1', 'p1'] }]);
    const lines = doc.sidecars?.lines as MetadataLine[];
    assert.deepEqual(lines.map((l) => [l.type, l.value.doc_title]), [['meta', 'T']]);
    assert.deepEqual(doc.problems, []);
  });

  it('treats level 0 as level 1, as the reference does', () => {
    assert.equal(parseBlocksJsonl(good('x', { level: 0 })).blocks[0].level, 1);
  });

  it('reports every malformed line as CK100 on that line and still parses the rest', () => {
    const lines = [good('first'), '{not json', '[1, 2]', '{"content": "no type"}', '{"type": "content", "content": 5}', good('last')];
    const text = lines.join('\n');
    const doc = parseBlocksJsonl(text);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['first', 'last']);
    assert.equal(doc.problems.length, 4);
    for (const [i, p] of doc.problems.entries()) {
      assert.equal(p.code, 'CK100');
      assert.equal(p.severity, 'error');
      assert.equal(text.slice(p.span.start, p.span.end), lines[i + 1], p.message);
      assert.match(p.message, new RegExp(`^line ${i + 2}: `));
    }
  });

  it('keeps a content line with an ill-typed optional field, using the default, and reports the field', () => {
    const doc = parseBlocksJsonl(good('body', { level: 'two', parent_headings: 'P' }));
    assert.equal(doc.blocks.length, 1);
    assert.equal(doc.blocks[0].level, 1);
    assert.deepEqual(doc.blocks[0].headingPath, ['H']);
    assert.deepEqual(doc.problems.map((p) => p.message.replace(/;.*/, '')), [
      'line 1: "parent_headings" must be an array of strings, got "P"',
      'line 1: "level" must be a whole number ≥ 0, got "two"',
    ]);
  });

  it('ignores blank lines and handles CRLF line ends', () => {
    const text = `\r\n${good('a')}\r\n\r\n${good('b')}\r\n`;
    const doc = parseBlocksJsonl(text);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['a', 'b']);
    assert.equal(text.slice(doc.blocks[1].span.start, doc.blocks[1].span.end), good('b'));
    assert.deepEqual(doc.problems, []);
  });

  it('reads the tables.json sidecar into id → format and table_header', () => {
    const tables = { version: '1.0', tables: { t1: { format: 'json', table_header: '[["X"]]' }, t2: { format: 'html' } } };
    const doc = parseDocument('blocks-jsonl', good('x'), { sidecars: { tables: JSON.stringify(tables) } });
    assert.deepEqual(doc.sidecars?.tables as Record<string, TableEntry>, {
      t1: { id: 't1', format: 'json', tableHeader: '[["X"]]' },
      t2: { id: 't2', format: 'html' },
    });
  });

  it('reports a malformed tables.json once as CK100 and still chunks the blocks without headers', () => {
    const doc = parseBlocksJsonl(good('x'), { tables: '{"tables": ' });
    assert.equal(doc.blocks.length, 1);
    assert.equal(doc.problems.length, 1);
    assert.equal(doc.problems[0].code, 'CK100');
    assert.deepEqual(doc.problems[0].span, { start: 0, end: 0 });
    assert.match(doc.problems[0].message, /^tables\.json: not valid JSON/);
    assert.deepEqual(doc.sidecars?.tables, {});
  });
});

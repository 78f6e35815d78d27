import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkRecursive, recursiveStrategy } from '../../../../../shared/chunkers/recursive';
import { splitRecursive } from '../../../../../shared/chunkers/recursive/splitRecursive';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';

const chars = getTokenizer('chars');
const pieces = (text: string, chunkSize: number, overlap = 0) =>
  splitRecursive(text, { tokenizer: chars, chunkSize, overlap }).map((p) => text.slice(p.start, p.end));

describe('recursive (R) splitting', () => {
  it('splits at paragraphs first and packs small paragraphs together', () => {
    assert.deepEqual(pieces('aaa\n\nbbb\n\nccc', 9), ['aaa\n\nbbb', 'ccc']);
  });

  it('falls back to lines, then CJK punctuation, then spaces, then characters', () => {
    assert.deepEqual(pieces('aaaa\nbbbb', 5), ['aaaa', 'bbbb']);
    assert.deepEqual(pieces('一二三。四五六。', 5), ['一二三', '。四五六。']);
    assert.deepEqual(pieces('甲乙，丙丁、戊己', 4), ['甲乙', '，丙丁', '、戊己']);
    assert.deepEqual(pieces('ab cd ef', 3), ['ab', 'cd', 'ef']);
    assert.deepEqual(pieces('abcdefg', 3), ['abc', 'def', 'g']);
  });

  it('does not split English sentences at ". " (not a separator, as in LightRAG)', () => {
    assert.deepEqual(pieces('One. Two.', 20), ['One. Two.']);
  });

  it('keeps every non-space character, and consecutive chunks share up to the overlap', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const out = splitRecursive(text, { tokenizer: chars, chunkSize: 20, overlap: 6 });
    assert.ok(out.length > 3);
    for (const p of out) assert.ok(p.end - p.start <= 20);
    for (let i = 1; i < out.length; i++) {
      assert.ok(out[i].overlapEnd > out[i].start, 'overlap marked');
      assert.ok(out[i].overlapEnd - out[i].start <= 6);
      assert.equal(out[i].overlapEnd <= out[i - 1].end, true);
    }
    const own = out.map((p) => text.slice(p.overlapEnd, p.end)).join('');
    assert.equal(own.replace(/\s/g, ''), text.replace(/\s/g, ''));
  });

  it('the strategy gives exact source spans with overlap marked, and LightRAG records', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta';
    const doc = parseDocument('text', text);
    const { chunks } = chunkRecursive(doc, { tokenizer: chars, budgets: { maxTokens: 16, overlapTokens: 6 }, documentId: 'd' });
    for (const c of chunks) {
      const own = c.spans.filter((s) => !s.overlap);
      assert.equal(text.slice(c.spans[0].start, c.spans[c.spans.length - 1].end), c.content);
      assert.equal(own.length, 1);
    }
    assert.ok(chunks.slice(1).some((c) => c.spans[0].overlap));
    assert.deepEqual(Object.keys(recursiveStrategy.toRecord(chunks[0], { tokenizer: chars, budgets: {}, documentId: 'd' })), ['tokens', 'content', 'chunk_order_index', 'source_spans']);
  });

  it('on .blocks.jsonl splits the content texts and maps chunks to their lines', () => {
    const text = '{"type": "content", "content": "first line body"}\n{"type": "content", "content": "second"}';
    const doc = parseDocument('blocks-jsonl', text);
    const { chunks } = chunkRecursive(doc, { tokenizer: chars, budgets: { maxTokens: 100, overlapTokens: 0 }, documentId: 'd' });
    assert.equal(chunks.length, 1);
    assert.equal(chunks[0].content, 'first line body\n\nsecond');
    assert.deepEqual(chunks[0].spans, [doc.blocks[0].span, doc.blocks[1].span]);
  });

  it('has the LightRAG defaults: 1200 tokens, overlap 100, o200k_base, any input kind', () => {
    assert.deepEqual(recursiveStrategy.defaults, { maxTokens: 1200, overlapTokens: 100 });
    assert.equal(recursiveStrategy.defaultTokenizer, 'o200k_base');
    assert.equal(recursiveStrategy.inputKinds.length, 5);
  });
});

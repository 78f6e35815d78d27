import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex } from '../../shared/lineIndex';

describe('line index', () => {
  it('finds the same lines for \\n, \\r\\n and lone \\r breaks', () => {
    for (const [text, breaks] of [['a\nbc\n\nd', '\n'], ['a\r\nbc\r\n\r\nd', '\r\n'], ['a\rbc\r\rd', '\r']] as const) {
      const lines = new LineIndex(text);
      assert.equal(lines.lineCount, 4, JSON.stringify(breaks));
      assert.deepEqual(lines.positionAt(text.indexOf('c')), { line: 1, character: 1 });
      assert.deepEqual(lines.positionAt(text.length), { line: 3, character: 1 });
      assert.equal(lines.offsetAt({ line: 3, character: 0 }), text.indexOf('d'));
    }
  });

  it('maps offsets past the end to the end and round-trips every offset of a text', () => {
    const text = 'first line\nsecond 🚀 line\n\nlast';
    const lines = new LineIndex(text);
    assert.deepEqual(lines.positionAt(999), lines.positionAt(text.length));
    for (let offset = 0; offset <= text.length; offset++) assert.equal(lines.offsetAt(lines.positionAt(offset)), offset);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex } from '../../shared/lineIndex';
import { seededRandom } from '../support/randomEdits';

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

describe('LineIndex.afterEdit', () => {
  it('equals an index built from scratch after every edit of a long random sequence, CR and CRLF included', () => {
    const random = seededRandom(77);
    const pieces = ['\n', '\r', '\r\n', 'a', 'bc', '\n\n', ''];
    let text = 'one\r\ntwo\rthree\nfour\r\n\r\nfive';
    let index = new LineIndex(text);
    for (let step = 0; step < 2000; step++) {
      const start = Math.floor(random() * (text.length + 1));
      const oldEnd = Math.min(text.length, start + Math.floor(random() * 4));
      const inserted = pieces[Math.floor(random() * pieces.length)];
      text = text.slice(0, start) + inserted + text.slice(oldEnd);
      index = LineIndex.afterEdit(index, text, { start, oldEnd, newEnd: start + inserted.length });
      const fresh = new LineIndex(text);
      assert.equal(index.lineCount, fresh.lineCount, `step ${step}`);
      for (let line = 0; line < fresh.lineCount; line++) assert.equal(index.lineStart(line), fresh.lineStart(line), `step ${step}, line ${line}`);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { seededRandom } from '../../../helpers/randomEdits';

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

  it('equals an index built from scratch after big pastes and deletions in a text of thousands of lines', () => {
    const random = seededRandom(78);
    const breaks = ['\n', '\r\n', '\r'];
    const lineText = (n: number) => `line ${n}${breaks[n % 3]}`;
    const block = (from: number, count: number) => Array.from({ length: count }, (_, i) => lineText(from + i)).join('');
    let text = block(0, 3000);
    let index = new LineIndex(text);
    for (let step = 0; step < 300; step++) {
      const start = Math.floor(random() * (text.length + 1));
      const roll = random();
      const oldEnd = roll < 0.3 ? Math.min(text.length, start + Math.floor(random() * 20000)) : Math.min(text.length, start + Math.floor(random() * 3));
      const inserted = roll > 0.7 ? block(step * 1000, Math.floor(random() * 800)) : breaks[Math.floor(random() * 3)];
      text = text.slice(0, start) + inserted + text.slice(oldEnd);
      index = LineIndex.afterEdit(index, text, { start, oldEnd, newEnd: start + inserted.length });
      // The reference: line starts from a regular expression, independent of LineIndex.
      const starts = [0, ...[...text.matchAll(/\r\n|\r|\n/g)].map((m) => (m.index ?? 0) + m[0].length)];
      assert.equal(index.lineCount, starts.length, `step ${step}`);
      for (let line = 0; line < starts.length; line += 1 + Math.floor(random() * 7)) {
        assert.equal(index.lineStart(line), starts[line], `step ${step}, line ${line}`);
      }
      for (let i = 0; i < 20; i++) {
        const line = Math.floor(random() * starts.length);
        const offset = starts[line] + Math.floor(random() * 4);
        if (offset < (starts[line + 1] ?? text.length + 1) && !/[\r\n]/.test(text.slice(starts[line], offset))) {
          assert.deepEqual(index.positionAt(offset), { line, character: offset - starts[line] }, `step ${step}, offset ${offset}`);
        }
      }
    }
  });

  it('an LF typed after a CR at the start of any line, block boundaries included, joins them into one break', () => {
    const text = Array.from({ length: 1000 }, (_, n) => `line ${n}\r`).join('');
    const index = new LineIndex(text);
    for (let line = 1; line < 1000; line += 1) {
      const at = index.lineStart(line);
      const edited = LineIndex.afterEdit(index, text.slice(0, at) + '\n' + text.slice(at), { start: at, oldEnd: at, newEnd: at + 1 });
      assert.equal(edited.lineCount, index.lineCount, `line ${line}`);
      assert.equal(edited.lineStart(line), at + 1, `line ${line}`);
    }
  });
});

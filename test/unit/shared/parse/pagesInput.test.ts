// Page input for page-aware strategies: `*.pages.json` page lists (tolerant parsing, exact source offsets
// through JSON escapes) and page breaks in Markdown and text (form feeds, `<!-- PageBreak -->`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonStringOffsets } from '../../../../shared/parse/jsonStringOffsets';
import { splitPageBreaks } from '../../../../shared/parse/pageBreaks';
import { parseDocument } from '../../../../shared/parse';
import { chunkText, contents } from '../../../helpers/sentenceHelpers';

describe('JSON string offsets', () => {
  it('maps each decoded unit to where the source writes it, escapes included', () => {
    const source = 'x "a\\nb\\u00e9\\"c"';
    const decoded = JSON.parse(source.slice(2)) as string;
    const offsets = jsonStringOffsets(source, 2)!;
    assert.equal(offsets.length, decoded.length + 1);
    assert.deepEqual(offsets, [3, 4, 6, 7, 13, 15, 16]);
  });

  it('a surrogate pair written as two \\u escapes is two decoded units of six characters each', () => {
    const source = '"\\ud83d\\ude80!"';
    assert.deepEqual(jsonStringOffsets(source, 0), [1, 7, 13, 14]);
  });

  it('returns undefined for a literal that is not a complete JSON string', () => {
    assert.equal(jsonStringOffsets('"abc', 0), undefined);
    assert.equal(jsonStringOffsets('"a\\x"', 0), undefined);
    assert.equal(jsonStringOffsets('abc"', 0), undefined);
  });
});

describe('pages.json parser', () => {
  it('reads one page block per item, with its page_num and decoded text', () => {
    const text = '[{"page_num": 0, "text": "One."}, {"page_num": 3, "text": "Two\\nlines."}]';
    const doc = parseDocument('pages', text);
    assert.deepEqual(doc.problems, []);
    assert.deepEqual(doc.blocks.map((b) => [b.kind, b.page, b.text]), [['page', 0, 'One.'], ['page', 3, 'Two\nlines.']]);
    assert.equal(text.slice(doc.blocks[1].span.start, doc.blocks[1].span.end), '{"page_num": 3, "text": "Two\\nlines."}');
  });

  it('malformed items are CK100 problems at their place and the other pages are still read', () => {
    const text = '[{"page_num": 0, "text": "Good."}, 7, {"page_num": 1}, {"page_num": -1, "text": "Kept."}, {"page_num": 2, "text": 5}]';
    const doc = parseDocument('pages', text);
    assert.deepEqual(doc.blocks.map((b) => [b.page, b.text]), [[0, 'Good.'], [3, 'Kept.']]);
    const problems = doc.problems.map((p) => [p.code, text.slice(p.span.start, p.span.end)]);
    assert.deepEqual(problems, [
      ['CK100', '7'],
      ['CK100', '{"page_num": 1}'],
      ['CK100', '-1'],
      ['CK100', '5'],
    ]);
    assert.match(doc.problems[2].message, /position 3 is used/);
  });

  it('a syntax error is reported where it is; pages before it and complete pages after it are kept', () => {
    const text = '[{"page_num": 0, "text": "First."} {"page_num": 1, "text": "Second."}, {"page_num": 2, "text": "unterminated';
    const doc = parseDocument('pages', text);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['First.', 'Second.']);
    assert.ok(doc.problems.every((p) => p.code === 'CK100'));
    assert.ok(doc.problems.some((p) => /comma expected/.test(p.message) && p.span.start === text.indexOf('{"page_num": 1')));
    assert.ok(doc.problems.some((p) => /not a complete JSON string/.test(p.message)));
  });

  it('a document that is not a list, or is empty, is one CK100 problem and no pages', () => {
    for (const text of ['{"page_num": 0, "text": "x"}', '', 'garbage']) {
      const doc = parseDocument('pages', text);
      assert.equal(doc.blocks.length, 0, text);
      assert.ok(doc.problems.length > 0 && doc.problems.every((p) => p.code === 'CK100'), text);
    }
  });

  it('chunk spans point into the JSON source, so the source slice decodes to the chunk text', () => {
    const pages = [{ page_num: 0, text: 'Caf\u00e9 "quoted" line.\nTab\there. Emoji 🚀 end.' }, { page_num: 1, text: 'Second page.' }];
    const text = JSON.stringify(pages, null, 1).replace('é', '\\u00e9');
    const r = chunkText('pages', text, { maxChars: 30, overlapPercent: 0 });
    assert.deepEqual(contents(r), ['Café "quoted" line.\nTab\there.', ' Emoji 🚀 end.', 'Second page.']);
    for (const chunk of r.chunks) {
      const source = chunk.spans.map((s) => text.slice(s.start, s.end)).join('');
      assert.equal(JSON.parse(`"${source}"`), chunk.content);
    }
    assert.deepEqual(r.chunks.map((c) => c.pageNum), [0, 0, 1]);
  });
});

describe('page breaks in Markdown and text', () => {
  it('form feeds and PageBreak comments split pages; the markers and their line break are not content', () => {
    const text = 'one\fone b\n<!-- PageBreak -->\nthree';
    assert.deepEqual(splitPageBreaks(text).map((s) => text.slice(s.start, s.end)), ['one', 'one b\n', 'three']);
  });

  it('no marker in the text means one page; a marker at an edge gives an empty page', () => {
    assert.deepEqual(splitPageBreaks('abc'), [{ start: 0, end: 3 }]);
    assert.deepEqual(splitPageBreaks('\fabc'), [{ start: 0, end: 0 }, { start: 1, end: 4 }]);
  });

  it('chunks of a Markdown file know their pages and never contain a page-break marker', () => {
    const text = '# Title\n\nFirst page text.\n<!-- PageBreak -->\nSecond page. <!--PageBreak-->\fThird.';
    const r = chunkText('markdown', text, { overlapPercent: 0 });
    assert.deepEqual(r.chunks.map((c) => c.pages), [[0], [1], [3]]);
    assert.ok(r.chunks.every((c) => !/PageBreak|\f/.test(c.content)));
    assert.deepEqual(r.chunks.map((c) => c.headingsPath), [['Title'], ['Title'], ['Title']]);
    assert.deepEqual(contents(r), ['# Title\n\nFirst page text.\n', 'Second page. ', 'Third.']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocument } from '../../../../shared/parse';
import { parseMineruContentList } from '../../../../shared/parse/mineruContentList';

const parse = (items: unknown[]) => parseMineruContentList(JSON.stringify(items, null, 2));

describe('MinerU content_list parser', () => {
  it('each item becomes an element block whose span is exactly its JSON object in the source', () => {
    const text = '[\n  {"type": "text", "text": "Intro ", "text_level": 1, "page_idx": 0},\n  {"type": "text", "text": "Body", "page_idx": 1}\n]';
    const doc = parseMineruContentList(text);
    assert.deepEqual(doc.problems, []);
    assert.deepEqual(doc.blocks.map((b) => text.slice(b.span.start, b.span.end)), [
      '{"type": "text", "text": "Intro ", "text_level": 1, "page_idx": 0}',
      '{"type": "text", "text": "Body", "page_idx": 1}',
    ]);
    assert.deepEqual(doc.blocks.map((b) => [b.kind, b.text, b.level, b.page]), [
      ['element', 'Intro', 1, 0],
      ['element', 'Body', undefined, 1],
    ]);
  });

  it('parseDocument reads kind mineru with this parser', () => {
    const doc = parseDocument('mineru', '[{"type": "paragraph", "text": "x", "page_idx": 2, "text_level": 999}]');
    assert.equal(doc.kind, 'mineru');
    assert.deepEqual(doc.blocks.map((b) => [b.kind, b.text, b.level, b.page]), [['element', 'x', 999, 2]]);
  });

  it('the seed shape (type heading/paragraph/table with text, text_level 999) is read as written', () => {
    const doc = parse([
      { type: 'heading', text: 'Financial Statements', page_idx: 2, text_level: 1 },
      { type: 'table', text: 'Revenue: $100M\nIncome: $50M', page_idx: 2, text_level: 999 },
    ]);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['Financial Statements', 'Revenue: $100M\nIncome: $50M']);
    assert.deepEqual(doc.blocks[1].headingPath, ['Financial Statements']);
  });

  it('a real table without text contributes caption, table_body HTML as rows of cells, and footnote', () => {
    const doc = parse([{
      type: 'table', page_idx: 0, img_path: 'images/t.jpg', table_caption: ['Table 1. Returns'], table_footnote: ['Source: Wind'],
      table_body: '\n\n<table><tr><th>Index</th><th>1M</th></tr><tr><td>A &amp; B</td><td>7.18<br>%</td></tr></table>\n\n',
    }]);
    assert.equal(doc.blocks[0].text, 'Table 1. Returns\nIndex | 1M\nA & B | 7.18 %\nSource: Wind');
  });

  it('a table with neither text nor body contributes its captions and footnotes only', () => {
    const doc = parse([{ type: 'table', page_idx: 4, img_path: 'x.jpg', table_caption: ['Characteristics '], table_footnote: ['U, uniform '] }]);
    assert.equal(doc.blocks[0].text, 'Characteristics\nU, uniform');
  });

  it('code and list take their text from nested blocks, else from code_body/list_items, else from text', () => {
    const doc = parse([
      { type: 'code', page_idx: 0, blocks: [{ type: 'code_caption', text: 'Listing 1' }, { type: 'code_body', lines: [{ spans: [{ content: 'let a = 1;' }] }, { spans: [{ content: 'let b = 2;' }] }] }] },
      { type: 'list', page_idx: 0, blocks: [{ type: 'text', text: '- one' }, { type: 'text', content: '- two' }] },
      { type: 'code', page_idx: 0, code_caption: ['Listing 2'], code_body: 'print(1)' },
      { type: 'list', page_idx: 0, list_items: ['a. first', 'b. second'] },
      { type: 'code', page_idx: 0, text: 'x = 1' },
    ]);
    assert.deepEqual(doc.blocks.map((b) => b.text), [
      'Listing 1\nlet a = 1;\nlet b = 2;', '- one\n- two', 'Listing 2\nprint(1)', 'a. first\nb. second', 'x = 1',
    ]);
  });

  it('an empty text falls back to the content field', () => {
    assert.equal(parse([{ type: 'paragraph', text: '', content: 'from content', page_idx: 0 }]).blocks[0].text, 'from content');
  });

  it('equations keep their LaTeX; images contribute their captions only', () => {
    const doc = parse([
      { type: 'equation', text: '$$\nQ=f(P)\n$$', text_format: 'latex', page_idx: 2 },
      { type: 'image', img_path: 'a.jpg', img_caption: ['Fig. 1. Curves '], img_footnote: ['not included'], page_idx: 1 },
      { type: 'image', img_path: 'b.jpg', image_caption: [], image_footnote: ['not included'], page_idx: 21 },
    ]);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['$$\nQ=f(P)\n$$', 'Fig. 1. Curves', '']);
  });

  it('discarded page furniture contributes no text but keeps its text as metadata', () => {
    const doc = parse([
      { type: 'discarded', text: '第 1 页 共 20 页', page_idx: 0 },
      { type: 'footer', text: 'Company confidential', page_idx: 0 },
    ]);
    assert.deepEqual(doc.blocks.map((b) => [b.text, b.meta?.discarded, b.meta?.discardedText]), [
      ['', true, '第 1 页 共 20 页'],
      ['', true, 'Company confidential'],
    ]);
  });

  it('heading paths follow text_level of text elements', () => {
    const doc = parse([
      { type: 'text', text: 'A', text_level: 1, page_idx: 0 },
      { type: 'text', text: 'B', text_level: 2, page_idx: 0 },
      { type: 'text', text: 'body', page_idx: 0 },
      { type: 'text', text: 'C', text_level: 1, page_idx: 0 },
      { type: 'text', text: 'more', page_idx: 0 },
    ]);
    assert.deepEqual(doc.blocks.map((b) => b.headingPath.join('/')), ['', 'A', 'A/B', '', 'C']);
  });

  it('a malformed item is a CK100 problem on its object, and the other items are still read', () => {
    const text = '[\n{"type": "text", "text": "ok", "page_idx": 0},\n42,\n{"type": "text", "text": 7, "page_idx": 0},\n{"type": "text", "text": "p", "page_idx": "one"},\n{"text": "no type"},\n{"type": "table", "table_caption": "x", "table_footnote": [1]},\n{"type": "text", "text": "also ok", "page_idx": 1}\n]';
    const doc = parseMineruContentList(text);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['ok', 'also ok']);
    assert.deepEqual(doc.problems.map((p) => [p.code, p.severity, text.slice(p.span.start, p.span.end)]), [
      ['CK100', 'error', '42'],
      ['CK100', 'error', '{"type": "text", "text": 7, "page_idx": 0}'],
      ['CK100', 'error', '{"type": "text", "text": "p", "page_idx": "one"}'],
      ['CK100', 'error', '{"text": "no type"}'],
      ['CK100', 'error', '{"type": "table", "table_caption": "x", "table_footnote": [1]}'],
    ]);
    assert.match(doc.problems[0].message, /item 1: .*must be an object, got number 42/);
    assert.match(doc.problems[1].message, /"text" must be a string, got number 7/);
    assert.match(doc.problems[2].message, /"page_idx" must be a whole number/);
    assert.match(doc.problems[3].message, /no "type"/);
    assert.match(doc.problems[4].message, /"table_footnote" must be a list of strings/);
  });

  it('a top level that is not an array is one CK100 problem over the value', () => {
    const doc = parseMineruContentList('{"type": "text"}');
    assert.equal(doc.blocks.length, 0);
    assert.deepEqual(doc.problems.map((p) => [p.code, p.span.start, p.span.end]), [['CK100', 0, 16]]);
    assert.match(doc.problems[0].message, /JSON array of elements, got an object/);
    assert.equal(parseMineruContentList('').problems.length, 1);
  });

  it('a JSON syntax error is a CK100 problem at its offset and the items before and after are still read', () => {
    const text = '[{"type": "text", "text": "a", "page_idx": 0} {"type": "text", "text": "b", "page_idx": 0}]';
    const doc = parseMineruContentList(text);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['a', 'b']);
    assert.equal(doc.problems.length, 1);
    assert.match(doc.problems[0].message, /invalid JSON: CommaExpected/);
    assert.equal(doc.problems[0].span.start, text.indexOf(' {') + 1);
  });

  it('syntax errors past the twentieth are summed up in one problem', () => {
    const doc = parseMineruContentList('[' + '@ '.repeat(50) + ']');
    assert.equal(doc.problems.length, 21);
    assert.match(doc.problems[20].message, /invalid JSON: \d+ more syntax errors from here on/);
  });
});

// The table serializers of the docling strategies, against what docling-core 2.87.1 and tabulate 0.10.0 do by their
// source: GitHub Markdown tables (widths, numeric columns right-aligned, compact form), the header and body lines
// HybridChunker repeats and splits (Markdown and HTML), and LineBasedTokenChunker's packing behind a prefix.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayWidth, isNumericColumn } from '../../../../../shared/chunkers/docling/githubTable';
import { htmlHeaderAndBody } from '../../../../../shared/chunkers/docling/htmlTable';
import { lineChunks } from '../../../../../shared/chunkers/docling/lineChunks';
import { markdownHeaderAndBody, markdownTableText } from '../../../../../shared/chunkers/docling/markdownTable';
import { getTokenizer } from '../../../../../shared/tokenizers';

describe('MarkdownTableSerializer', () => {
  const rows = [
    ['Year', 'Name'],
    ['2014', 'IBM'],
    ['2015', 'Lenovo'],
  ];

  it('pads each column to its widest cell or its header plus two, numeric columns flush right', () => {
    assert.equal(markdownTableText(rows, false), ['|   Year | Name   |', '|--------|--------|', '|   2014 | IBM    |', '|   2015 | Lenovo |'].join('\n'));
  });

  it('writes the compact form without padding, the separator cells as single dashes', () => {
    assert.equal(markdownTableText(rows, true), ['| Year | Name |', '| - | - |', '| 2014 | IBM |', '| 2015 | Lenovo |'].join('\n'));
  });

  it('keeps each row on one line: newlines in a cell become spaces, pipes &#124;', () => {
    assert.equal(markdownTableText([['a|b'], ['x\ny']], true), ['| a&#124;b |', '| - |', '| x y |'].join('\n'));
  });

  it('counts a wide character as two columns and a combining mark as none', () => {
    assert.equal(displayWidth('表a'), 3);
    assert.equal(displayWidth('e\u0301'), 1);
    assert.equal(markdownTableText([['表'], ['ab']], false), ['| 表   |', '|------|', '| ab   |'].join('\n'));
  });

  it('takes a column for numeric as tabulate does: ints with thousands commas, floats, nan, blanks ignored, text not', () => {
    assert.equal(isNumericColumn(['379,592', '12']), true);
    assert.equal(isNumericColumn(['1.5', '', '2e3']), true);
    assert.equal(isNumericColumn(['nan', '1_000']), true);
    assert.equal(isNumericColumn(['', '']), false);
    assert.equal(isNumericColumn(['1e400']), false);
    assert.equal(isNumericColumn(['12', 'n/a']), false);
  });

  it('splits a table below its caption into the header row with its separator and the body rows', () => {
    const text = '| Table X: caption |\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |';
    assert.deepEqual(markdownHeaderAndBody(text), { header: ['| a | b |\n', '|---|---|\n'], body: ['| 1 | 2 |\n', '| 3 | 4 |'] });
  });

  it('has no header without a separator row below a first line', () => {
    assert.deepEqual(markdownHeaderAndBody('|---|\n| 1 |'), { header: [], body: ['|---|\n', '| 1 |'] });
  });
});

describe('HTMLTableSerializer header and body lines', () => {
  it('takes the text before the first row and the rows of header cells only as the header, the rest and the closing tags as the body', () => {
    const text = '<table>Cap<tbody><tr><th>A</th><th>B</th></tr><tr><td></td><th>C</th></tr><tr><td>1</td><td>2</td></tr><tr><th>D</th><td>3</td></tr></tbody></table>';
    assert.deepEqual(htmlHeaderAndBody(text), {
      header: ['<table>Cap<tbody>', '<tr><th>A</th><th>B</th></tr>', '<tr><td></td><th>C</th></tr>'],
      body: ['<tr><td>1</td><td>2</td></tr>', '<tr><th>D</th><td>3</td></tr>', '</tbody></table>'],
    });
  });

  it('reads entities and comments as HTMLParser does: a header cell of only a comment or spaces is empty', () => {
    const text = '<table><tbody><tr><th><!-- x --> &#32;</th></tr><tr><th>&amp;</th></tr></tbody></table>';
    assert.deepEqual(htmlHeaderAndBody(text), { header: ['<table><tbody>'], body: ['<tr><th><!-- x --> &#32;</th></tr>', '<tr><th>&amp;</th></tr>', '</tbody></table>'] });
  });

  it('gives nothing for a text without rows', () => {
    assert.deepEqual(htmlHeaderAndBody('<table>Cap</table>'), { header: [], body: [] });
  });
});

describe('LineBasedTokenChunker.chunk_text', () => {
  const tokenizer = getTokenizer('bert-base-uncased');

  it('packs lines behind the prefix up to max_tokens, the prefix at the top of each chunk', () => {
    const chunks = lineChunks(['one two\n', 'three four\n', 'five six\n'], tokenizer, { maxTokens: 5, prefix: 'head row\n', omitPrefixOnOverflow: false });
    assert.deepEqual(chunks, ['head row\none two\n', 'head row\nthree four\n', 'head row\nfive six\n']);
  });

  it('with omit_prefix_on_overflow, gives the prefix a chunk of its own when the first line fits only without it', () => {
    const chunks = lineChunks(['one two three four\n'], tokenizer, { maxTokens: 5, prefix: 'head row col\n', omitPrefixOnOverflow: true });
    assert.deepEqual(chunks, ['head row col\n', 'one two three four\n']);
  });

  it('chunks a prefix of max_tokens or more first, on its own, and then packs the lines without it', () => {
    const chunks = lineChunks(['one\n', 'two\n'], tokenizer, { maxTokens: 3, prefix: 'a b c d', omitPrefixOnOverflow: false });
    assert.deepEqual(chunks, ['\na b c', ' d', 'one\ntwo\n']);
  });

  it('cuts a line longer than a chunk at the last space of the head its binary search over characters finds, the head after a newline', () => {
    // The search probes "one two thr" (4 word pieces: "th", "##r") before "one two th" (3), so the head ends at "two".
    const chunks = lineChunks(['one two three four five'], tokenizer, { maxTokens: 3, prefix: '', omitPrefixOnOverflow: false });
    assert.deepEqual(chunks, ['\none two', ' three four five']);
  });
});

// What a cut of an HTML table costs, read from the text of its rows (htmlTableCuts.ts), and whose CK005 finding
// it makes. The tables are written in the shape a Markdown converter gives old reference pages (`<tr class="odd">`,
// `<td align="left"><p>…</p></td>`, notes in `<div class="alert">`): shapes written for these tests after the
// checklists and settings pages of MicrosoftDocs/mdop-docs, with their own text.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHtmlTable } from '../../../../shared/rules/htmlTableCuts';
import { analyzeText } from '../../../helpers/analyzeText';

const head = '<table>\n<thead>\n<tr class="header">\n<th align="left">Step</th>\n<th align="left">Reference</th>\n</tr>\n</thead>\n<tbody>\n';
const row = (i: number, gap = '') =>
  `<tr class="${i % 2 ? 'even' : 'odd'}">\n${gap}<td align="left"><p>Install the management server ${i} on a computer that can reach the database.</p></td>\n<td align="left"><p><a href="install-${i}.md">How to install server ${i}</a></p></td>\n</tr>\n`;
const table = (rows: string[]) => `${head}${rows.join('')}</tbody>\n</table>\n`;

describe('reading where an HTML table is cut', () => {
  const text = table([row(1), row(2, '\n')]);
  const second = text.indexOf('<tr class="even">');

  it('a cut before a row\'s closing tag parts no record: the slice starts with `</tr>`', () => {
    const read = readHtmlTable(text, [text.indexOf('</tr>', second - 10)]);
    assert.deepEqual(read, { rows: 3, header: true, midRow: false, midCell: false, blockCells: false, text: true });
  });

  it('a cut after a row\'s opening tag and a stray blank line parts no record', () => {
    const read = readHtmlTable(text, [text.indexOf('<td', second)]);
    assert.equal(read.midRow, false);
  });

  it('a cut between two cells of a row parts the record, not a cell', () => {
    const read = readHtmlTable(text, [text.indexOf('<td', text.indexOf('</td>', second))]);
    assert.deepEqual([read.midRow, read.midCell], [true, false]);
  });

  it('a cut between two paragraphs of a cell parts the cell, and such a cell is a block a Markdown cell cannot hold', () => {
    const cell = '<tr>\n<td><p>RetryCount</p></td>\n<td><p>How often the client retries.</p>\n<p>Zero turns retries off.</p></td>\n</tr>\n';
    const two = `<table>\n${cell}${cell}</table>\n`;
    const read = readHtmlTable(two, [two.indexOf('<p>Zero')]);
    assert.deepEqual([read.rows, read.header, read.midCell, read.blockCells], [2, false, true, true]);
  });

  it('a note in a `<div>` or a Markdown list in a cell is a block; one paragraph of inline markup is not', () => {
    const note = '<table>\n<tr><td><p>Name</p></td><td><p>Text</p>\n<div class="alert"><strong>Note</strong><br/><p>Read this.</p></div></td></tr>\n</table>';
    const list = '<table>\n<tr><td>Name</td><td>\n\n- one\n- two\n\n</td></tr>\n</table>';
    const inline = '<table>\n<tr><td><p><strong>Name</strong></p></td><td><p>Text with <code>code</code> and <a href="x">a link</a>.</p></td></tr>\n</table>';
    assert.deepEqual([note, list, inline].map((t) => readHtmlTable(t, []).blockCells), [true, true, false]);
  });

  it('a first row of bold `<td>` cells is a header; a first row of plain or partly bold cells is a record', () => {
    const first = (cells: string[]) => `<table>\n<tbody>\n<tr class="odd">\n${cells.map((c) => `<td align="left"><p>${c}</p></td>\n`).join('')}</tr>\n${row(2)}</tbody>\n</table>\n`;
    const bold = first(['<strong>Policy setting name</strong>', '<strong>Target</strong>']);
    const plain = first(['Synchronization timeout', 'Computers and Users']);
    const partly = first(['<strong>Note:</strong> restart the client', '<strong>Target</strong>']);
    assert.deepEqual([bold, plain, partly].map((t) => readHtmlTable(t, []).header), [true, false, false]);
  });

  it('a grid of linked images holds no text, while a cell with a caption or an image beside text does', () => {
    const cell = (i: number, caption = '') => `  <td align="center" width="33%">\n    <a href="#example-${i}">\n      <img src="shot-${i}.jpg" width="240" alt="Example ${i}">\n    </a>${caption}\n  </td>\n`;
    const grid = (captioned: boolean) => `<table>\n${[0, 3].map((r) => `<tr>\n${[1, 2, 3].map((c) => cell(r + c, captioned ? `<br>Example ${r + c}` : '')).join('')}</tr>\n`).join('')}</table>\n`;
    const gallery = grid(false);
    const read = readHtmlTable(gallery, [gallery.indexOf('<td', gallery.indexOf('</td>'))]);
    assert.deepEqual([read.rows, read.midRow, read.text], [2, true, false]);
    assert.equal(readHtmlTable(grid(true), []).text, true);
  });

  it('the rows of a table inside a cell are not the outer table\'s', () => {
    const nested = '<table>\n<tr><td>Outer</td><td><table><tr><td>a</td></tr><tr><td>b</td></tr></table></td></tr>\n<tr><td>Next</td><td>c</td></tr>\n</table>';
    assert.equal(readHtmlTable(nested, []).rows, 2);
  });
});

describe('whose a cut HTML table is', () => {
  const budgets = { maxTokens: 120, targetTokens: 100, minTokens: 1, overlapTokens: 0 };
  const page = (body: string) => `# Installation checklist\n\nThe checklist lists the steps in order.\n\n${body}\nDone.\n`;
  const ck005 = (text: string) => {
    const a = analyzeText(page(text), { budgets });
    const of = (list: typeof a.findings) => list.filter((f) => f.ruleId === 'CK005');
    return { writer: of(a.findings), pipeline: of(a.pipelineFindings), chunks: a.chunks.length };
  };
  /** Rows parted by blank lines: the strategy cuts at those, between rows. */
  const apart = (rows: number) => Array.from({ length: rows }, (_, i) => row(i) + '\n');

  it('cut between whole rows, a table with a header is the pipeline\'s: the later slices lack the column names', () => {
    const found = ck005(table(apart(6)));
    assert.deepEqual(found.writer, []);
    assert.equal(found.pipeline.length, 1);
    assert.match(found.pipeline[0].message, /^HTML table of 7 rows is split across \d chunks/);
    assert.match(found.pipeline[0].pipeline!.cause, /cuts an HTML table between rows without repeating its header/);
  });

  it('cut between whole rows, a table without a header in fewer than four chunks loses nothing: no finding', () => {
    const found = ck005(`<table>\n<tbody>\n${apart(3).join('')}</tbody>\n</table>\n`);
    assert.ok(found.chunks > 2, 'the table is cut');
    assert.deepEqual([...found.writer, ...found.pipeline], []);
    const scattered = ck005(`<table>\n<tbody>\n${apart(8).join('')}</tbody>\n</table>\n`).pipeline;
    assert.match(scattered[0].pipeline!.cause, /^every slice keeps whole records, so each row retrieves/);
  });

  it('a gallery (a grid of linked images, no text) cut inside a row is no finding; captioned, it is', () => {
    const cell = (i: number, caption: string) => `<td align="center" width="33%">\n<a href="#example-${i}">\n<img src="https://example.org/uploads/example-${i}.jpg" width="240" alt="Example ${i}">\n</a>${caption}\n</td>\n`;
    const grid = (captioned: boolean) =>
      `<table>\n${Array.from({ length: 8 }, (_, r) => `<tr>\n${[1, 2, 3].map((c) => cell(3 * r + c, captioned ? `<br>Simulation ${3 * r + c} steered live` : '')).join('')}</tr>\n`).join('')}</table>\n`;
    const gallery = ck005(grid(false));
    assert.ok(gallery.chunks > 2, 'the gallery is cut');
    assert.deepEqual([...gallery.writer, ...gallery.pipeline], []);
    const captioned = ck005(grid(true));
    assert.match([...captioned.writer, ...captioned.pipeline][0]?.message ?? '', /^HTML table of 8 rows \(cut inside a (row|cell)\)/);
  });

  it('cut inside a row whose cells hold notes a Markdown table cannot is the pipeline\'s', () => {
    const setting = (i: number) =>
      `<tr class="odd">\n<td align="left"><p>Setting${i}</p></td>\n<td align="left"><p>Specifies how often the client ${i} refreshes.</p>\n<div class="alert">\n<strong>Note</strong><br/><p>This setting cannot be changed while the client ${i} runs.</p>\n</div></td>\n<td align="left"><p>Integer (0-${i})</p></td>\n</tr>\n`;
    const found = ck005(`<table>\n<thead>\n<tr class="header">\n<th>Name</th>\n<th>Description</th>\n<th>Type</th>\n</tr>\n</thead>\n<tbody>\n${Array.from({ length: 8 }, (_, i) => setting(i)).join('')}</tbody>\n</table>\n`);
    assert.deepEqual(found.writer, []);
    assert.equal(found.pipeline.length, 1);
    assert.match(found.pipeline[0].message, /^HTML table of 9 rows \(cut inside a (row|cell)\)/);
    assert.match(found.pipeline[0].pipeline!.cause, /its cells hold lists, paragraphs, code blocks or notes that a Markdown table cannot/);
  });
});

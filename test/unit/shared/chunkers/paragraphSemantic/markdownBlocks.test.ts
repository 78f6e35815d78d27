import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkParagraphSemantic } from '../../../../../shared/chunkers/paragraphSemantic/pipeline';
import { markdownBlocks } from '../../../../../shared/chunkers/paragraphSemantic/markdownBlocks';
import { parseMarkdown } from '../../../../../shared/parse/markdown';
import { chars, pctx } from '../../../../helpers/paragraphSemantic';

const md = `Preamble line.

# Guide

Intro paragraph
over two lines.

## Setup

| Name | Value |
|------|-------|
| a    | 1     |
| b\\|c | 2     |
`;

describe('P on Markdown', () => {
  it('makes one content block per heading section with heading, level and parent headings', () => {
    const ctx = pctx();
    const blocks = markdownBlocks(parseMarkdown(md), ctx);
    assert.deepEqual(blocks.map((b) => [b.heading, b.level, b.parentHeadings]), [['', 1, []], ['Guide', 1, []], ['Setup', 2, ['Guide']]]);
    assert.deepEqual(blocks[1].paras.map((p) => p.text), ['# Guide', 'Intro paragraph over two lines.']);
  });

  it('turns a GFM table into an HTML <table> tag with <th>/<td> rows, registering its header for HeaderRecovery', () => {
    const ctx = pctx();
    const table = markdownBlocks(parseMarkdown(md), ctx)[2].paras[1];
    assert.ok(table.isTable);
    assert.equal(
      table.text,
      '<table id="md-table-4" format="html"><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr><tr><td>b|c</td><td>2</td></tr></tbody></table>',
    );
    assert.equal(ctx.headers.get('md-table-4'), '<thead><tr><th>Name</th><th>Value</th></tr></thead>');
  });

  it('maps each paragraph back to its exact source range, its soft line breaks read as spaces', () => {
    const ctx = pctx();
    const blocks = markdownBlocks(parseMarkdown(md), ctx);
    const intro = blocks[1].paras[1];
    assert.equal(md.slice(intro.span.start, intro.span.end), 'Intro paragraph\nover two lines.');
    const table = blocks[2].paras[1];
    assert.ok(md.slice(table.span.start, table.span.end).startsWith('| Name | Value |'));
  });

  it('keeps list and code lines as separate paragraphs with their exact spans', () => {
    const src = '# L\n\n- one\n- two\n\n```\ncode line\n```\n';
    const paras = markdownBlocks(parseMarkdown(src), pctx())[0].paras;
    assert.deepEqual(paras.map((p) => p.text), ['# L', '- one', '- two', '```', 'code line', '```']);
    for (const p of paras.slice(1)) assert.equal(src.slice(p.span.start, p.span.end), p.text);
  });

  it('slices a large Markdown table on its rows and repeats the header in later slices', () => {
    const rowsMd = Array.from({ length: 30 }, (_, i) => `| row ${i} | value ${i} |`).join('\n');
    const doc = parseMarkdown(`# T\n\n| Name | Value |\n|---|---|\n${rowsMd}\n`);
    const r = chunkParagraphSemantic(doc, { tokenizer: chars, budgets: { maxTokens: 400, overlapTokens: 10 }, documentId: 'd' });
    const slices = r.chunks.filter((c) => c.content.includes('<table'));
    assert.ok(slices.length > 2);
    for (const s of slices.slice(1)) assert.match(s.content, /<table id="md-table-1" format="html"><thead><tr><th>Name<\/th><th>Value<\/th><\/tr><\/thead><tbody>/);
    assert.ok(r.chunks.every((c) => c.tokens <= 400));
    assert.deepEqual(r.problems, []);
  });
});

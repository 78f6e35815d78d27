// P on Markdown: each heading section becomes one content block (heading, level, parent headings), its heading
// rendered as a `#` line and its GFM tables turned into `<table format="html">` tags so TableRowSplit applies.

import type { Block, ParsedDocument } from '../../model/types';
import { newBlock, type Para, type PBlock, type PContext } from './pBlock';
import { flatText } from '../../text/documentText';

/**
 * The basic blocks of a Markdown document, one per heading section (text before the first heading is a
 * section with no heading, level 1). Each table's header row is registered in `ctx.headers` as a `<thead>`,
 * so its middle/last slices get it back. Spans are the source ranges of the paragraphs and lines.
 */
export function markdownBlocks(doc: ParsedDocument, ctx: PContext): PBlock[] {
  const out: PBlock[] = [];
  let base = { heading: '', parentHeadings: [] as string[], level: 1, blockIds: [] as string[] };
  let paras: Para[] = [];
  const flush = () => {
    if (paras.some((p) => p.text.trim())) out.push(newBlock(base, paras, 'none', ctx));
    paras = [];
  };
  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      flush();
      const heading = String(block.meta?.headingText ?? '');
      const level = block.level ?? 1;
      base = { heading, parentHeadings: [...block.headingPath], level, blockIds: [] };
      paras.push({ text: `${'#'.repeat(level)} ${heading}`, isTable: false, span: block.span, block: block.index });
    } else if (block.kind === 'table' && block.parts?.length) {
      paras.push({ text: tableToHtml(block, flatText(doc.text), ctx), isTable: true, span: block.span, block: block.index });
    } else if (block.kind === 'paragraph') {
      paras.push({ text: joinSoftBreaks(block.text), isTable: false, span: block.span, block: block.index });
    } else {
      for (const line of linesOf(block)) paras.push(line);
    }
  }
  flush();
  return out;
}

/**
 * A Markdown paragraph as one P paragraph: its soft line breaks become spaces (as Markdown renders them), so a
 * hard-wrapped line is never mistaken for a short anchor paragraph.
 */
function joinSoftBreaks(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line)
    .join(' ');
}

/** Lists, code, quotes and HTML keep their lines: each non-blank line is a paragraph with its exact span. */
function linesOf(block: Block): Para[] {
  const out: Para[] = [];
  let offset = 0;
  for (const line of block.text.split('\n')) {
    if (line.trim()) out.push({ text: line, isTable: false, span: { start: block.span.start + offset, end: block.span.start + offset + line.length }, block: block.index });
    offset += line.length + 1;
  }
  return out;
}

function tableToHtml(block: Block, text: string, ctx: PContext): string {
  const [head, ...body] = (block.parts ?? []).map((p) => cellsOf(text.slice(p.start, p.end)));
  const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  const thead = `<thead>${row(head, 'th')}</thead>`;
  const id = `md-table-${block.index}`;
  ctx.headers.set(id, thead);
  const tbody = body.length ? `<tbody>${body.map((cells) => row(cells, 'td')).join('')}</tbody>` : '';
  return `<table id="${id}" format="html">${thead}${tbody}</table>`;
}

/** The cells of one GFM table row: split on unescaped pipes, trimmed, HTML-escaped. */
function cellsOf(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  return s.split(/(?<!\\)\|/).map((c) => escapeHtml(c.trim().replace(/\\\|/g, '|')));
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

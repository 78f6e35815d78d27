// CK005: a table split across chunks. Informational: Spec v1 splits tables over the cap by rows and repeats the
// header, but a reader of one slice still misses the other rows. An HTML table (`<table>…</table>`, Markdown in
// its cells) is a table too: the strategy cuts it as text, so the message says whether a cut falls inside a row
// (`<tr>`) or inside a cell (`<td>`, `<th>`), where a slice holds half a record. Same audience as a Markdown
// table: the writer's, unless a cut falls inside one line alone over the cap (the pipeline's, splitBlocks.ts).

import type { Block, Chunk, ParsedDocument, Span } from '../model';
import { chunkNumber, renumberChunkRange } from './chunkNumbers';
import { chunkSpanIndexOf, ownSpans } from './chunkSpans';
import { checkSplitBlocks, longLineCause } from './splitBlocks';
import type { Rule } from './types';

/** An HTML block that is a table: it opens with `<table` (after white space and comments it may start with). */
const HTML_TABLE = /^\s*(?:<!--[\s\S]*?-->\s*)*<table[\s>]/i;
const ROW_OR_CELL = /<(\/?)(tr|td|th)\b/gi;

/** How many rows an HTML table holds, and whether any of `cuts` (offsets into its text) falls inside a row or a cell. */
function readHtmlTable(text: string, cuts: readonly number[]): { rows: number; midRow: boolean; midCell: boolean } {
  let rows = 0;
  let inRow = 0;
  let inCell = 0;
  let midRow = false;
  let midCell = false;
  let next = 0;
  const passCuts = (upTo: number) => {
    for (; next < cuts.length && cuts[next] <= upTo; next++) {
      midRow ||= inRow > 0;
      midCell ||= inCell > 0;
    }
  };
  for (const m of text.matchAll(ROW_OR_CELL)) {
    passCuts(m.index!);
    const closing = m[1] === '/';
    const row = m[2].toLowerCase() === 'tr';
    if (row) {
      if (!closing) rows++;
      inRow = closing ? Math.max(0, inRow - 1) : inRow + 1;
    } else inCell = closing ? Math.max(0, inCell - 1) : inCell + 1;
  }
  passCuts(text.length);
  return { rows, midRow, midCell };
}

const TABLE_TAG = /<(\/?)table[\s>]/gi;

/** How many `<table` minus `</table>` tags a text holds. */
function tableDepthChange(text: string): number {
  let change = 0;
  for (const m of text.matchAll(TABLE_TAG)) change += m[1] ? -1 : 1;
  return change;
}

/**
 * The HTML tables of `blocks` as source spans: from a block that opens with `<table` to the block that closes
 * it. A blank line ends a CommonMark HTML block, so a table with Markdown in its cells is several blocks.
 */
function htmlTableSpans(blocks: readonly Block[]): Span[] {
  const spans: Span[] = [];
  for (let k = 0; k < blocks.length; k++) {
    const open = blocks[k];
    if (open.kind !== 'html' || !HTML_TABLE.test(open.text.slice(0, 2000))) continue;
    let depth = tableDepthChange(open.text);
    let j = k;
    while (depth > 0 && j + 1 < blocks.length && blocks[j + 1].kind !== 'heading') depth += tableDepthChange(blocks[++j].text);
    spans.push({ start: open.span.start, end: blocks[j].span.end });
    k = j;
  }
  return spans;
}

/** Reports each HTML table that two or more chunks hold part of. */
function checkHtmlTables(doc: ParsedDocument, chunks: readonly Chunk[], maxTokens: number | undefined, report: Parameters<Rule['check']>[1]): void {
  if (!doc.blocks.some((b) => b.kind === 'html')) return;
  const index = chunkSpanIndexOf(chunks);
  const first = chunks[0]?.index ?? 0;
  for (const span of htmlTableSpans(doc.blocks)) {
    const covering = index.chunksIntersecting(span);
    if (covering.length < 2) continue;
    const cuts = covering
      .slice(1)
      .map((n) => ownSpans(chunks[n - first]).find((s) => s.end > span.start)?.start ?? span.start)
      .map((start) => start - span.start)
      .filter((offset) => offset > 0 && offset < span.end - span.start)
      .sort((a, b) => a - b);
    const { rows, midRow, midCell } = readHtmlTable(doc.text.slice(span.start, span.end), cuts);
    const where = midCell ? ' (cut inside a cell)' : midRow ? ' (cut inside a row)' : '';
    const cutInsideLine = covering.some((n) => {
      const c = chunks[n - first];
      return c.notes.some((note) => note.reason === 'hard-split') && c.spans.some((x) => !x.overlap && x.start > span.start && x.start < span.end);
    });
    report({
      ...(cutInsideLine ? { pipeline: longLineCause(maxTokens) } : {}),
      span: { ...span },
      chunkIndex: covering[0],
      message: `HTML table of ${rows} rows${where} is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`,
    });
  }
}

const checkMarkdownTables = checkSplitBlocks('table', (block) => `Table of ${Math.max(0, (block.parts?.length ?? 1) - 1)} rows`);

export const tableSplit: Rule = {
  id: 'CK005',
  names: ['split-table'],
  tags: ['split', 'table'],
  defaultSeverity: 'info',
  description: 'A table (Markdown or HTML) is split across several chunks',
  renumber: renumberChunkRange,
  check: (ctx, report) => {
    checkMarkdownTables(ctx, report);
    checkHtmlTables(ctx.doc, ctx.chunks, ctx.budgets.maxTokens, report);
  },
};

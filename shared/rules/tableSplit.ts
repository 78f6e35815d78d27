// CK005: a table split across chunks where a slice loses meaning. Informational. Spec v1 splits tables over the
// cap by rows and repeats the header; a table of records (one per row) cut that way reads whole in every slice,
// so it is not reported unless it is scattered over four chunks or more; reported always: a cut inside a row, a slice without the header (a strategy that does not repeat
// it: the pipeline's), and a slice starting mid-record or under a group row of an earlier slice (the writer's:
// name the record or the group in each row, or give each group a table under its own heading). An HTML table (`<table>…</table>`, Markdown in
// its cells) is a table too: the strategy cuts it as text, so the message says whether a cut falls inside a row
// (`<tr>`) or inside a cell (`<td>`, `<th>`), where a slice holds half a record. Same audience as a Markdown
// table: the writer's, unless a cut falls inside one line alone over the cap (the pipeline's, splitBlocks.ts).

import type { Block, PipelineCause, Span } from '../model/types';
import { chunkNumber, renumberChunkMentions } from './chunkNumbers';
import { chunkSpanIndexOf, ownSpans } from './chunkSpans';
import { tableCutsOf } from './markdownTableCuts';
import { longLineCause } from './splitBlocks';
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

/** The longest HTML table whose tokens are counted to tell whether it would fit one chunk (longer ones never fit). */
const MAX_COUNTED_TABLE = 200_000;

/** Why a table that fits one chunk is cut anyway: the strategy cuts it at the blocks of its cells (a code block stands alone). */
function wholeTableCause(strategy: string, maxTokens: number): PipelineCause {
  return {
    cause: `the whole table fits under the cap (${maxTokens}), but ${strategy} cuts it at the Markdown blocks of its cells`,
    remedy: 'a strategy that keeps an HTML table whole, or a pipeline that converts HTML tables before chunking',
  };
}

/**
 * Reports each HTML table that two or more chunks hold part of. A table that fits under the cap and is cut
 * anyway was cut by the strategy at the blocks inside its cells (code or lists in a cell stand alone): no edit
 * of the table's size avoids that, so it is the pipeline's.
 */
function checkHtmlTables(ctx: Parameters<Rule['check']>[0], report: Parameters<Rule['check']>[1]): void {
  const { doc, chunks, strategy, countTokens } = ctx;
  const maxTokens = ctx.budgets.maxTokens;
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
    // A table of one row lays out columns of a page (quotes side by side, a card grid), no records to keep together.
    if (rows <= 1) continue;
    const where = midCell ? ' (cut inside a cell)' : midRow ? ' (cut inside a row)' : '';
    const cutInsideLine = covering.some((n) => {
      const c = chunks[n - first];
      return c.notes.some((note) => note.reason === 'hard-split') && c.spans.some((x) => !x.overlap && x.start > span.start && x.start < span.end);
    });
    const text = doc.text.slice(span.start, span.end);
    const fits = !cutInsideLine && maxTokens !== undefined && countTokens !== undefined && text.length <= MAX_COUNTED_TABLE && countTokens(text) <= maxTokens;
    const pipeline = cutInsideLine ? longLineCause(maxTokens) : fits ? wholeTableCause(strategy, maxTokens) : undefined;
    report({
      ...(pipeline ? { pipeline } : {}),
      span: { ...span },
      chunkIndex: covering[0],
      message: `HTML table of ${rows} rows${where} is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`,
    });
  }
}

/** The rows after a table's header, as the messages count them. */
function rowCount(block: Block): number {
  return Math.max(0, (block.parts?.length ?? 1) - 1);
}

/**
 * Reports each Markdown table two or more chunks hold part of where a slice loses meaning (tableCutsOf): a cut
 * inside a row, a slice without the header (the pipeline's), a slice that starts mid-record or under a group
 * row an earlier slice holds (the writer's). A table of records cut between them, each slice repeating the
 * header, reads whole in every slice: not reported.
 */
function checkMarkdownTables(ctx: Parameters<Rule['check']>[0], report: Parameters<Rule['check']>[1]): void {
  const { chunks, doc, budgets } = ctx;
  if (!doc.blocks.some((b) => b.kind === 'table')) return;
  const index = chunkSpanIndexOf(chunks);
  const first = chunks[0]?.index ?? 0;
  for (const block of doc.blocks) {
    if (block.kind !== 'table') continue;
    const covering = index.chunksIntersecting(block.span);
    if (covering.length < 2) continue;
    const split = `Table of ${rowCount(block)} rows is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`;
    const at = { span: { ...block.span }, chunkIndex: covering[0] };
    const cutInsideLine = covering.some((n) => {
      const c = chunks[n - first];
      return c.notes.some((note) => note.reason === 'hard-split') && c.spans.some((x) => !x.overlap && x.start > block.span.start && x.start < block.span.end);
    });
    if (cutInsideLine) {
      report({ ...at, message: split, pipeline: longLineCause(budgets.maxTokens) });
      continue;
    }
    const cuts = tableCutsOf(block, doc.text, chunks, covering, first);
    if (cuts.midRow) report({ ...at, message: `${split}: chunk ${chunkNumber(cuts.midRow.chunk)} starts inside a row` });
    else if (cuts.headerless.length) {
      report({
        ...at,
        message: `${split}: ${cuts.headerless.length === 1 ? 'chunk' : 'chunks'} ${cuts.headerless.map(chunkNumber).join(', ')} hold${cuts.headerless.length === 1 ? 's' : ''} rows without the header`,
        pipeline: headerlessCause(ctx.strategy),
      });
    } else if (cuts.continuation) report({ ...at, message: `${split}: chunk ${chunkNumber(cuts.continuation.chunk)} starts with a row that continues the record above it` });
    else if (cuts.underGroup) report({ ...at, message: `${split}: chunk ${chunkNumber(cuts.underGroup.chunk)} starts with rows under the group row "${cuts.underGroup.label.slice(0, 80)}", which an earlier chunk holds` });
    else if (covering.length >= SCATTERED_CHUNKS) report({ ...at, message: `${split}: a question about the whole table needs more chunks than a retriever returns`, pipeline: SCATTERED_CAUSE });
  }
}

/**
 * A table of records that spans this many chunks is scattered: each slice reads whole, but a question about the
 * table as a whole (which settings exist, which versions are supported) needs more chunks than a retriever's
 * few top results. No edit of the rows helps (a lookup table of a hundred records is long by nature): it is
 * the pipeline's, to know when questions about whole tables matter.
 */
const SCATTERED_CHUNKS = 4;

const SCATTERED_CAUSE: PipelineCause = {
  cause: 'every slice keeps the header and whole records, so each row retrieves; only a question about the table as a whole needs all of its chunks',
  remedy: 'a larger top-k for questions about whole tables, or a maxTokens that keeps the table in fewer chunks',
};

function headerlessCause(strategy: string): PipelineCause {
  return {
    cause: `${strategy} cuts the table between rows without repeating its header: those rows reach the embedder without their column names`,
    remedy: "a strategy that repeats a table's header in each slice (markdown-spec), or a maxTokens that keeps the table whole",
  };
}

export const tableSplit: Rule = {
  id: 'CK005',
  names: ['split-table'],
  tags: ['split', 'table'],
  defaultSeverity: 'info',
  description: 'A table (Markdown or HTML) is split across several chunks',
  renumber: renumberChunkMentions,
  check: (ctx, report) => {
    checkMarkdownTables(ctx, report);
    checkHtmlTables(ctx, report);
  },
};

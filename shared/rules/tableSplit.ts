// CK005: a table split across chunks where a slice loses meaning. Informational. Spec v1 splits tables over the
// cap by rows and repeats the header; a table of records (one per row) cut that way reads whole in every slice,
// so it is not reported unless it is scattered over four chunks or more; reported always: a cut inside a row, a slice without the header (a strategy that does not repeat
// it: the pipeline's), and a slice starting mid-record or under a group row of an earlier slice (the writer's:
// name the record or the group in each row, or give each group a table under its own heading). An HTML table (`<table>…</table>`, Markdown in
// its cells) is a table too: the strategy cuts it as text, so the message says whether a cut parts the text of a row
// or of a cell (htmlTableCuts.ts), where a slice holds half a record. That is the writer's when the cells hold one
// paragraph each (as a Markdown table it would be cut between rows), the pipeline's when they hold lists or notes a
// Markdown table cannot, or when a cut falls inside one line alone over the cap (splitBlocks.ts). Cuts between rows
// are the pipeline's when the table has a header the slices lack, and lose nothing when it has none.

import type { Block, PipelineCause } from '../model/types';
import { chunkNumber, renumberChunkMentions } from './chunkNumbers';
import { chunkSpanIndexOf, ownSpans } from './chunkSpans';
import { htmlTableSpans, readHtmlTable, type HtmlTableCuts } from './htmlTableCuts';
import { tableCutsOf } from './markdownTableCuts';
import { longLineCause } from './splitBlocks';
import type { Rule } from './types';

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
 * Whose a cut HTML table over the cap is, from what its cuts part (readHtmlTable): undefined when it is the
 * writer's (a cut parts a row whose cells a Markdown table can hold, which strategies cut between rows), a cause
 * when it is the pipeline's, null when nothing is lost (cuts between rows of a table without a header, in fewer
 * chunks than SCATTERED_CHUNKS).
 */
function htmlCutCause(read: HtmlTableCuts, strategy: string, chunkCount: number): PipelineCause | undefined | null {
  if (read.midRow) {
    return read.blockCells
      ? {
          cause: `${strategy} cuts an HTML table as text, inside a row; its cells hold lists, paragraphs, code blocks or notes that a Markdown table cannot, so the writer cannot turn it into one`,
          remedy: 'a strategy that cuts HTML tables between rows (`<tr>`) and repeats the header, or a pipeline that converts HTML tables to records before chunking',
        }
      : undefined;
  }
  if (read.header) {
    return {
      cause: `${strategy} cuts an HTML table between rows without repeating its header: those rows reach the embedder without their column names`,
      remedy: 'a strategy that repeats an HTML table\'s header in each slice, or a pipeline that converts HTML tables to Markdown before chunking',
    };
  }
  return chunkCount >= SCATTERED_CHUNKS ? { ...SCATTERED_CAUSE, cause: SCATTERED_CAUSE.cause.replace('the header and ', '') } : null;
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
    const read = readHtmlTable(doc.text.slice(span.start, span.end), cuts);
    // A table of one row lays out columns of a page (quotes side by side, a card grid), and a table of images with no
    // text lays out a gallery: no records to keep together.
    if (read.rows <= 1 || !read.text) continue;
    const cutInsideLine = covering.some((n) => {
      const c = chunks[n - first];
      return c.notes.some((note) => note.reason === 'hard-split') && c.spans.some((x) => !x.overlap && x.start > span.start && x.start < span.end);
    });
    const text = doc.text.slice(span.start, span.end);
    const fits = !cutInsideLine && maxTokens !== undefined && countTokens !== undefined && text.length <= MAX_COUNTED_TABLE && countTokens(text) <= maxTokens;
    const split = `HTML table of ${read.rows} rows${read.midCell ? ' (cut inside a cell)' : read.midRow ? ' (cut inside a row)' : ''} is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`;
    const pipeline = cutInsideLine ? longLineCause(maxTokens) : fits ? wholeTableCause(strategy, maxTokens) : htmlCutCause(read, strategy, covering.length);
    if (pipeline === null) continue;
    const convertible = read.midRow && !read.blockCells && !cutInsideLine && !fits;
    report({
      ...(pipeline ? { pipeline } : {}),
      span: { ...span },
      chunkIndex: covering[0],
      message: convertible ? `${split}: its cells hold only inline text, so as a Markdown table it would be cut between rows` : split,
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

// textDocument/documentSymbol: the heading outline of the JSON inputs, from their parsed blocks: LightRAG
// `.blocks.jsonl` content lines by their `heading`, `level` and `parent_headings` (a new symbol where the
// heading changes), MinerU heading elements (`text_level`), and Markdown headings for clients without an outline of
// their own (VS Code's client turns those off: its built-in Markdown outline lists them, and a second provider
// would show every heading twice). Page lists and plain text have no headings.

import { type Connection, type Disposable, type DocumentSymbol, SymbolKind } from 'vscode-languageserver/node';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { Block, ParsedDocument, Span } from '../../shared/model/types';
import type { Analyses } from '../host/analyses';
import { guard, type Log } from '../host/guard';
import { toLspRange } from '../present/toLsp';

/** A heading of the outline: its text, level (1 outermost), and the source it is named at. */
export interface OutlineHeading {
  name: string;
  level: number;
  span: Span;
}

/** The headings of a parsed document in order; empty for kinds without headings, and for Markdown unless `markdown`. */
export function outlineHeadings(doc: ParsedDocument, markdown = false): OutlineHeading[] {
  switch (doc.kind) {
    case 'blocks-jsonl':
      return blocksJsonlHeadings(doc.blocks);
    case 'mineru':
    case 'docling':
      return doc.blocks.filter((b) => b.meta?.heading === true).map((b) => ({ name: b.text, level: b.level ?? 1, span: b.span }));
    case 'markdown':
      if (!markdown) return [];
      return doc.blocks.filter((b) => b.kind === 'heading').map((b) => ({ name: String(b.meta?.headingText ?? b.text), level: b.level ?? 1, span: b.span }));
    case 'pages':
    case 'text':
      return [];
  }
}

/** One heading per run of content lines under the same heading and parents, at the first line of the run. */
function blocksJsonlHeadings(blocks: readonly Block[]): OutlineHeading[] {
  const out: OutlineHeading[] = [];
  let previous = '';
  for (const block of blocks) {
    if (block.kind !== 'content') continue;
    const heading = String(block.meta?.heading ?? '');
    const key = JSON.stringify(block.headingPath);
    if (heading && key !== previous) out.push({ name: heading, level: block.level ?? 1, span: block.span });
    previous = key;
  }
  return out;
}

/**
 * Nests the headings by level: a heading's children are the deeper headings after it up to the next heading
 * of its level or higher, and its range runs to the start of that next heading (or the end of the text). One pass
 * with a stack of open headings, so a document of many headings costs linear time.
 */
export function toDocumentSymbols(headings: readonly OutlineHeading[], lines: LineIndex): DocumentSymbol[] {
  const roots: DocumentSymbol[] = [];
  const stack: Array<{ heading: OutlineHeading; symbol: DocumentSymbol }> = [];
  const close = (open: { heading: OutlineHeading; symbol: DocumentSymbol }, end: number): void => {
    open.symbol.range = toLspRange(lines, { start: open.heading.span.start, end: Math.max(open.heading.span.end, end) });
  };
  for (const h of headings) {
    while (stack.length && stack[stack.length - 1].heading.level >= h.level) close(stack.pop()!, h.span.start);
    const symbol: DocumentSymbol = {
      name: h.name || '(empty heading)',
      detail: `level ${h.level}`,
      kind: SymbolKind.String,
      range: toLspRange(lines, h.span),
      selectionRange: toLspRange(lines, h.span),
      children: [],
    };
    (stack.length ? stack[stack.length - 1].symbol.children! : roots).push(symbol);
    stack.push({ heading: h, symbol });
  }
  while (stack.length) close(stack.pop()!, lines.text.length);
  return roots;
}

/** Serves the outline; Markdown headings while `markdownOutline()` is true. */
export function registerDocumentSymbols(connection: Connection, analyses: Analyses, markdownOutline: () => boolean, log: Log): Disposable {
  return connection.onDocumentSymbol(
    guard(
      log,
      'documentSymbol',
      async (params, token): Promise<DocumentSymbol[]> => {
        const result = await analyses.recent(params.textDocument.uri);
        if (!result || token.isCancellationRequested) return [];
        return toDocumentSymbols(outlineHeadings(result.analysis.doc, markdownOutline()), result.lines);
      },
      [],
    ),
  );
}

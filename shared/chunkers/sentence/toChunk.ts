// Turns draft chunks into the core's Chunk: content, exact source spans (overlap marked), pages, notes.

import type { Chunk, ChunkType, ParsedDocument, SourceSpan, Span } from '../../model/types';
import type { StrategyContext } from '../types';
import type { Draft } from './draft';
import { containsFigureJoined, splitFigureBlocks } from './figures';
import type { SentencePage } from './pages';
import { type Piece, textOnPages } from './pieces';

/**
 * Source spans of `pieces`, adjacent ones with the same overlap flag merged; inserted text has none. (The
 * arrays a chunk keeps are copied to their size: an array grown by `push` keeps room for 17 entries, and a
 * line of CJK text makes 131,072 chunks.)
 */
function sourceSpansOf(pieces: readonly Piece[], pages: readonly SentencePage[]): SourceSpan[] {
  const spans: SourceSpan[] = [];
  for (const p of pieces) {
    if (p.at === undefined || !p.text) continue;
    const page = pages[p.page];
    const start = page.toSource(p.at);
    const end = page.toSource(p.at + p.text.length);
    // Made with its final fields: a field added later changes the object's shape, per span.
    const span: SourceSpan = p.overlap ? { start, end, overlap: true } : { start, end };
    const last = spans[spans.length - 1];
    if (last && last.end === span.start && !!last.overlap === !!span.overlap) last.end = span.end;
    else spans.push(span);
  }
  return spans.slice();
}

/** From the start of the first piece of source text in `pieces` to the end of the last; 0–0 when none. */
export function sourceExtentOf(pieces: readonly Piece[], pages: readonly SentencePage[]): Span {
  let first = 0;
  while (first < pieces.length && (pieces[first].at === undefined || !pieces[first].text)) first++;
  if (first === pieces.length) return { start: 0, end: 0 };
  let last = pieces.length - 1;
  while (pieces[last].at === undefined || !pieces[last].text) last--;
  const { page: startPage, at: start } = pieces[first];
  const { page: endPage, at: end, text } = pieces[last];
  return { start: pages[startPage].toSource(start!), end: pages[endPage].toSource(end! + text.length) };
}

/** The `num` of every page the pieces' source text comes from, ascending, each once. */
function pageNumbersOf(pieces: readonly Piece[], pages: readonly SentencePage[]): number[] {
  const nums: number[] = [];
  for (const p of pieces) if (p.at !== undefined && !nums.includes(pages[p.page].num)) nums.push(pages[p.page].num);
  return nums.sort((a, b) => a - b).slice();
}

/** The type of a chunk of `pieces`, spelling `content` (which is searched only when it holds a figure). */
function chunkTypeOf(pieces: readonly Piece[], content: string): ChunkType {
  if (!containsFigureJoined(pieces.map((p) => p.text))) return 'text';
  const outside = splitFigureBlocks(content).filter((b) => b.kind === 'text').map((b) => content.slice(b.start, b.end));
  return outside.join('').trim() ? 'mixed' : 'figure';
}

/**
 * Heading path of the last Markdown block that starts at or before `offset`, where a chunk's own text starts.
 * Blocks are in document order, so a binary search finds it: a scan of every block per chunk was quadratic
 * (100,000 sections: 18 s).
 */
function headingsPathAt(doc: ParsedDocument, offset: number): string[] {
  let low = 0;
  let high = doc.blocks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (doc.blocks[mid].span.start <= offset) low = mid + 1;
    else high = mid;
  }
  const block = doc.blocks[low - 1];
  if (!block) return [];
  return block.kind === 'heading' ? [...block.headingPath, String(block.meta?.headingText ?? '')] : block.headingPath;
}

/**
 * The Chunk of one draft: its content, spans in the source, every page its text comes from, the pipeline's
 * `page_num`, its `tokens` and notes; inserted text is named.
 */
export function toChunk(draft: Draft, index: number, doc: ParsedDocument, pages: readonly SentencePage[], ctx: StrategyContext, tokens: number): Chunk {
  const content = textOnPages(draft.pieces, pages);
  const spans = sourceSpansOf(draft.pieces, pages);
  const own = spans.find((s) => !s.overlap) ?? spans[0];
  let inserted = 0;
  for (const p of draft.pieces) if (p.at === undefined) inserted++;
  const notes = inserted ? [...draft.notes, { reason: 'page-join' as const, detail: `${inserted} inserted space${inserted > 1 ? 's are' : ' is'} not in the source` }] : [...draft.notes];
  const pageNums = pageNumbersOf(draft.pieces, pages);
  return {
    index,
    id: `${ctx.documentId}#${index}`,
    strategy: 'sentence',
    type: chunkTypeOf(draft.pieces, content),
    content,
    tokens,
    spans,
    headingsPath: doc.kind === 'markdown' && own ? headingsPathAt(doc, own.start) : [],
    pages: pageNums,
    pageNum: pages[draft.page].num,
    notes,
  };
}

/** The document's last chunk: cut by the end of the document, whatever its draft said first. */
export function asLastChunk(chunk: Chunk): Chunk {
  return { ...chunk, notes: [{ reason: 'end', detail: 'end of the document' }, ...chunk.notes.slice(1)] };
}

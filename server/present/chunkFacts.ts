// Facts about a chunk that several features show: its own source extent, which chunk holds an offset, its
// size against the strategy's cap (in the strategy's own unit), and the one-line texts of labels and lenses.

import type { Budgets } from '../../shared/chunkers/types';
import type { Chunk, InputKind, SourceSpan, Span } from '../../shared/model/types';
import type { Size } from '../../shared/model/protocol';
import { getTokenizer } from '../../shared/tokenizers';

/** The chunk's own source spans (overlap repeated from a neighbour excluded); all spans if none is its own. */
export function ownSpans(chunk: Chunk): SourceSpan[] {
  const own = chunk.spans.filter((s) => !s.overlap);
  return own.length ? own : chunk.spans;
}

/** From the start of the chunk's first own span to the end of its last. */
export function chunkExtent(chunk: Chunk): Span {
  const own = ownSpans(chunk);
  if (!own.length) return { start: 0, end: 0 };
  let start = own[0].start;
  let end = own[0].end;
  for (const s of own) {
    if (s.start < start) start = s.start;
    if (s.end > end) end = s.end;
  }
  return { start, end };
}

/** The chunk whose own text holds `offset` (an offset at a span's end counts, for a cursor at a line end). */
export function chunkAtOffset(chunks: readonly Chunk[], offset: number): Chunk | undefined {
  return chunksAtOffset(chunks, offset)[0];
}

/**
 * Every chunk whose own text holds `offset`, in chunk order: one in Markdown, several where one source line
 * produced several chunks (`.blocks.jsonl` slices). Spans ending at `offset` count only when none holds it.
 */
export function chunksAtOffset(chunks: readonly Chunk[], offset: number): Chunk[] {
  const inside = (end: boolean) => (c: Chunk) => ownSpans(c).some((s) => s.start <= offset && (end ? offset <= s.end : offset < s.end));
  const strictly = chunks.filter(inside(false));
  return strictly.length ? strictly : chunks.filter(inside(true)).slice(0, 1);
}

/**
 * The strategy's hard cap in its own unit: `maxTokens` where it has one, else `maxChars` (MinerU counts
 * characters); undefined for a strategy with neither.
 */
export function limitOf(budgets: Budgets): Size | undefined {
  if (budgets.maxTokens !== undefined) return { value: budgets.maxTokens, unit: 'tok' };
  if (budgets.maxChars !== undefined) return { value: budgets.maxChars, unit: 'ch' };
  return undefined;
}

/** The chunk's size in the cap's unit: its token count, or the code points of its embed text. */
export function sizeOf(chunk: Chunk, limit: Size | undefined): Size {
  return limit?.unit === 'ch' ? { value: getTokenizer('chars').count(chunk.content), unit: 'ch' } : { value: chunk.tokens, unit: 'tok' };
}

/** Whether the chunk is over the strategy's cap, measured in the cap's unit. */
export function isOversized(chunk: Chunk, limit: Size | undefined): boolean {
  return limit !== undefined && sizeOf(chunk, limit).value > limit.value;
}

/** `612/900 tok`, `812/2000 ch`, or `612 tok` when the strategy has no cap. */
export function sizeText(chunk: Chunk, limit: Size | undefined): string {
  const size = sizeOf(chunk, limit);
  return limit === undefined ? `${size.value} ${size.unit}` : `${size.value}/${limit.value} ${limit.unit}`;
}

/**
 * Whether the chunks' pages say something: the input carries pages (MinerU `page_idx`, a page list), or the
 * chunks fall on more than one page (page breaks in Markdown). A Markdown file without page breaks is "page 0"
 * throughout for page-aware strategies, which is not worth showing.
 */
export function pagesKnown(kind: InputKind, chunks: readonly Chunk[]): boolean {
  if (kind === 'mineru' || kind === 'docling' || kind === 'pages') return true;
  let known = severalPages.get(chunks);
  if (known === undefined) severalPages.set(chunks, (known = new Set(chunks.flatMap((c) => c.pages ?? [])).size > 1));
  return known;
}

/** Per analysis (its chunk list, unchanged while the analysis is current): whether its chunks fall on more than one page; asked once per chunk. */
const severalPages = new WeakMap<readonly Chunk[], boolean>();

/** Chunk numbers are shown 1-based, as in the findings' messages. */
export function chunkNumber(chunk: Chunk): number {
  return chunk.index + 1;
}

/** Longest heading text in a boundary label, so that the label stays on screen after a long first line. */
const LABEL_HEADING_CHARS = 24;

/**
 * A heading path short enough for a label (24 characters): the whole path when it fits, else `… › ` and the
 * innermost heading, cut with `…` when that alone is too long.
 */
export function shortHeadingPath(path: readonly string[]): string {
  const whole = path.join(' › ');
  if ([...whole].length <= LABEL_HEADING_CHARS) return whole;
  const last = [...(path[path.length - 1] ?? '')];
  const tail = last.length > LABEL_HEADING_CHARS ? `${last.slice(0, LABEL_HEADING_CHARS - 1).join('')}…` : last.join('');
  return path.length > 1 ? `… › ${tail}` : tail;
}

/** `chunk 7 · 412/900 tok · API › Auth › JWT` (the heading path shortened, and left out when there is none). */
export function decorationLabel(chunk: Chunk, limit: Size | undefined): string {
  const parts = [`chunk ${chunkNumber(chunk)}`, sizeText(chunk, limit)];
  if (chunk.headingsPath.length) parts.push(shortHeadingPath(chunk.headingsPath));
  return parts.join(' · ');
}

/** `chunk 4 · 612/900 tok · paragraph` */
export function codeLensTitle(chunk: Chunk, limit: Size | undefined): string {
  return `chunk ${chunkNumber(chunk)} · ${sizeText(chunk, limit)} · ${chunk.type}`;
}

// Facts about a chunk that several features show: its own source extent, which chunk holds an offset,
// and the one-line texts of labels and code lenses.

import type { Chunk, SourceSpan, Span } from '../shared/model';

/** The chunk's own source spans (overlap repeated from a neighbour excluded); all spans if none is its own. */
export function ownSpans(chunk: Chunk): SourceSpan[] {
  const own = chunk.spans.filter((s) => !s.overlap);
  return own.length ? own : chunk.spans;
}

/** From the start of the chunk's first own span to the end of its last. */
export function chunkExtent(chunk: Chunk): Span {
  const own = ownSpans(chunk);
  if (!own.length) return { start: 0, end: 0 };
  return { start: Math.min(...own.map((s) => s.start)), end: Math.max(...own.map((s) => s.end)) };
}

/** The chunk whose own text holds `offset` (an offset at a span's end counts, for a cursor at a line end). */
export function chunkAtOffset(chunks: readonly Chunk[], offset: number): Chunk | undefined {
  const inside = (end: boolean) => (c: Chunk) => ownSpans(c).some((s) => s.start <= offset && (end ? offset <= s.end : offset < s.end));
  return chunks.find(inside(false)) ?? chunks.find(inside(true));
}

/** `612/900 tok`, or `612 tok` when the strategy has no token cap. */
export function tokensText(chunk: Chunk, maxTokens: number | undefined): string {
  return maxTokens === undefined ? `${chunk.tokens} tok` : `${chunk.tokens}/${maxTokens} tok`;
}

/** Chunk numbers are shown 1-based, as in the findings' messages. */
export function chunkNumber(chunk: Chunk): number {
  return chunk.index + 1;
}

/** `chunk 7 · 412/900 tok · API › Auth › JWT` (the heading path is left out when there is none). */
export function decorationLabel(chunk: Chunk, maxTokens: number | undefined): string {
  const parts = [`chunk ${chunkNumber(chunk)}`, tokensText(chunk, maxTokens)];
  if (chunk.headingsPath.length) parts.push(chunk.headingsPath.join(' › '));
  return parts.join(' · ');
}

/** `chunk 4 · 612/900 tok · paragraph` */
export function codeLensTitle(chunk: Chunk, maxTokens: number | undefined): string {
  return `chunk ${chunkNumber(chunk)} · ${tokensText(chunk, maxTokens)} · ${chunk.type}`;
}

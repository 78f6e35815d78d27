// Chunk bands for the editor: runs of source text that the same chunks hold. In Markdown every chunk holds its
// own blocks, so a band is a chunk; in a LightRAG `.blocks.jsonl` one content line can produce several chunks
// (`[part n]` slices), and one chunk can hold several lines, so a band is a run of lines with the same chunks.

import type { Chunk, Span } from '../../shared/model/types';
import type { Size } from '../../shared/model/protocol';
import { decorationLabel, isOversized, ownSpans, shortHeadingPath } from './chunkFacts';

export interface Band {
  /** The chunks that hold this run of text, ascending. */
  chunks: Chunk[];
  spans: Span[];
}

/**
 * Groups the chunks' own spans into bands: each distinct source span gets the set of chunks that hold it, and
 * consecutive spans (in document order) with the same set form one band. Chunks with disjoint spans give one
 * band each, in chunk order.
 */
export function buildBands(chunks: readonly Chunk[]): Band[] {
  const bySpan = new Map<string, { span: Span; chunks: Chunk[] }>();
  for (const chunk of chunks) {
    for (const s of ownSpans(chunk)) {
      const key = `${s.start}:${s.end}`;
      const entry = bySpan.get(key) ?? { span: { start: s.start, end: s.end }, chunks: [] };
      if (!entry.chunks.includes(chunk)) entry.chunks.push(chunk);
      bySpan.set(key, entry);
    }
  }
  const entries = [...bySpan.values()].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const bands: Band[] = [];
  for (const entry of entries) {
    const last = bands[bands.length - 1];
    if (last && sameChunks(last.chunks, entry.chunks)) last.spans.push(entry.span);
    else bands.push({ chunks: entry.chunks.sort((a, b) => a.index - b.index), spans: [entry.span] });
  }
  return bands.sort((a, b) => a.chunks[0].index - b.chunks[0].index || a.spans[0].start - b.spans[0].start);
}

function sameChunks(a: readonly Chunk[], b: readonly Chunk[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

const PART = /^(.*) \[part (\d+)\]$/;

/**
 * `chunk 7 · 412/900 tok · API › Auth › JWT` for a one-chunk band; `chunks 3–5 · Report [part 1..3]` when one
 * run of text produced several chunks (the heading of each, its parts collapsed into a range).
 */
export function bandLabel(band: Band, limit: Size | undefined): string {
  const [first] = band.chunks;
  if (band.chunks.length === 1) return decorationLabel(first, limit);
  const last = band.chunks[band.chunks.length - 1];
  const consecutive = last.index - first.index === band.chunks.length - 1;
  const numbers = consecutive ? `chunks ${first.index + 1}–${last.index + 1}` : `chunks ${band.chunks.map((c) => c.index + 1).join(', ')}`;
  const heading = headingsOf(band.chunks);
  return heading ? `${numbers} · ${heading}` : numbers;
}

/** `Report [part 1..3]` when every chunk is a part of one heading, else the first and last headings. */
function headingsOf(chunks: readonly Chunk[]): string {
  const headings = chunks.map((c) => c.heading?.heading ?? c.headingsPath[c.headingsPath.length - 1] ?? '');
  const parts = headings.map((h) => PART.exec(h));
  if (parts.every((m) => m && m[1] === parts[0]![1])) {
    return `${shortHeadingPath([parts[0]![1]])} [part ${parts[0]![2]}..${parts[parts.length - 1]![2]}]`;
  }
  const distinct = [...new Set(headings.filter(Boolean))];
  if (distinct.length <= 1) return shortHeadingPath(distinct);
  return `${shortHeadingPath([distinct[0]])} … ${shortHeadingPath([distinct[distinct.length - 1]])}`;
}

/**
 * One label per line: a band that starts on the line where an earlier band starts (a paragraph cut in the
 * middle of its line) has no label of its own; the earlier band's label names the chunks of both, since an
 * editor shows one label per line.
 */
export function bandLabels(bands: readonly Band[], firstLineOf: (band: Band) => number, limit: Size | undefined): string[] {
  const byLine = new Map<number, Band[]>();
  for (const band of bands) {
    const line = firstLineOf(band);
    const sharing = byLine.get(line);
    // Pushed, not copied: a line without spaces can start tens of thousands of bands.
    if (sharing) sharing.push(band);
    else byLine.set(line, [band]);
  }
  return bands.map((band) => {
    const sharing = byLine.get(firstLineOf(band))!;
    if (sharing.length === 1) return bandLabel(band, limit);
    if (sharing[0] !== band) return '';
    const chunks = [...new Set(sharing.flatMap((b) => b.chunks))].sort((a, b) => a.index - b.index);
    return bandLabel({ chunks, spans: sharing.flatMap((b) => b.spans) }, limit);
  });
}

/** Whether any chunk of the band is over the strategy's cap. */
export function bandOversized(band: Band, limit: Size | undefined): boolean {
  return band.chunks.some((c) => isOversized(c, limit));
}

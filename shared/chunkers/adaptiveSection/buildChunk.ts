// Turns section groups into chunks with ADR-039's multi-section metadata (section headings, primary section,
// section pages).

import type { Chunk, ChunkNote, Span } from '../../model/types';
import type { StrategyContext } from '../types';
import type { Section } from './extractSections';
import { type GroupEnd, SECTION_SEPARATOR } from './mergeSections';
import { pageOfOffset, pagesOfSpan } from './pageOfOffset';

/** Where pages are known: the page-break offsets of the document; undefined when it marks no pages. */
export type PageBreaks = readonly number[] | undefined;

/** One chunk of merged small sections: their texts joined by a blank line, one span per section. */
export function mergedChunk(sections: Section[], end: GroupEnd, index: number, ctx: StrategyContext, breaks: PageBreaks): Chunk {
  const content = sections.map((s) => s.text).join(SECTION_SEPARATOR);
  const note: ChunkNote =
    end === 'budget'
      ? { reason: 'budget', detail: 'the next section would take the merged chunk over the cap' }
      : end === 'large-next'
        ? { reason: 'heading', detail: 'the next section is large and stands alone' }
        : { reason: 'end', detail: 'end of the document' };
  return sectionChunk(sections, content, sections.map((s) => ({ ...s.span })), index, ctx, breaks, [note]);
}

/** One chunk of a large section: the whole section, or piece `part` of `parts` when it was over the cap. */
export function standaloneChunk(section: Section, piece: Span, part: number, parts: number, index: number, ctx: StrategyContext, text: string, breaks: PageBreaks): Chunk {
  const note: ChunkNote =
    parts === 1
      ? { reason: 'heading', detail: `a large section (${section.tokens} tokens) stands alone` }
      : { reason: 'budget', detail: `part ${part} of ${parts} of a large section (${section.tokens} tokens) over the cap` };
  const chunk = sectionChunk([section], text.slice(piece.start, piece.end), [{ ...piece }], index, ctx, breaks, [note]);
  if (parts > 1 && chunk.heading) chunk.heading.heading += ` [part ${part}]`;
  if (breaks) chunk.pages = pagesOfSpan(breaks, piece);
  return chunk;
}

function sectionChunk(sections: Section[], content: string, spans: Span[], index: number, ctx: StrategyContext, breaks: PageBreaks, notes: ChunkNote[]): Chunk {
  const first = sections[0];
  const headed = sections.filter((s) => s.heading !== undefined);
  const chunk: Chunk = {
    index,
    id: `${ctx.documentId}_chunk_${index}`,
    strategy: 'adaptive-section',
    type: 'section',
    content,
    tokens: ctx.tokenizer.count(content),
    spans,
    headingsPath: first.heading !== undefined ? [...first.parentHeadings, first.heading] : first.parentHeadings,
    sectionHeadings: headed.map((s) => s.heading!),
    blockRange: { start: first.blocks[0].index, end: sections[sections.length - 1].blocks.at(-1)!.index },
    notes,
  };
  if (headed.length) {
    chunk.primarySection = headed[0].heading;
    chunk.heading = { level: headed[0].level ?? 1, heading: headed[0].heading!, parentHeadings: headed[0].parentHeadings };
  }
  if (breaks) {
    chunk.pages = [...new Set(spans.flatMap((s) => pagesOfSpan(breaks, s)))].sort((a, b) => a - b);
    chunk.sectionPages = {};
    for (const s of headed) (chunk.sectionPages[s.heading!] ??= []).push(pageOfOffset(breaks, s.span.start));
  }
  return chunk;
}

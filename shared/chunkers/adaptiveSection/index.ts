// Strategy `adaptive-section`: ADR-039 adaptive section-aware chunking (spec/adaptive-section-aware-adr039.md).

import type { Chunk, ParsedDocument, Problem } from '../../model/types';
import type { ChunkResult, Strategy, StrategyContext } from '../types';
import { mergedChunk, standaloneChunk } from './buildChunk';
import { extractSections } from './extractSections';
import { mergeSections } from './mergeSections';
import { findPageBreaks } from './pageOfOffset';
import { sectionPagesOf } from './sectionPages';
import { splitLargeSection } from './splitLargeSection';
import { flatText } from '../../text/documentText';

/** Sections → adaptive groups → chunks; large sections over the cap are split under it. */
function chunkAdaptiveSection(doc: ParsedDocument, ctx: StrategyContext): ChunkResult {
  const maxTokens = ctx.budgets.maxTokens ?? 1800;
  const largeThreshold = ctx.budgets.largeThreshold ?? 1200;
  const text = flatText(doc.text);
  const found = findPageBreaks(text);
  const breaks = found.length ? found : undefined;
  const chunks: Chunk[] = [];
  const problems: Problem[] = [];
  const sections = extractSections(doc, ctx.tokenizer);
  for (const group of mergeSections(sections, { maxTokens, largeThreshold }, ctx.tokenizer)) {
    if (group.kind === 'merged') {
      chunks.push(mergedChunk(group.sections, group.end, chunks.length, ctx, breaks));
      continue;
    }
    const { section } = group;
    const split = section.tokens > maxTokens ? splitLargeSection(text, section, maxTokens, ctx.tokenizer) : { pieces: [section.span], problems: [] };
    problems.push(...split.problems);
    split.pieces.forEach((piece, i) => {
      chunks.push(standaloneChunk(section, piece, i + 1, split.pieces.length, chunks.length, ctx, text, breaks));
    });
  }
  return { chunks, problems };
}

export const adaptiveSectionStrategy: Strategy = {
  id: 'adaptive-section',
  description: 'ADR-039: sections over 1200 tokens stand alone, smaller ones merge up to 1800 tokens; multi-section metadata',
  inputKinds: ['markdown', 'text'],
  defaultTokenizer: 'o200k_base',
  defaults: { maxTokens: 1800, largeThreshold: 1200 },
  chunk: chunkAdaptiveSection,
  toRecord: (chunk: Chunk) => ({
    content: chunk.content,
    tokens: chunk.tokens,
    chunk_order_index: chunk.index,
    section_headings: chunk.sectionHeadings ?? [],
    primary_section: chunk.primarySection ?? null,
    section_pages: sectionPagesOf(chunk),
    source_spans: chunk.spans.map((s) => ({ ...s })),
  }),
};

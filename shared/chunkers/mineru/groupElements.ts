// Processing flow (spec "Processing Flow"): walks the elements in order, skips empty ones, and groups the rest
// into chunks at page, heading and size boundaries. Sizes are code points (Python len()).

import type { Block, Chunk, ParsedDocument, Problem } from '../../model/types';
import { getTokenizer } from '../../tokenizers';
import type { ChunkResult, StrategyContext } from '../types';
import { boundaryBefore, ELEMENT_SEPARATOR, type MineruCut } from './boundary';
import { classifyChunk, hasTable } from './chunkType';

const codePoints = (text: string): number => getTokenizer('chars').count(text);

/**
 * Chunks a parsed content_list. Elements with no text (empty items, page furniture, images without captions)
 * are skipped and open no boundary. An element larger than `maxChars` on its own is kept whole, as the spec's
 * algorithm never splits an element, and reported as CK001 so that the cap violation is never silent.
 */
export function chunkMineru(doc: ParsedDocument, ctx: StrategyContext): ChunkResult {
  const maxChars = ctx.budgets.maxChars ?? 2000;
  const chunks: Chunk[] = [];
  const problems: Problem[] = [];
  let open: Block[] = [];
  let openSize = 0;

  const close = (reason: MineruCut | 'end'): void => {
    if (!open.length) return;
    const chunk = buildChunk(open, chunks.length, reason, ctx);
    if (openSize > maxChars) {
      problems.push({
        span: open[0].span,
        code: 'CK001',
        severity: 'warning',
        message: `Chunk ${chunk.index + 1} has ${openSize} characters [Expected: ≤ ${maxChars}]: one element larger than the limit is kept whole, as the MinerU chunker never splits an element`,
      });
    }
    chunks.push(chunk);
    open = [];
    openSize = 0;
  };

  for (const block of doc.blocks) {
    if (block.kind !== 'element' || block.text === '') continue;
    const size = codePoints(block.text);
    if (open.length) {
      const cut = boundaryBefore(open[0].page ?? 0, openSize, block, size, maxChars);
      if (cut) close(cut);
    }
    openSize = open.length ? openSize + ELEMENT_SEPARATOR.length + size : size;
    open.push(block);
  }
  close('end');
  return { chunks, problems };
}

function buildChunk(elements: Block[], index: number, reason: MineruCut | 'end', ctx: StrategyContext): Chunk {
  const content = elements.map((e) => e.text).join(ELEMENT_SEPARATOR);
  const first = elements[0];
  const last = elements[elements.length - 1];
  return {
    index,
    id: `${ctx.documentId}_chunk_${index}`,
    strategy: 'mineru',
    type: classifyChunk(elements),
    content,
    tokens: ctx.tokenizer.count(content),
    spans: elements.map((e) => ({ ...e.span })),
    headingsPath: first.meta?.heading ? [...first.headingPath, first.text] : first.headingPath,
    pages: [...new Set(elements.map((e) => e.page ?? 0))].sort((a, b) => a - b),
    blockRange: { start: first.index, end: last.index },
    hasTable: hasTable(elements),
    notes: [{ reason, detail: cutDetail(reason) }],
  };
}

function cutDetail(reason: MineruCut | 'end'): string {
  switch (reason) {
    case 'page':
      return 'the next element is on another page';
    case 'heading':
      return 'the next element is a heading (text_level ≤ 2)';
    case 'budget':
      return 'the next element would take the chunk over the character limit';
    case 'end':
      return 'end of the content list';
  }
}

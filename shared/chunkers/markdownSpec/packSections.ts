// §6–§8: walks the blocks section by section and packs them into chunks under the token budgets.

import type { Block, Chunk, ChunkType, ParsedDocument } from '../../model';
import type { ChunkResult, StrategyContext } from '../types';
import { specChunkId } from './chunkId';

const CONTENT_KINDS = new Set(['paragraph', 'list', 'table', 'code', 'quote', 'html']);

function chunkTypeOf(block: Block): ChunkType {
  switch (block.kind) {
    case 'list':
    case 'table':
    case 'code':
    case 'quote':
      return block.kind;
    default:
      return 'paragraph';
  }
}

/** Packs content blocks of each section into chunks; headings and horizontal rules close the open chunk. */
export function chunkMarkdownSpec(doc: ParsedDocument, ctx: StrategyContext): ChunkResult {
  const max = ctx.budgets.maxTokens ?? 900;
  const target = ctx.budgets.targetTokens ?? 650;
  const chunks: Chunk[] = [];
  let open: Block[] = [];
  let openTokens = 0;

  const close = (): void => {
    if (!open.length) return;
    const first = open[0];
    const last = open[open.length - 1];
    const content = doc.text.slice(first.span.start, last.span.end);
    const types = new Set(open.map(chunkTypeOf));
    const type: ChunkType = types.size === 1 ? [...types][0] : 'mixed';
    chunks.push({
      index: chunks.length,
      id: specChunkId(ctx.documentId, first.index, last.index, first.span.start, last.span.end),
      strategy: 'markdown-spec',
      type,
      content,
      tokens: ctx.tokenizer.count(content),
      spans: [{ start: first.span.start, end: last.span.end }],
      headingsPath: first.headingPath,
      blockRange: { start: first.index, end: last.index },
      notes: [],
    });
    open = [];
    openTokens = 0;
  };

  for (const block of doc.blocks) {
    if (block.kind === 'heading' || block.kind === 'thematicBreak') {
      close();
      continue;
    }
    if (!CONTENT_KINDS.has(block.kind) || (block.kind === 'html' && block.meta?.comment)) continue;
    const tokens = ctx.tokenizer.count(block.text);
    if (open.length && (openTokens + tokens > max || openTokens >= target)) close();
    open.push(block);
    openTokens += tokens;
  }
  close();
  return { chunks, problems: [] };
}

// Final P blocks → chunklens chunks: stripped content, real tokens, source spans per content line (overlap
// copies marked), the heading with its [part n], blockids, and the notes of every stage.

import { fastHash } from '../../text/hash';
import type { Chunk, ChunkType, SourceSpan } from '../../model/types';
import type { StrategyContext } from '../types';
import { stripPartSuffixes } from './partLabeling';
import type { PBlock } from './pBlock';

/** One chunk per non-blank block, indexed in order (chunk_order_index). */
export function toChunks(blocks: PBlock[], ctx: StrategyContext): Chunk[] {
  const chunks: Chunk[] = [];
  for (const block of blocks) {
    const content = block.content.trim();
    if (!content) continue;
    const index = chunks.length;
    const lines = block.paras.map((p) => p.block);
    const plainHeading = stripPartSuffixes(block.heading);
    chunks.push({
      index,
      id: `${ctx.documentId}#p${index}-${fastHash(content)}`,
      strategy: 'paragraph-semantic',
      type: typeOf(block),
      content,
      tokens: block.tokens,
      spans: spansOf(block),
      headingsPath: plainHeading ? [...block.parentHeadings, plainHeading] : [...block.parentHeadings],
      heading: { level: block.level, heading: block.heading, parentHeadings: [...block.parentHeadings] },
      blockRange: { start: lines.reduce((a, b) => Math.min(a, b)), end: lines.reduce((a, b) => Math.max(a, b)) },
      ...(block.blockIds.length ? { sidecarIds: [...block.blockIds] } : {}),
      notes: block.notes.length ? dedupNotes(block.notes) : [{ reason: 'heading', detail: 'heading-aligned block' }],
    });
  }
  return chunks;
}

function typeOf(block: PBlock): ChunkType {
  const tables = block.paras.filter((p) => p.isTable).length;
  if (tables === 0) return block.role === 'none' ? 'text' : 'table';
  return tables === block.paras.length ? 'table' : 'mixed';
}

/**
 * The spans of the sources the chunk's paragraphs came from, in source order; a span is overlap only if all its
 * paragraphs are. A character-split piece's leading R overlap is a span of its own, marked overlap.
 */
function spansOf(block: PBlock): SourceSpan[] {
  const bySpan = new Map<string, SourceSpan>();
  const add = (span: SourceSpan, overlap: boolean | undefined) => {
    const key = `${span.start}:${span.end}`;
    const known = bySpan.get(key);
    if (!known) bySpan.set(key, overlap ? { ...span, overlap: true } : { ...span });
    else if (!overlap) delete known.overlap;
  };
  for (const p of block.paras) {
    const cut = p.span.start + (p.overlapChars ?? 0);
    if (cut > p.span.start) add({ start: p.span.start, end: cut }, true);
    if (cut < p.span.end || cut === p.span.start) add({ start: cut, end: p.span.end }, p.overlap);
  }
  return [...bySpan.values()].sort((a, b) => a.start - b.start);
}

function dedupNotes(notes: PBlock['notes']): PBlock['notes'] {
  const seen = new Set<string>();
  return notes.filter((n) => {
    const key = `${n.reason}|${n.detail ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

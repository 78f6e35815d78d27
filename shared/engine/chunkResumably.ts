// Re-chunks a new document version from the first chunk an edit can affect, for strategies that merge across
// sections and declare `resumable` (see its contract in chunkers/types.ts): the chunks before it are kept.

import type { ChunkResult, Strategy, StrategyContext } from '../chunkers/types';
import { detachString } from '../text/detachString';
import type { Chunk, ParsedDocument, Problem } from '../model/types';
import type { BlockChange } from '../parse/incrementalMarkdown';

export interface ResumableMemo {
  mode: 'resumable';
  key: string;
  tokenizer: StrategyContext['tokenizer'];
  chunks: Chunk[];
  problems: Problem[];
}

/**
 * Chunks `doc`, keeping the chunks of `previous` that end more than one block before the edit, and resuming
 * at the start of the first chunk after them (which itself starts before the edit).
 */
export function chunkResumably(
  strategy: Strategy,
  hook: NonNullable<Strategy['resumable']>,
  doc: ParsedDocument,
  ctx: StrategyContext,
  key: string,
  change: BlockChange | undefined,
  previous: ResumableMemo | undefined,
): { result: ChunkResult; memo: ResumableMemo } {
  const old = previous && change && previous.chunks.every((c) => c.blockRange) ? previous.chunks : [];
  const startOf = (i: number) => old[i].blockRange!.start;
  let keep = 0;
  while (keep < old.length && old[keep].blockRange!.end + 1 < change!.firstBlock) keep++;
  if (keep === old.length && keep > 0) keep--;
  while (keep > 0 && startOf(keep) >= change!.firstBlock) keep--;
  const kept = old.slice(0, keep);
  const from = keep > 0 ? startOf(keep) : 0;
  const resumeAt = doc.blocks[from]?.span.start ?? doc.text.length;
  const blocks = doc.blocks.slice(from).map((block, i) => ({ ...block, index: i }));
  const tail = strategy.chunk({ ...doc, blocks }, ctx);
  const chunks = kept.concat(
    tail.chunks.map((c, i) => {
      const placed: Chunk = { ...c, index: keep + i, content: detachString(c.content) };
      if (c.blockRange) placed.blockRange = { start: c.blockRange.start + from, end: c.blockRange.end + from };
      placed.id = hook.idOf(placed, ctx);
      return placed;
    }),
  );
  const problems = (keep > 0 ? previous!.problems.filter((p) => p.span.start < resumeAt) : []).concat(tail.problems);
  return { result: { chunks, problems }, memo: { mode: 'resumable', key, tokenizer: ctx.tokenizer, chunks, problems } };
}

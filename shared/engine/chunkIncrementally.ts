// Chunks a new document version reusing the previous version's chunks where their input did not change, for
// strategies that declare `sectionwise` (they restart at every heading): runs of blocks before the edit keep
// their chunks, runs after it get theirs moved by the edit, and only runs the edit touched are re-chunked.
// Strategies that declare `resumable` are re-chunked from the first chunk the edit can affect
// (chunkResumably.ts); others are re-run on the whole document. The result equals `strategy.chunk(doc)`.

import type { ChunkResult, Strategy, StrategyContext } from '../chunkers/types';
import { detachString } from '../text/detachString';
import type { Block, Chunk, ParsedDocument, Problem, SourceSpan } from '../model/types';
import type { BlockChange } from '../parse/incrementalMarkdown';
import { chunkResumably, type ResumableMemo } from './chunkResumably';
import { forgetId, withLazyId, type IdOf } from './lazyChunkId';
import { indexOfKey } from '../text/sortedSearch';

interface Run {
  firstBlock: number;
  blockCount: number;
  /** Index of the run's first chunk in the whole document. */
  firstChunk: number;
  headingPath: string[];
  /** Chunks placed in the version the run was chunked or moved in (final index and id), and problems. */
  chunks: Chunk[];
  problems: Problem[];
}

/** The chunk memo of one document version; `key` and `tokenizer` name the context it holds for. */
export type ChunkMemo =
  | { mode: 'sectionwise'; key: string; tokenizer: StrategyContext['tokenizer']; runs: Run[] }
  | ResumableMemo;

/** Where a run of the new version lies, in blocks and chunks. */
export interface RunExtent {
  readonly firstBlock: number;
  readonly firstChunk: number;
  readonly chunks: readonly Chunk[];
}

/**
 * Which heading runs a sectionwise re-chunk produced anew: runs before `firstRun` are the previous version's
 * (same chunks, same places); runs from `endRun` on are the previous version's last runs moved by `charDelta`
 * characters and renumbered by `chunkDelta` chunks; the runs between were chunked again.
 */
export interface RunEdit {
  runs: readonly RunExtent[];
  firstRun: number;
  endRun: number;
  charDelta: number;
  chunkDelta: number;
}

export interface IncrementalChunks {
  result: ChunkResult;
  memo: ChunkMemo | undefined;
  /** Present when the previous version's runs were reused (sectionwise strategies only). */
  runEdit?: RunEdit;
}

/**
 * Chunks `doc` with `strategy`, reusing `previous` (the memo of the previous version, made under the same
 * strategy, context and budgets) according to `change`, the block change from the incremental parse.
 */
export function chunkIncrementally(
  strategy: Strategy,
  doc: ParsedDocument,
  ctx: StrategyContext,
  change: BlockChange | undefined,
  previous: ChunkMemo | undefined,
): IncrementalChunks {
  const key = JSON.stringify([strategy.id, ctx.documentId, ctx.budgets]);
  const usable = previous && previous.key === key && previous.tokenizer === ctx.tokenizer && change ? previous : undefined;
  if (strategy.resumable) {
    return chunkResumably(strategy, strategy.resumable, doc, ctx, key, change, usable?.mode === 'resumable' ? usable : undefined);
  }
  const hook = strategy.sectionwise;
  if (!hook) return { result: strategy.chunk(doc, ctx), memo: undefined };
  const reusable = usable?.mode === 'sectionwise' ? usable : undefined;

  const runs: Run[] = [];
  const chunks: Chunk[] = [];
  const problems: Problem[] = [];
  const idOf: IdOf = (c) => hook.idOf(c, ctx);
  const take = (run: Run): void => {
    runs.push(run);
    for (const chunk of run.chunks) chunks.push(chunk);
    for (const p of run.problems) problems.push(p);
  };
  const old = reusable && change ? reusable.runs : [];
  // Runs that end (with their closing heading) before the change are the previous version's.
  while (runs.length < old.length && change && endingHeading(doc.blocks, old[runs.length].firstBlock + old[runs.length].blockCount) < change.firstBlock) take(old[runs.length]);
  const kept = runs.length;
  const last = runs[kept - 1];
  const coreStart = last ? last.firstBlock + last.blockCount : 0;
  // The runs from the first block after the change are the previous version's, moved, when a run starts there.
  const tailAt =
    change && (change.newEnd === 0 || (doc.blocks[change.newEnd]?.kind === 'heading' && !opensRun(doc.blocks[change.newEnd - 1]))) ? indexOfKey(old, (run) => run.firstBlock, change.oldEnd) : -1;
  const coreEnd = tailAt >= 0 ? change!.newEnd : doc.blocks.length;
  for (const [a, b] of headingRuns(doc.blocks, coreStart, coreEnd)) take(chunkRun(strategy, doc, a, b, ctx, chunks.length, idOf));
  let tail = -1;
  if (tailAt >= 0 && change) {
    const indexDelta = change.newEnd - change.oldEnd;
    for (let i = tailAt; i < old.length; i++) {
      const run = old[i];
      const a = run.firstBlock + indexDelta;
      if (change.tailPathsKept || samePath(run.headingPath, doc.blocks[a].headingPath)) {
        if (tail < 0) tail = runs.length;
        take(moveRun(run, indexDelta, change.charDelta, chunks.length));
      } else {
        tail = -1;
        take(chunkRun(strategy, doc, a, a + run.blockCount, ctx, chunks.length, idOf));
      }
    }
  }
  const memo: ChunkMemo = { mode: 'sectionwise', key, tokenizer: ctx.tokenizer, runs };
  if (!reusable || !change) return { result: { chunks, problems }, memo };
  const endRun = tail < 0 ? runs.length : tail;
  const runEdit: RunEdit = {
    runs,
    firstRun: Math.min(kept, endRun),
    endRun,
    charDelta: change.charDelta,
    chunkDelta: chunks.length - reusable.runs.reduce((n, r) => n + r.chunks.length, 0),
  };
  return { result: { chunks, problems }, memo, runEdit };
}

/**
 * `[first, end)` block ranges of `[from, to)` that each start at a heading, or at the opening markers right
 * before it (or at `from`, itself a run start), and end before the next.
 */
function headingRuns(blocks: readonly Block[], from: number, to: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = from;
  for (let i = from + 1; i < to; i++) {
    if (blocks[i].kind !== 'heading') continue;
    let runStart = i;
    while (runStart > start && opensRun(blocks[runStart - 1])) runStart--;
    if (runStart > start) {
      runs.push([start, runStart]);
      start = runStart;
    }
  }
  if (to > from) runs.push([start, to]);
  return runs;
}

/**
 * A marker that opens a container (`role: 'open'`): right before a heading it opens what the heading begins,
 * so it starts the heading's run (see `sectionwise` in chunkers/types.ts).
 */
function opensRun(block: Block | undefined): boolean {
  return block?.kind === 'marker' && block.meta?.role === 'open';
}

/** The heading that ends a run at block `end`: past the opening markers that start the next run (or `end`). */
function endingHeading(blocks: readonly Block[], end: number): number {
  let i = end;
  while (i < blocks.length && opensRun(blocks[i])) i++;
  return i < blocks.length && blocks[i].kind === 'heading' ? i : end;
}

/**
 * Chunks the blocks `[a, b)` alone. The heading that ends the run goes along (it is no content and makes no
 * chunk; the opening markers before it, which start the next run, do not) so that the run's last chunk records
 * the same cut reason as in a whole-document run; a run is therefore reused only when the edit starts after
 * that heading.
 */
function chunkRun(strategy: Strategy, doc: ParsedDocument, a: number, b: number, ctx: StrategyContext, firstIndex: number, idOf: IdOf): Run {
  const ending = endingHeading(doc.blocks, b);
  const runBlocks = ending < doc.blocks.length ? [...doc.blocks.slice(a, b), doc.blocks[ending]] : doc.blocks.slice(a, b);
  const blocks = runBlocks.map((block, i) => ({ ...block, index: i }));
  const result = strategy.chunk({ ...doc, blocks }, ctx);
  const chunks = result.chunks.map((c, i) => {
    const placed: Chunk = { ...c, index: firstIndex + i, content: detachString(c.content), spans: c.spans.map(copySpan) };
    if (c.blockRange) placed.blockRange = { start: c.blockRange.start + a, end: c.blockRange.end + a };
    return withLazyId(placed, idOf);
  });
  const problems = result.problems.map((p) => ({ ...p, span: { start: p.span.start, end: p.span.end } }));
  return { firstBlock: a, blockCount: b - a, firstChunk: firstIndex, headingPath: doc.blocks[a].headingPath, chunks, problems };
}

/**
 * A chunk's own copy of a span, made by one of two literals: the spans a chunker returns come from many
 * object shapes (spread from blocks and pieces), and moving them was a megamorphic write per span.
 */
function copySpan(s: SourceSpan): SourceSpan {
  return s.overlap === undefined ? { start: s.start, end: s.end } : { start: s.start, end: s.end, overlap: s.overlap };
}

/**
 * The run moved by the edit, its chunks renumbered from `firstIndex`; their ids are recomputed when next read
 * (lazyChunkId.ts). The run, its chunks, problems and their spans are updated in place (the previous
 * version's analysis is superseded by this one; see `sectionwise` in chunkers/types.ts): copying every chunk
 * after the edit on every keystroke was the cost of big documents.
 */
function moveRun(run: Run, indexDelta: number, charDelta: number, firstIndex: number): Run {
  if (indexDelta === 0 && charDelta === 0 && run.firstChunk === firstIndex) return run;
  for (let i = 0; i < run.chunks.length; i++) {
    const c = run.chunks[i];
    c.index = firstIndex + i;
    for (const s of c.spans) {
      s.start += charDelta;
      s.end += charDelta;
    }
    if (c.blockRange) {
      c.blockRange.start += indexDelta;
      c.blockRange.end += indexDelta;
    }
    forgetId(c);
  }
  for (const p of run.problems) {
    p.span.start += charDelta;
    p.span.end += charDelta;
  }
  run.firstBlock += indexDelta;
  run.firstChunk = firstIndex;
  return run;
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}

// The chunks of a library strategy from the library's output pieces: each piece's text mapped back to source
// spans, the part an earlier chunk already holds marked as overlap, and a `normalized` note where the library
// rewrote the text.

import { fastHash } from '../text/hash';
import type { Chunk, ChunkNote, ChunkParent, SourceSpan, StrategyId } from '../model/types';
import { sliceCounterOf, type Tokenizer } from '../tokenizers';
import type { SliceCounter } from '../tokenizers/sliceCounter';
import { isExact, spansOf, type MappedText } from './mappedText';

/** One output piece of a library: its mapped text, the heading path it carries and the library's own record. */
export interface LibraryPiece {
  content: MappedText;
  headingsPath: string[];
  /** The larger pieces it descends from, where the library keeps a hierarchy. */
  parents?: ChunkParent[];
  record: Record<string, unknown>;
}

/**
 * Spans with the parts before `coveredTo` (already in an earlier chunk), or before the end of an earlier span of
 * the same chunk, marked as overlap: a library whose overlap is applied twice (Haystack's recursive splitter, at
 * each level of its recursion) writes a chunk whose text goes back in the source.
 */
export function markOverlap(spans: SourceSpan[], coveredTo: number): SourceSpan[] {
  const out: SourceSpan[] = [];
  let covered = coveredTo;
  for (const s of spans) {
    if (s.end <= covered) out.push({ ...s, overlap: true });
    else if (s.start < covered) out.push({ start: s.start, end: covered, overlap: true }, { start: covered, end: s.end });
    else out.push({ ...s });
    covered = Math.max(covered, s.end);
  }
  return out;
}

/**
 * Chunks of `strategy` from `pieces` in order, cut from `source` (the text the library split); `splitter`
 * names the library's class, `rewrite` how it rewrites text. A chunk whose every character comes from the
 * source is counted as its slices of the source (Tokenizer.sliceCounter), any other as text.
 *
 * Why slices: the chunks of a long run of letters without spaces (a line of random letters, one piece for the
 * byte-pair encoder) are counted from one pass over the run, a few bytes per chunk, instead of a pass over each
 * chunk: `openai-file-search` spent 2.5 s of its 6 s on two million letters counting its chunks.
 */
export function toLibraryChunks(strategy: StrategyId, splitter: string, rewrite: string, pieces: LibraryPiece[], tokenizer: Tokenizer, source: string): Chunk[] {
  let coveredTo = 0;
  let counter: SliceCounter | undefined;
  return pieces.map((piece, index): Chunk => {
    const content = piece.content.text;
    const sourceSpans = spansOf(piece.content);
    const fromSource = content !== '' && piece.content.segments.every((seg) => seg.at !== undefined);
    const spans = markOverlap(sourceSpans, coveredTo);
    for (const s of spans) coveredTo = Math.max(coveredTo, s.end);
    const section = piece.headingsPath.length > 0;
    const notes: ChunkNote[] = [{ reason: index === pieces.length - 1 ? 'end' : section ? 'heading' : 'budget', detail: splitter }];
    if (!isExact(piece.content)) notes.push({ reason: 'normalized', detail: rewrite });
    const chunk: Chunk = {
      index,
      id: `${strategy}-${index}-${fastHash(content)}`,
      strategy,
      type: section ? 'section' : 'text',
      content,
      tokens: fromSource ? (counter ??= sliceCounterOf(tokenizer, source)).countUpTo(sourceSpans, Infinity) : tokenizer.count(content),
      spans,
      headingsPath: piece.headingsPath,
      notes,
      libraryRecord: piece.record,
    };
    if (piece.parents) chunk.parents = piece.parents;
    return chunk;
  });
}

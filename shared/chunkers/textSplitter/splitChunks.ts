// The crate's two splitters over one engine: TextSplitter (line-break levels, trim `all`) and MarkdownSplitter
// (Markdown levels, trim that keeps indentation), with a ChunkConfig of capacity, overlap, trim and sizer.

import type { Tokenizer } from '../../tokenizers';
import { probeMaxSize } from './memoizedSizer';
import type { ChunkCapacity } from './chunkCapacity';
import { lineBreakLevels } from './lineBreakLevels';
import { MARKDOWN_LEVELS, markdownLevels } from './markdownLevels';
import { PLAIN_LEVELS } from './sections';
import { textChunks, type ChunkRange } from './textChunks';
import { measureText, type TextMeasure } from './textMeasure';

/** The crate's ChunkConfig: capacity, overlap (in the sizer's units), whether to trim. */
export interface ChunkConfig {
  capacity: ChunkCapacity;
  overlap: number;
  trim: boolean;
}

/** Which of the crate's splitters to run. */
export type SplitterKind = 'text' | 'markdown';

/**
 * The chunks of `text` as `splitter.chunk_indices(text)` gives them, as UTF-16 ranges, with `tokenizer` as the
 * sizer (`chars`: the crate's default Characters sizer, code points).
 */
export function splitChunks(kind: SplitterKind, text: string, config: ChunkConfig, tokenizer: Tokenizer): ChunkRange[] {
  const measure = measureText(text);
  return textChunks({
    measure,
    items: kind === 'markdown' ? markdownLevels(text) : lineBreakLevels(text),
    kind: kind === 'markdown' ? MARKDOWN_LEVELS : PLAIN_LEVELS,
    capacity: config.capacity,
    overlap: config.overlap,
    trim: config.trim ? (kind === 'markdown' ? 'preserveIndentation' : 'all') : 'none',
    size: sliceSize(measure, tokenizer, Math.max(probeMaxSize(config.capacity), config.overlap)),
  });
}

/**
 * A slice's size under `tokenizer`, exact up to `limit` (every size the engine compares is at most the probe
 * maximum, so counting may stop past it); code points from the prefix counts for `chars`.
 */
function sliceSize(measure: TextMeasure, tokenizer: Tokenizer, limit: number) {
  if (tokenizer.id === 'chars') return (start: number, end: number) => measure.points[end] - measure.points[start];
  return (start: number, end: number) => tokenizer.countUpTo(measure.text.slice(start, end), limit);
}

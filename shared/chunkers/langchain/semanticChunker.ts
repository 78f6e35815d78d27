// LangChain's SemanticChunker (langchain_experimental/text_splitter.py, langchain-experimental 0.4.1): sentences
// by `re.split(sentence_split_regex)`, each embedded with `buffer_size` neighbours on both sides, a breakpoint
// where the cosine distance to the next group passes a threshold (percentile, standard deviation, interquartile,
// gradient, or the one `number_of_chunks` implies), and the sentences between breakpoints joined by one space.

import { joinPieces, wholeText, type MappedText, type Pieces } from '../mappedText';
import { cosineSimilarity, gradient, mean, percentile, standardDeviation } from '../semanticMath';
import { findSeparators } from './splitWithSeparator';

/** `BreakpointThresholdType`. */
export const BREAKPOINT_TYPES = ['percentile', 'standard_deviation', 'interquartile', 'gradient'] as const;
export type BreakpointType = (typeof BREAKPOINT_TYPES)[number];

/** `BREAKPOINT_DEFAULTS`: the threshold amount each type takes when `breakpoint_threshold_amount` is None. */
export const BREAKPOINT_DEFAULTS: Record<BreakpointType, number> = { percentile: 95, standard_deviation: 3, interquartile: 1.5, gradient: 95 };

/** The constructor arguments the algorithm reads (`embeddings` is the caller's; `add_start_index` only shapes records). */
export interface SemanticChunkerArgs {
  buffer_size: number;
  breakpoint_threshold_type: BreakpointType;
  breakpoint_threshold_amount: number | null;
  number_of_chunks: number | null;
  sentence_split_regex: string;
  min_chunk_size: number | null;
}

/** `_get_single_sentences_list`: `re.split(regex, text)`, empty pieces kept, as offsets into `text`. */
export function sentencePieces(text: string, regex: string): Pieces {
  const pieces: Pieces = { starts: [], ends: [] };
  let at = 0;
  for (const [start, end] of findSeparators(text, regex, true)) {
    pieces.starts.push(at);
    pieces.ends.push(start);
    at = end;
  }
  pieces.starts.push(at);
  pieces.ends.push(text.length);
  return pieces;
}

/** `combine_sentences`: sentence i with up to `buffer` sentences before and after it, joined by one space. */
export function combinedSentences(sentences: readonly string[], buffer: number): string[] {
  return sentences.map((_, i) => sentences.slice(Math.max(0, i - buffer), Math.min(sentences.length, i + buffer + 1)).join(' '));
}

/** Whether `split_text` returns its sentences without embedding them (one sentence; two under "gradient"). */
function embedsNothing(count: number, args: SemanticChunkerArgs): boolean {
  return count === 1 || (args.breakpoint_threshold_type === 'gradient' && count === 2);
}

/** The texts `split_text(text)` sends to `embed_documents`, in order (none where it returns early). */
export function semanticChunkerEmbedTexts(text: string, args: SemanticChunkerArgs): string[] {
  const pieces = sentencePieces(text, args.sentence_split_regex);
  if (embedsNothing(pieces.starts.length, args)) return [];
  return combinedSentences(pieces.starts.map((s, i) => text.slice(s, pieces.ends[i])), args.buffer_size);
}

/**
 * `split_text(text)` with `vectors` the embeddings of `semanticChunkerEmbedTexts(text, args)`, each chunk's text
 * mapped to `text` (the joining spaces are inserted text). Its output, in order, empty chunks included.
 */
export function semanticChunkerSplit(text: string, args: SemanticChunkerArgs, vectors: ReadonlyArray<readonly number[]>): MappedText[] {
  const base = wholeText(text);
  const pieces = sentencePieces(text, args.sentence_split_regex);
  const count = pieces.starts.length;
  if (embedsNothing(count, args)) return Array.from({ length: count }, (_, i) => joinPieces(base, pieces, i, i + 1, ' '));
  const distances: number[] = [];
  for (let i = 0; i + 1 < count; i++) distances.push(1 - cosineSimilarity(vectors[i], vectors[i + 1]));
  const { threshold, array } = breakpointThreshold(distances, args);
  const groups: MappedText[] = [];
  let start = 0;
  for (let i = 0; i < array.length; i++) {
    if (!(array[i] > threshold)) continue;
    const group = joinPieces(base, pieces, start, i + 1, ' ');
    if (args.min_chunk_size !== null && group.text.length < args.min_chunk_size) continue;
    groups.push(group);
    start = i + 1;
  }
  if (start < count) groups.push(joinPieces(base, pieces, start, count, ' '));
  return groups;
}

/** `_calculate_breakpoint_threshold`, or `_threshold_from_clusters` when `number_of_chunks` is given. */
function breakpointThreshold(distances: number[], args: SemanticChunkerArgs): { threshold: number; array: number[] } {
  if (args.number_of_chunks !== null) return { threshold: thresholdFromClusters(distances, args.number_of_chunks), array: distances };
  const amount = args.breakpoint_threshold_amount ?? BREAKPOINT_DEFAULTS[args.breakpoint_threshold_type];
  switch (args.breakpoint_threshold_type) {
    case 'percentile':
      return { threshold: percentile(distances, amount), array: distances };
    case 'standard_deviation':
      return { threshold: mean(distances) + amount * standardDeviation(distances), array: distances };
    case 'interquartile':
      return { threshold: mean(distances) + amount * (percentile(distances, 75) - percentile(distances, 25)), array: distances };
    case 'gradient': {
      const slopes = gradient(distances);
      return { threshold: percentile(slopes, amount), array: slopes };
    }
  }
}

/** `_threshold_from_clusters`: the percentile that linear interpolation between (n distances, 0) and (1, 100) gives. */
function thresholdFromClusters(distances: number[], chunks: number): number {
  const x1 = distances.length;
  const y1 = 0;
  const x2 = 1;
  const y2 = 100;
  const x = Math.max(Math.min(chunks, x1), x2);
  const y = x2 === x1 ? y2 : y1 + ((y2 - y1) / (x2 - x1)) * (x - x1);
  return percentile(distances, Math.min(Math.max(y, 0), 100));
}

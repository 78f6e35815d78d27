// chonkie's SemanticChunker (chonkie 1.6.8 chunker/semantic.py) over chonkie-core 0.10's signal processing
// (savgol.ts): sentences cut at the delimiters; the similarity of each sentence after the first
// `similarity_window` to the window of sentences before it; split points at the Savitzky–Golay minima of those
// similarities that lie at or below their `threshold` percentile, `min_sentences_per_chunk` apart; with
// `skip_window` above 0, groups merged with a similar one up to `skip_window + 1` groups ahead (a second round of
// embeddings, of the groups' texts); groups over `chunk_size` tokens packed again sentence by sentence.

import type { Tokenizer } from '../../tokenizers';
import type { TextEmbeddings } from '../types';
import { LibraryError } from '../libraryError';
import { concatMapped, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { cosineSimilarity } from '../semanticMath';
import { codePointLength } from './codePoints';
import type { ChonkieChunk } from './recursiveChunker';
import { filterSplitIndices, findLocalMinima } from './savgol';
import { splitTextByDelimiters, type IncludeDelim } from './splitOffsets';

/** SemanticChunker's arguments the algorithm reads (`embedding_model` is the caller's endpoint). */
export interface ChonkieSemanticArgs {
  threshold: number;
  chunk_size: number;
  similarity_window: number;
  min_sentences_per_chunk: number;
  min_characters_per_sentence: number;
  delim: string | readonly string[];
  include_delim: 'prev' | 'next' | null;
  skip_window: number;
  filter_window: number;
  filter_polyorder: number;
  filter_tolerance: number;
}

/** `str.isspace()` of a non-empty text, or an empty one: nothing to chunk. */
function blank(text: string): boolean {
  return !/[^\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/.test(text);
}

/** `_prepare_sentences`: the sentences of `text`, as mapped slices of it (they cover it). */
function sentencesOf(text: string, args: ChonkieSemanticArgs): MappedText[] {
  if (blank(text)) return [];
  const base = wholeText(text);
  const include: IncludeDelim = args.include_delim ?? 'prev';
  return splitTextByDelimiters(text, args.delim, include, args.min_characters_per_sentence).map(([s, e]) => sliceMapped(base, s, e));
}

/** The first round of embeddings: the windows, then the sentences after the first window (none for a short text). */
function firstRoundTexts(sentences: readonly string[], w: number): string[] {
  if (sentences.length <= w) return [];
  const windows: string[] = [];
  for (let i = 0; i + w < sentences.length; i++) windows.push(sentences.slice(i, i + w).join(''));
  return [...windows, ...sentences.slice(w)];
}

/**
 * The texts `chunk(text)` embeds, in its order: the windows (`similarity_window` sentences joined, one per
 * sentence that has a full window before it), then those sentences; with `skip_window` above 0 and more than one
 * group, once `known` holds all of those, the groups' texts (`_skip_and_merge`'s batch). None when the text has
 * no more sentences than the window (it is one chunk then).
 */
export function chonkieSemanticEmbedTexts(text: string, args: ChonkieSemanticArgs, known?: TextEmbeddings): string[] {
  const sentences = sentencesOf(text, args).map((s) => s.text);
  const first = firstRoundTexts(sentences, args.similarity_window);
  if (args.skip_window === 0 || !known || first.length === 0) return first;
  const vectors = first.map((t) => known.vectorOf(t));
  if (vectors.some((v) => v === undefined)) return first;
  const groups = groupRanges(sentences.length, splitIndices(similaritiesOf(vectors as number[][], sentences.length - args.similarity_window), args));
  if (groups.length <= 1) return first;
  return [...first, ...groups.map(([from, to]) => sentences.slice(from, to).join(''))];
}

/** `_get_similarity`: window i against sentence i + similarity_window, cosines rounded to float32. */
function similaritiesOf(vectors: ReadonlyArray<readonly number[]>, windows: number): number[] {
  const similarities: number[] = [];
  for (let i = 0; i < windows; i++) similarities.push(Math.fround(cosineSimilarity(vectors[i], vectors[windows + i])));
  return similarities;
}

/**
 * `_get_split_indices`: the sentence indices where groups start (0 first, the sentence count last), none when
 * there are fewer similarities than `filter_window` or no minimum passes. Throws chonkie-core's ValueError for an
 * even `filter_window`.
 */
function splitIndices(similarities: number[], args: ChonkieSemanticArgs): number[] {
  if (similarities.length === 0 || similarities.length < args.filter_window) return [];
  const minima = findLocalMinima(similarities, args.filter_window, args.filter_polyorder, args.filter_tolerance);
  if (!minima) throw new LibraryError('ValueError', 'Invalid parameters: window_size must be odd and > poly_order');
  if (minima.indices.length === 0) return [];
  const kept = filterSplitIndices(minima, args.threshold, args.min_sentences_per_chunk);
  const w = args.similarity_window;
  return [0, ...kept.indices.map((i) => i + w), similarities.length + w];
}

/** `_group_sentences`: the sentence ranges between split indices (all sentences when there are none). */
function groupRanges(count: number, splits: number[]): Array<[number, number]> {
  if (splits.length === 0) return count ? [[0, count]] : [];
  const groups: Array<[number, number]> = [];
  for (let i = 0; i + 1 < splits.length; i++) if (splits[i + 1] > splits[i]) groups.push([splits[i], Math.min(splits[i + 1], count)]);
  const last = splits[splits.length - 1];
  if (last < count) groups.push([last, count]);
  return groups;
}

/**
 * `_skip_and_merge`: from each group on, the most similar of the next `skip_window + 1` groups (never past the
 * last) whose similarity reaches `threshold` takes the groups up to it into one; `vectors[g]` embeds group g's text.
 */
function skipAndMerge(groups: Array<[number, number]>, vectors: ReadonlyArray<readonly number[]>, threshold: number, skipWindow: number): Array<[number, number]> {
  if (groups.length <= 1 || skipWindow === 0) return groups;
  const merged: Array<[number, number]> = [];
  let i = 0;
  while (i < groups.length) {
    if (i === groups.length - 1) {
      merged.push(groups[i]);
      break;
    }
    const last = Math.min(i + skipWindow + 1, groups.length - 1);
    let best = -1;
    let bestSimilarity = -1;
    for (let j = i + 1; j <= last; j++) {
      const similarity = Math.fround(cosineSimilarity(vectors[i], vectors[j]));
      if (similarity >= threshold && similarity > bestSimilarity) {
        bestSimilarity = similarity;
        best = j;
      }
    }
    if (best === -1) merged.push(groups[i++]);
    else {
      merged.push([groups[i][0], groups[best][1]]);
      i = best + 1;
    }
  }
  return merged;
}

/** `_split_groups`: a group over `chunk_size` tokens packed again, sentence by sentence. */
function splitGroups(groups: Array<[number, number]>, counts: number[], chunkSize: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [from, to] of groups) {
    let total = 0;
    for (let i = from; i < to; i++) total += counts[i];
    if (total <= chunkSize) {
      out.push([from, to]);
      continue;
    }
    let start = from;
    let current = 0;
    for (let i = from; i < to; i++) {
      if (current + counts[i] <= chunkSize) current += counts[i];
      else {
        if (i > start) out.push([start, i]);
        start = i;
        current = counts[i];
      }
    }
    if (to > start) out.push([start, to]);
  }
  return out;
}

/**
 * `SemanticChunker.chunk(text)` with `vectors` the embeddings of `chonkieSemanticEmbedTexts(text, args, known)`
 * (both rounds):
 * similarities are cosines rounded to float32, as `BaseEmbeddings.similarity` returns them. A chunk's token count
 * is the sum of its sentences' counts; its indices add up chunk lengths in code points, as chonkie does.
 */
export function chonkieSemanticChunks(text: string, args: ChonkieSemanticArgs, tokenizer: Tokenizer, vectors: ReadonlyArray<readonly number[]>): ChonkieChunk[] {
  const sentences = sentencesOf(text, args);
  const counts = sentences.map((s) => tokenizer.count(s.text));
  const w = args.similarity_window;
  let groups: Array<[number, number]>;
  if (sentences.length <= w) groups = sentences.length ? [[0, sentences.length]] : [];
  else {
    const windows = sentences.length - w;
    const found = groupRanges(sentences.length, splitIndices(similaritiesOf(vectors, windows), args));
    const merged = args.skip_window > 0 ? skipAndMerge(found, vectors.slice(2 * windows), args.threshold, args.skip_window) : found;
    groups = splitGroups(merged, counts, args.chunk_size);
  }
  const out: ChonkieChunk[] = [];
  let position = 0;
  for (const [from, to] of groups) {
    const content = concatMapped(sentences.slice(from, to));
    let tokenCount = 0;
    for (let i = from; i < to; i++) tokenCount += counts[i];
    const length = codePointLength(content.text);
    out.push({ content, startIndex: position, endIndex: position + length, tokenCount });
    position += length;
  }
  return out;
}

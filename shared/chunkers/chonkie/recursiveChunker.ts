// chonkie's RecursiveChunker (chonkie 1.6.8 chunker/recursive.py): split the text at the first level's
// delimiters, merge the pieces up to chunk_size tokens, and split again at the next level every merged piece
// still over chunk_size; the last level cuts token windows. Chunks are consecutive pieces of the text.

import { codePointLength } from './codePoints';
import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { splitOnTokens } from '../langchain/tokenSplitter';
import type { Tokenizer } from '../../tokenizers';
import { mergeSplits } from './mergeSplits';
import type { RecursiveLevel } from './recursiveRules';
import { splitTextByDelimiters } from './splitOffsets';

export interface RecursiveArgs {
  chunkSize: number;
  minCharactersPerChunk: number;
  levels: readonly RecursiveLevel[];
}

/** One chonkie `Chunk`: its text mapped to the source, and the record fields as chonkie computes them. */
export interface ChonkieChunk {
  content: MappedText;
  /** Code point offsets that chonkie derives by adding up the lengths of the pieces before it. */
  startIndex: number;
  endIndex: number;
  /** The tokens chonkie records: measured for a piece, summed over merged pieces. */
  tokenCount: number;
  /** chonkie's own record where it is not a `Chunk` (a MarkdownDocument's table, code block or image). */
  record?: Record<string, unknown>;
}

/** `RecursiveChunker.chunk(text)`. */
export function chunkRecursively(text: string, args: RecursiveArgs, tokenizer: Tokenizer): ChonkieChunk[] {
  const out: ChonkieChunk[] = [];
  recurse(wholeText(text), 0, 0, args, tokenizer, out);
  return out;
}

/** `_recursive_chunk`: the chunks of `m` (at code point `offset` as chonkie counts) from `level` on, into `out`. */
function recurse(m: MappedText, level: number, offset: number, args: RecursiveArgs, tokenizer: Tokenizer, out: ChonkieChunk[]): void {
  if (!m.text) return;
  const rule = args.levels[level];
  if (!rule) {
    out.push(makeChunk(m, tokenizer.count(m.text), offset));
    return;
  }
  const splits = splitLevel(m, rule, args, tokenizer);
  const counts = splits.map((s) => tokenizer.count(s.text));
  let merged: Array<{ text: MappedText; count: number }>;
  if (rule.delimiters === null && !rule.whitespace) merged = splits.map((text, i) => ({ text, count: counts[i] }));
  else merged = mergeSplits(counts, args.chunkSize).map((r) => ({ text: concatMapped(splits.slice(r.start, r.end)), count: r.count }));
  let current = offset;
  for (const piece of merged) {
    if (piece.count > args.chunkSize) recurse(piece.text, level + 1, current, args, tokenizer, out);
    else out.push(makeChunk(piece.text, piece.count, current));
    current += codePointLength(piece.text.text);
  }
}

/** `_split_text`: delimiters if any, else spaces under `whitespace`, else windows of chunk_size tokens decoded. */
function splitLevel(m: MappedText, rule: RecursiveLevel, args: RecursiveArgs, tokenizer: Tokenizer): MappedText[] {
  const hasDelimiters = typeof rule.delimiters === 'string' ? rule.delimiters.length > 0 : (rule.delimiters?.length ?? 0) > 0;
  if (hasDelimiters || rule.whitespace) {
    const delimiters = hasDelimiters ? rule.delimiters! : ' ';
    return splitTextByDelimiters(m.text, delimiters, rule.include_delim ?? 'prev', args.minCharactersPerChunk).map(([s, e]) => sliceMapped(m, s, e));
  }
  return splitOnTokens(m.text, tokenizer, args.chunkSize, 0).map((w) => throughMapped(w, m));
}

/** `inner` (mapped into `outer.text`) mapped on through `outer` to the source. */
function throughMapped(inner: MappedText, outer: MappedText): MappedText {
  if (outer.segments.length === 1 && outer.segments[0].at !== undefined && outer.segments[0].from === 0 && outer.segments[0].to === outer.text.length) {
    const base = outer.segments[0].at;
    return { text: inner.text, segments: inner.segments.map((s) => (s.at === undefined ? { ...s } : { ...s, at: s.at + base })) };
  }
  return concatMapped(inner.segments.map((s) => (s.at === undefined ? insertedText(inner.text.slice(s.from, s.to)) : sliceMapped(outer, s.at, s.at + s.to - s.from))));
}

function makeChunk(content: MappedText, tokenCount: number, startIndex: number): ChonkieChunk {
  return { content, startIndex, endIndex: startIndex + codePointLength(content.text), tokenCount };
}

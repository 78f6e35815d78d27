// chonkie's SentenceChunker (chonkie 1.6.8 chunker/sentence.py): sentences cut at the delimiters, packed greedily
// up to chunk_size tokens (chonkie-core's `find_merge_indices`), at least min_sentences_per_chunk each, the next
// chunk starting that many sentences back as fit in chunk_overlap.

import type { Tokenizer } from '../../tokenizers';
import { concatMapped, sliceMapped, wholeText } from '../mappedText';
import { pyStripRange } from '../langchain/pythonText';
import { codePointLength } from './codePoints';
import type { ChonkieChunk } from './recursiveChunker';
import { splitTextByDelimiters, type IncludeDelim } from './splitOffsets';

export interface SentenceChunkerArgs {
  chunkSize: number;
  chunkOverlap: number;
  minSentencesPerChunk: number;
  minCharactersPerSentence: number;
  delim: string | readonly string[];
  /** `include_delim`; None is "prev", as `_split_text` passes it. */
  includeDelim: IncludeDelim;
}

/**
 * `SentenceChunker.chunk(text)`: nothing for blank text. Sentences cover the text (the delimiters stay with a
 * sentence), so each chunk is one stretch of it; start and end indices add up sentence lengths in code points, as
 * chonkie does. The chunk's token count is measured on its text, the packing uses the sentences' own counts.
 * Work is the sentences of each chunk (find_merge_indices is asked only for its first index here, where chonkie
 * computes them all for the remaining sentences at every chunk).
 */
export function chunkSentences(text: string, args: SentenceChunkerArgs, tokenizer: Tokenizer): ChonkieChunk[] {
  const [first, end] = pyStripRange(text);
  if (first === end) return [];
  const base = wholeText(text);
  const ranges = splitTextByDelimiters(text, args.delim, args.includeDelim, args.minCharactersPerSentence);
  const sentences = ranges.map(([s, e]) => sliceMapped(base, s, e));
  const counts = sentences.map((s) => tokenizer.count(s.text));
  const starts: number[] = [];
  let position = 0;
  for (const s of sentences) {
    starts.push(position);
    position += codePointLength(s.text);
  }
  const out: ChonkieChunk[] = [];
  for (let pos = 0; pos < sentences.length; ) {
    let split = pos + 1;
    let sum = counts[pos];
    while (split < sentences.length && sum + counts[split] <= args.chunkSize) sum += counts[split++];
    if (split - pos < args.minSentencesPerChunk) split = pos + args.minSentencesPerChunk <= sentences.length ? pos + args.minSentencesPerChunk : sentences.length;
    const content = concatMapped(sentences.slice(pos, split));
    out.push({ content, startIndex: starts[pos], endIndex: starts[split - 1] + codePointLength(sentences[split - 1].text), tokenCount: tokenizer.count(content.text) });
    if (args.chunkOverlap > 0 && split < sentences.length) {
      let overlap = 0;
      let back = split - 1;
      while (back > pos && overlap < args.chunkOverlap) {
        const next = overlap + counts[back] + 1;
        if (next > args.chunkOverlap) break;
        overlap = next;
        back--;
      }
      pos = back + 1;
    } else pos = split;
  }
  return out;
}

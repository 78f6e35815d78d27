// chonkie's TokenChunker (chonkie 1.6.8 chunker/token.py): windows of chunk_size tokens every
// chunk_size - chunk_overlap tokens, each decoded back to text.

import { splitOnTokens } from '../langchain/tokenSplitter';
import { pyStripRange } from '../langchain/pythonText';
import type { Tokenizer } from '../../tokenizers';
import { codePointLength } from './codePoints';
import type { ChonkieChunk } from './recursiveChunker';

/**
 * `TokenChunker.chunk(text)`: nothing for blank text; else the token windows, each recorded with chonkie's
 * indices: a chunk starts where the previous one ends minus the length of the previous window's last
 * `chunk_overlap` tokens decoded (code points, as `len()` counts).
 */
export function chunkTokens(text: string, chunkSize: number, chunkOverlap: number, tokenizer: Tokenizer): ChonkieChunk[] {
  const [s, e] = pyStripRange(text);
  if (s === e) return [];
  const ids = tokenizer.encode(text);
  const windows = splitOnTokens(text, tokenizer, chunkSize, chunkOverlap, ids);
  const step = chunkSize - chunkOverlap;
  const out: ChonkieChunk[] = [];
  let current = 0;
  windows.forEach((content, k) => {
    const start = k * step;
    const startIndex = current;
    const endIndex = startIndex + codePointLength(content.text);
    const tokenCount = Math.min(chunkSize, ids.length - start);
    out.push({ content, startIndex, endIndex, tokenCount });
    if (chunkOverlap > 0) {
      const group = ids.slice(start, start + tokenCount);
      current = endIndex - codePointLength(tokenizer.decode(group.length > chunkOverlap ? group.slice(-chunkOverlap) : group));
    } else current = endIndex;
  });
  return out;
}

// LlamaIndex's SentenceWindowNodeParser (llama_index/core/node_parser/text/sentence_window.py): one node per
// sentence of `split_by_sentence_tokenizer`, each carrying the window of sentences around it in its metadata.

import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { splitBySentenceTokenizer } from './punktSentences';

/** One node of the parser: the sentence (what is embedded) and the window (what the LLM is given in its place). */
export interface SentenceWindowNode {
  sentence: MappedText;
  window: MappedText;
}

/**
 * The nodes of `text`: sentence `i` with the sentences `max(0, i - windowSize)` to `i + windowSize` joined by
 * one space, as `build_window_nodes_from_documents` joins them. A sentence runs to the start of the next one, so
 * the window holds the sentences' trailing white space and the joining spaces besides (the library's own test
 * expects "1.  This"). Linear in the text: each window is built from the sentences it holds.
 */
export function sentenceWindowNodes(text: string, windowSize: number): SentenceWindowNode[] {
  const base = wholeText(text);
  const sentences = splitBySentenceTokenizer(text, 0, text.length).map((r) => sliceMapped(base, r.start, r.end));
  const space = insertedText(' ');
  return sentences.map((sentence, i) => {
    const parts: MappedText[] = [];
    const last = Math.min(i + windowSize + 1, sentences.length);
    for (let k = Math.max(0, i - windowSize); k < last; k++) parts.push(...(parts.length ? [space, sentences[k]] : [sentences[k]]));
    return { sentence, window: concatMapped(parts) };
  });
}

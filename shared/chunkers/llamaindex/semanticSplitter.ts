// LlamaIndex's SemanticSplitterNodeParser (llama_index/core/node_parser/text/semantic_splitter.py): sentences of
// `split_by_sentence_tokenizer`, each embedded with `buffer_size` neighbours on both sides (joined without a
// separator), a node boundary after every sentence whose cosine distance to the next passes the
// `breakpoint_percentile_threshold` percentile of all distances.

import { joinPieces, wholeText, type MappedText, type Pieces } from '../mappedText';
import { pyStripRange } from '../langchain/pythonText';
import { cosineSimilarity, percentile } from '../semanticMath';
import { splitBySentenceTokenizer } from './punktSentences';

/** The parser's arguments the algorithm reads (`embed_model` is the caller's). */
export interface SemanticSplitterArgs {
  buffer_size: number;
  breakpoint_percentile_threshold: number;
}

/** The sentences of `text` as `split_by_sentence_tokenizer()` cuts them; none for a blank document. */
function sentencesOf(text: string): Pieces {
  const pieces: Pieces = { starts: [], ends: [] };
  const [from, to] = pyStripRange(text);
  if (from >= to) return pieces;
  for (const r of splitBySentenceTokenizer(text, 0, text.length)) {
    pieces.starts.push(r.start);
    pieces.ends.push(r.end);
  }
  return pieces;
}

/** `_build_sentence_groups`: sentence i with up to `buffer` sentences before and after it, joined as they are. */
function sentenceGroups(text: string, pieces: Pieces, buffer: number): string[] {
  const count = pieces.starts.length;
  return pieces.starts.map((_, i) => text.slice(pieces.starts[Math.max(0, i - buffer)], pieces.ends[Math.min(count - 1, i + buffer)]));
}

/** The texts `build_semantic_nodes_from_documents` embeds for `text`, in order (none for a blank document). */
export function semanticSplitterEmbedTexts(text: string, args: SemanticSplitterArgs): string[] {
  return sentenceGroups(text, sentencesOf(text), args.buffer_size);
}

/**
 * The nodes' texts for `text`, with `vectors` the embeddings of `semanticSplitterEmbedTexts(text, args)`, mapped to
 * `text`. With fewer than two sentences there is no distance and the document is one node.
 */
export function semanticSplitterSplit(text: string, args: SemanticSplitterArgs, vectors: ReadonlyArray<readonly number[]>): MappedText[] {
  const base = wholeText(text);
  const pieces = sentencesOf(text);
  const count = pieces.starts.length;
  if (count === 0) return [];
  if (count === 1) return [joinPieces(base, pieces, 0, 1, ' ')];
  const distances: number[] = [];
  for (let i = 0; i + 1 < count; i++) distances.push(1 - cosineSimilarity(vectors[i], vectors[i + 1]));
  const threshold = percentile(distances, args.breakpoint_percentile_threshold);
  const nodes: MappedText[] = [];
  let start = 0;
  distances.forEach((d, i) => {
    if (!(d > threshold)) return;
    nodes.push(joinPieces(base, pieces, start, i + 1, ''));
    start = i + 1;
  });
  if (start < count) nodes.push(joinPieces(base, pieces, start, count, ''));
  return nodes;
}

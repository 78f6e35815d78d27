// LightRAG V (SemanticVector, spec lightrag-paragraph-semantic-P.md §1) as the `lightrag-semantic-vector` strategy:
// sentence-level embedding-distance breakpoints (LangChain SemanticChunker's four threshold types), chunk_token_size
// an advisory ceiling (a longer chunk is cut again by R, without overlap), no overlap; R when there is no
// embedding model.

import { sliceMapped } from '../mappedText';
import { splitRecursive } from '../recursive/splitRecursive';
import { BREAKPOINT_TYPES, semanticChunkerEmbedTexts, semanticChunkerSplit, type SemanticChunkerArgs } from '../langchain/semanticChunker';
import { semanticStrategy } from '../semanticStrategy';
import type { StrategyOptions } from '../types';

/** The SemanticChunker arguments V runs with: the thresholds it names, LangChain's defaults for the rest. */
function argsOf(o: StrategyOptions): SemanticChunkerArgs {
  return {
    buffer_size: 1,
    breakpoint_threshold_type: o.breakpoint_threshold_type as SemanticChunkerArgs['breakpoint_threshold_type'],
    breakpoint_threshold_amount: o.breakpoint_threshold_amount as number | null,
    number_of_chunks: null,
    sentence_split_regex: '(?<=[.?!])\\s+',
    min_chunk_size: null,
  };
}

/** The `lightrag-semantic-vector` strategy with its defaults (`withOptions` gives others). */
export const semanticVectorStrategy = semanticStrategy({
  id: 'lightrag-semantic-vector',
  library: { library: 'lightrag', language: 'python', splitter: 'LightRAG V', version: 'specification' },
  fromSpec: true,
  description: "LightRAG V: sentences cut at embedding-distance breakpoints, over-long chunks cut again by R (needs the user's embeddings endpoint; R without one)",
  inputKinds: ['markdown', 'text'],
  schema: {
    breakpoint_threshold_type: { type: 'choice', choices: BREAKPOINT_TYPES, default: 'percentile' },
    breakpoint_threshold_amount: { type: 'optionalNumber', default: null },
    chunk_token_size: { type: 'positiveInt', default: 1200 },
  },
  defaultTokenizer: 'o200k_base',
  rewrite: 'the sentences of a chunk are joined by one space, whatever white space stood between them',
  embedTexts: (text, o) => semanticChunkerEmbedTexts(text, argsOf(o)),
  split(text, o, tokenizer, vectors) {
    const ceiling = o.chunk_token_size as number;
    const pieces = semanticChunkerSplit(text, argsOf(o), vectors).flatMap((group) =>
      tokenizer.countUpTo(group.text, ceiling + 1) <= ceiling
        ? group.text.trim() ? [group] : []
        : splitRecursive(group.text, { tokenizer, chunkSize: ceiling, overlap: 0 }).map((p) => sliceMapped(group, p.start, p.end)),
    );
    return pieces.map((content, index) => ({ content, headingsPath: [], record: { tokens: tokenizer.count(content.text), content: content.text, chunk_order_index: index } }));
  },
});

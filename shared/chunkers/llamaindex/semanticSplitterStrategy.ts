// LlamaIndex's SemanticSplitterNodeParser as the `llamaindex-semantic` strategy: `from_defaults`'s arguments the
// algorithm reads (`embed_model` is the user's endpoint, `sentence_splitter` stays split_by_sentence_tokenizer),
// its nodes as records, its algorithm in semanticSplitter.ts.

import { semanticStrategy } from '../semanticStrategy';
import { LLAMAINDEX_TOKENIZER } from './llamaindexStrategy';
import { semanticSplitterEmbedTexts, semanticSplitterSplit, type SemanticSplitterArgs } from './semanticSplitter';
import { LLAMAINDEX_VERSION } from './splitters';

/** The `llamaindex-semantic` strategy with the parser's defaults (`withOptions` gives others). */
export const llamaindexSemanticStrategy = semanticStrategy({
  id: 'llamaindex-semantic',
  library: { library: 'llama_index', language: 'python', splitter: 'SemanticSplitterNodeParser', version: LLAMAINDEX_VERSION },
  description: "LlamaIndex SemanticSplitterNodeParser: sentences grouped until the embedding distance passes a percentile (needs the user's embeddings endpoint)",
  inputKinds: ['markdown', 'text'],
  schema: {
    buffer_size: { type: 'positiveInt', default: 1 },
    breakpoint_percentile_threshold: { type: 'number', default: 95 },
  },
  defaultTokenizer: LLAMAINDEX_TOKENIZER,
  rewrite: 'a document of one sentence is that sentence',
  embedTexts: (text, o) => semanticSplitterEmbedTexts(text, o as unknown as SemanticSplitterArgs),
  split: (text, o, _tokenizer, vectors) =>
    semanticSplitterSplit(text, o as unknown as SemanticSplitterArgs, vectors)
      .filter((content) => content.text !== '')
      .map((content) => ({ content, headingsPath: [], record: { text: content.text, metadata: {} } })),
});

// The ids of the chunking strategies in the registry's order (index.ts): the one list StrategyId is derived from,
// kept apart from the registry so that the model's types name strategies without importing any chunker.

/** Every strategy's id, in the order of STRATEGIES; a test keeps the two the same. */
export const STRATEGY_IDS = [
  'markdown-spec',
  'paragraph-semantic',
  'recursive',
  'sentence',
  'adaptive-section',
  'mineru',
  'lightrag-fixed-token',
  'haystack-document',
  'haystack-markdown-header',
  'langchain-recursive',
  'langchain-character',
  'langchain-markdown',
  'langchain-token',
  'langchain-markdown-header',
  'langchain-markdown-header-recursive',
  'langchainjs-recursive',
  'langchainjs-character',
  'langchainjs-markdown',
  'llamaindex-sentence',
  'llamaindex-token',
  'llamaindex-markdown',
  'llamaindex-markdown-sentence',
  'llamaindex-sentence-window',
  'llamaindex-hierarchical',
  'chonkie-recursive',
  'chonkie-token',
  'chonkie-sentence',
  'openai-file-search',
  'bedrock-default',
  'bedrock-fixed-size',
  'semchunk',
  'docling-hierarchical',
  'docling-hybrid',
  'text-splitter-markdown',
  'text-splitter-text',
] as const;

/** A registered strategy's id. */
export type StrategyId = (typeof STRATEGY_IDS)[number];

// The table of contents of chunking strategies: one entry per strategy, each specified in ../shared/spec.

import type { InputKind, StrategyId } from '../model/types';
import { adaptiveSectionStrategy } from './adaptiveSection';
import { CHONKIE_MARKDOWN_STRATEGIES, CHONKIE_STRATEGIES } from './chonkie';
import { DOCLING_STRATEGIES } from './docling';
import { SEMCHUNK_STRATEGY } from './semchunk';
import { HAYSTACK_RECURSIVE_STRATEGY, HAYSTACK_STRATEGIES } from './haystack';
import { LANGCHAIN_STRATEGIES } from './langchain';
import { LANGCHAINJS_STRATEGIES } from './langchainjs';
import { LIGHTRAG_STRATEGIES } from './lightrag';
import { LLAMAINDEX_STRATEGIES } from './llamaindex/index';
import { MANAGED_STRATEGIES } from './managed';
import { MASTRA_STRATEGIES } from './mastra';
import { markdownSpecStrategy } from './markdownSpec';
import { mineruStrategy } from './mineru';
import { paragraphSemanticStrategy } from './paragraphSemantic';
import { recursiveStrategy } from './recursive';
import { sentenceStrategy } from './sentence';
import { TEXT_SPLITTER_STRATEGIES } from './textSplitter';
import type { Strategy } from './types';
import { langchainSemanticStrategy } from './langchain/semanticChunkerStrategy';
import { llamaindexSemanticStrategy } from './llamaindex/semanticSplitterStrategy';
import { semanticVectorStrategy } from './lightrag/semanticVectorStrategy';
import { chonkieSemanticStrategy } from './chonkie/semanticChunkerStrategy';

export const STRATEGIES: readonly Strategy[] = [
  markdownSpecStrategy,
  paragraphSemanticStrategy,
  recursiveStrategy,
  sentenceStrategy,
  adaptiveSectionStrategy,
  mineruStrategy,
  ...LIGHTRAG_STRATEGIES,
  ...HAYSTACK_STRATEGIES,
  ...LANGCHAIN_STRATEGIES,
  ...LANGCHAINJS_STRATEGIES,
  ...LLAMAINDEX_STRATEGIES,
  ...CHONKIE_STRATEGIES,
  ...MANAGED_STRATEGIES,
  SEMCHUNK_STRATEGY,
  ...DOCLING_STRATEGIES,
  langchainSemanticStrategy,
  llamaindexSemanticStrategy,
  semanticVectorStrategy,
  HAYSTACK_RECURSIVE_STRATEGY,
  ...CHONKIE_MARKDOWN_STRATEGIES,
  ...MASTRA_STRATEGIES,
  ...TEXT_SPLITTER_STRATEGIES,
  chonkieSemanticStrategy,
];

export function findStrategy(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

/** The strategy a document of `kind` gets when nothing is configured. */
export const DEFAULT_STRATEGY_BY_KIND: Record<InputKind, StrategyId> = {
  markdown: 'markdown-spec',
  'blocks-jsonl': 'paragraph-semantic',
  mineru: 'mineru',
  docling: 'docling-hierarchical',
  pages: 'sentence',
  text: 'recursive',
};

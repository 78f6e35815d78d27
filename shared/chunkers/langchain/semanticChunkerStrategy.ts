// LangChain's SemanticChunker (langchain_experimental.text_splitter, langchain-experimental 0.4.1) as the
// `langchain-semantic` strategy: its constructor arguments by their own names and defaults (`embeddings` is the
// user's endpoint), its Documents as records, its algorithm in semanticChunker.ts.

import { semanticStrategy, type SemanticSplitter } from '../semanticStrategy';
import type { OptionProblem, StrategyOptions } from '../types';
import { compileSeparator, SeparatorError } from './pythonText';
import { BREAKPOINT_TYPES, semanticChunkerEmbedTexts, semanticChunkerSplit, type SemanticChunkerArgs } from './semanticChunker';

/** The release of langchain-experimental whose text_splitter.py this reproduces (tag libs/experimental/v0.4.1, d1f445d). */
export const LANGCHAIN_EXPERIMENTAL_VERSION = '0.4.1';

/** `add_start_index` only shapes the records; the rest is what the algorithm reads. */
function argsOf(o: StrategyOptions): SemanticChunkerArgs {
  return o as unknown as SemanticChunkerArgs;
}

function checkRegex(o: StrategyOptions): OptionProblem[] {
  try {
    compileSeparator(o.sentence_split_regex as string);
    return [];
  } catch (error) {
    if (!(error instanceof SeparatorError)) throw error;
    return [{ path: 'sentence_split_regex', message: error.message.replace(/^separator/, 'sentence_split_regex') }];
  }
}

const DEF: SemanticSplitter = {
  id: 'langchain-semantic',
  library: { library: 'langchain_experimental', language: 'python', splitter: 'SemanticChunker', version: LANGCHAIN_EXPERIMENTAL_VERSION },
  description: "LangChain SemanticChunker: sentences cut where the embedding distance to the next passes a threshold (needs the user's embeddings endpoint)",
  inputKinds: ['markdown', 'text'],
  schema: {
    buffer_size: { type: 'wholeNumber', default: 1 },
    add_start_index: { type: 'bool', default: false },
    breakpoint_threshold_type: { type: 'choice', choices: BREAKPOINT_TYPES, default: 'percentile' },
    breakpoint_threshold_amount: { type: 'optionalNumber', default: null },
    number_of_chunks: { type: 'optionalPositiveInt', default: null },
    sentence_split_regex: { type: 'regex', default: '(?<=[.?!])\\s+' },
    min_chunk_size: { type: 'optionalPositiveInt', default: null },
  },
  check: checkRegex,
  defaultTokenizer: 'chars',
  rewrite: 'the sentences of a chunk are joined by one space, whatever white space stood between them',
  embedTexts: (text, o) => semanticChunkerEmbedTexts(text, argsOf(o)),
  split(text, o, _tokenizer, vectors) {
    let startIndex = 0;
    return semanticChunkerSplit(text, argsOf(o), vectors)
      .filter((content) => content.text !== '')
      .map((content) => {
        const record = { page_content: content.text, metadata: o.add_start_index ? { start_index: startIndex } : {} };
        startIndex += content.text.length;
        return { content, headingsPath: [], record };
      });
  },
};

/** The `langchain-semantic` strategy with SemanticChunker's defaults (`withOptions` gives others). */
export const langchainSemanticStrategy = semanticStrategy(DEF);

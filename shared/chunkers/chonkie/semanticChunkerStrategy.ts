// chonkie's SemanticChunker as the `chonkie-semantic` strategy: its constructor arguments by their own names and
// defaults (`embedding_model` is the user's endpoint, its tokenizer the `tokenizer` setting), its Chunks as
// records, its algorithm in semanticChunker.ts and savgol.ts.

import { semanticStrategy, type SemanticSplitter } from '../semanticStrategy';
import type { OptionProblem, StrategyOptions } from '../types';
import { CHONKIE_VERSION } from './chunkers';
import { chonkieSemanticChunks, chonkieSemanticEmbedTexts, type ChonkieSemanticArgs } from './semanticChunker';

function argsOf(o: StrategyOptions): ChonkieSemanticArgs {
  return o as unknown as ChonkieSemanticArgs;
}

/** The constructor's ValueErrors that the value types do not already give, with chonkie's words. */
function check(o: StrategyOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const threshold = o.threshold as number;
  if (threshold <= 0 || threshold >= 1) problems.push({ path: 'threshold', message: 'threshold must be between 0 and 1' });
  const window = o.filter_window as number;
  const order = o.filter_polyorder as number;
  if (order >= window) problems.push({ path: 'filter_polyorder', message: 'filter_polyorder must be non-negative and less than filter_window' });
  const tolerance = o.filter_tolerance as number;
  if (tolerance <= 0 || tolerance >= 1) problems.push({ path: 'filter_tolerance', message: 'filter_tolerance must be between 0 and 1' });
  return problems;
}

const DEF: SemanticSplitter = {
  id: 'chonkie-semantic',
  library: { library: 'chonkie', language: 'python', splitter: 'SemanticChunker', version: CHONKIE_VERSION },
  description: "chonkie SemanticChunker: sentences split at the smoothed minima of their similarity to the sentences before them (needs the user's embeddings endpoint)",
  inputKinds: ['markdown', 'text'],
  schema: {
    threshold: { type: 'number', default: 0.8 },
    chunk_size: { type: 'positiveInt', default: 2048 },
    similarity_window: { type: 'positiveInt', default: 3 },
    min_sentences_per_chunk: { type: 'positiveInt', default: 1 },
    min_characters_per_sentence: { type: 'wholeNumber', default: 24 },
    delim: { type: 'delimiters', default: ['. ', '! ', '? ', '\n'] },
    include_delim: { type: 'optionalChoice', choices: ['prev', 'next'], default: 'prev' },
    skip_window: { type: 'wholeNumber', default: 0 },
    filter_window: { type: 'positiveInt', default: 5 },
    filter_polyorder: { type: 'wholeNumber', default: 3 },
    filter_tolerance: { type: 'number', default: 0.2 },
  },
  check,
  defaultTokenizer: 'bert-base-uncased',
  rewrite: 'never: a chunk is a run of whole sentences of the text',
  embedTexts: (text, o, known) => chonkieSemanticEmbedTexts(text, argsOf(o), known),
  split: (text, o, tokenizer, vectors) =>
    chonkieSemanticChunks(text, argsOf(o), tokenizer, vectors).map((c) => ({
      content: c.content,
      headingsPath: [],
      record: { text: c.content.text, start_index: c.startIndex, end_index: c.endIndex, token_count: c.tokenCount },
    })),
};

/** The `chonkie-semantic` strategy with SemanticChunker's defaults (`withOptions` gives others). */
export const chonkieSemanticStrategy = semanticStrategy(DEF);

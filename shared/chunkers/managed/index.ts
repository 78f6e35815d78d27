// Approximate presets of managed services whose chunking code is closed (OpenAI file search's static chunking,
// Amazon Bedrock knowledge bases' default and fixed-size chunking), built from their documented parameters on
// the token-window and sentence machinery of the chonkie strategies.
//
// Invariant: as for every library strategy, a chunk's spans are the source text it came from, overlap marked.
// What is approximate (the tokenizer, where a window starts, sentence detection) is said in docs/strategies.md.

import { chunkSentences } from '../chonkie/sentenceChunker';
import { chunkTokens } from '../chonkie/tokenChunker';
import type { LibraryInfo } from '../types';
import { managedStrategy, type ManagedPreset } from './managedStrategy';
import { BEDROCK_FIXED_SCHEMA, NO_PARAMETERS, OPENAI_STATIC_SCHEMA } from './options';

const service = (library: string, splitter: string, version: string): LibraryInfo => ({ library, language: 'service', splitter, version });

/** The size Bedrock documents for its default chunking ("approximately 300 tokens"). */
const BEDROCK_DEFAULT_TOKENS = 300;

export const MANAGED_PRESETS: readonly ManagedPreset[] = [
  {
    id: 'openai-file-search',
    library: service('openai', 'file search static chunking_strategy', 'approximate'),
    description: 'approximate OpenAI file search static chunking: windows of max_chunk_size_tokens (800) overlapping by chunk_overlap_tokens (400)',
    inputKinds: ['markdown', 'text'],
    tokenizer: 'o200k_base',
    schema: OPENAI_STATIC_SCHEMA,
    chunk: (text, o, tokenizer) => chunkTokens(text, o.max_chunk_size_tokens as number, o.chunk_overlap_tokens as number, tokenizer),
  },
  {
    id: 'bedrock-default',
    library: service('amazon-bedrock', 'knowledge base default chunking', 'approximate'),
    description: 'approximate Amazon Bedrock knowledge base default chunking: whole sentences packed up to about 300 tokens',
    inputKinds: ['markdown', 'text'],
    tokenizer: 'o200k_base',
    schema: NO_PARAMETERS,
    chunk: (text, _o, tokenizer) =>
      chunkSentences(
        text,
        { chunkSize: BEDROCK_DEFAULT_TOKENS, chunkOverlap: 0, minSentencesPerChunk: 1, minCharactersPerSentence: 12, delim: ['. ', '! ', '? ', '\n'], includeDelim: 'prev' },
        tokenizer,
      ),
  },
  {
    id: 'bedrock-fixed-size',
    library: service('amazon-bedrock', 'knowledge base FIXED_SIZE chunking', 'approximate'),
    description: 'approximate Amazon Bedrock knowledge base fixed-size chunking: windows of maxTokens overlapping by overlapPercentage',
    inputKinds: ['markdown', 'text'],
    tokenizer: 'o200k_base',
    schema: BEDROCK_FIXED_SCHEMA,
    chunk: (text, o, tokenizer) => {
      const max = o.maxTokens as number;
      return chunkTokens(text, max, Math.min(max - 1, Math.floor((max * (o.overlapPercentage as number)) / 100)), tokenizer);
    },
  },
];

/** One strategy per preset, with the documented defaults (`withOptions` gives others). */
export const MANAGED_STRATEGIES = MANAGED_PRESETS.map((preset) => managedStrategy(preset));

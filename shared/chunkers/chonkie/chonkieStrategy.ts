// Turns a chonkie chunker into a chunklens strategy through the library adapter: the records are chonkie's
// `Chunk` fields (or the MarkdownDocument record a chunk stands for), the `tokenizer` argument is the length
// function, and the rewrite is a token window that cuts a character unless the chunker names its own.

import type { Tokenizer } from '../../tokenizers';
import { type LibrarySplitterInfo, libraryStrategy, splitterInfo } from '../libraryStrategy';
import type { Strategy, StrategyOptions } from '../types';
import { CHONKIE_ARGUMENTS, CHONKIE_TOKENIZERS, type ChonkieSchema } from './options';
import type { ChonkieChunk } from './recursiveChunker';

export interface ChonkieChunker extends LibrarySplitterInfo {
  schema: ChonkieSchema;
  /** Why a chunk's text differs from the source where it does; a token window's cut character by default. */
  rewrite?: string;
  chunk(text: string, options: StrategyOptions, tokenizer: Tokenizer): ChonkieChunk[];
}

const REWRITE = 'a token window cuts a character: its bytes decode to U+FFFD';

/** The strategy of `def`, with chonkie's default arguments (`withOptions` gives others). */
export function chonkieStrategy(def: ChonkieChunker): Strategy {
  return libraryStrategy({
    ...splitterInfo(def),
    schema: def.schema,
    rules: CHONKIE_ARGUMENTS,
    defaultTokenizer: (options) => CHONKIE_TOKENIZERS[options.tokenizer as string] ?? 'chars',
    rewrite: def.rewrite ?? REWRITE,
    split: (text, options, tokenizer) =>
      def.chunk(text, options, tokenizer).map((c) => ({ content: c.content, headingsPath: [], record: c.record ?? { text: c.content.text, start_index: c.startIndex, end_index: c.endIndex, token_count: c.tokenCount } })),
  });
}

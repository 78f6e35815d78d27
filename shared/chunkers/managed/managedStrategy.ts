// Turns a managed-service chunking preset into a chunklens strategy through the library adapter: token windows
// or sentence packing from the chonkie machinery, a record of the chunk text and its token count, and the
// tokenizer chunklens counts with in place of the service's own.

import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { ChonkieChunk } from '../chonkie/recursiveChunker';
import { type LibrarySplitterInfo, libraryStrategy, splitterInfo } from '../libraryStrategy';
import type { Strategy, StrategyOptions } from '../types';
import { MANAGED_ARGUMENTS, type ManagedSchema } from './options';

export interface ManagedPreset extends LibrarySplitterInfo {
  /** The tokenizer chunklens counts with; the service's own is not published (docs/strategies.md). */
  tokenizer: TokenizerId;
  schema: ManagedSchema;
  chunk(text: string, options: StrategyOptions, tokenizer: Tokenizer): ChonkieChunk[];
}

const REWRITE = 'a token window cuts a character: its bytes decode to U+FFFD';

/** The strategy of `preset`, with the documented defaults (`withOptions` gives others; none where it has no parameters). */
export function managedStrategy(preset: ManagedPreset): Strategy {
  return libraryStrategy({
    ...splitterInfo(preset),
    schema: preset.schema,
    rules: MANAGED_ARGUMENTS,
    defaultTokenizer: () => preset.tokenizer,
    rewrite: REWRITE,
    split: (text, options, tokenizer) =>
      preset.chunk(text, options, tokenizer).map((c) => ({ content: c.content, headingsPath: [], record: { text: c.content.text, token_count: c.tokenCount } })),
  });
}

// LightRAG F as a chunklens strategy through the library adapter: `chunking_by_token_size` with its own argument
// names and defaults, its chunk records (`tokens`, `content`, `chunk_order_index`, `_source_span`), and a CK100
// error where LightRAG raises ChunkTokenLimitExceededError (its pipeline marks the document failed there).

import type { Tokenizer } from '../../tokenizers';
import { splitterRules, type OptionSchema } from '../langchain/options';
import { libraryStrategy } from '../libraryStrategy';
import type { LibraryInfo, OptionProblem, Strategy, StrategyOptions } from '../types';
import { chunkingByTokenSize, type TokenSizeArgs, type WindowTokenizer } from './chunkingByTokenSize';

/**
 * The LightRAG release reproduced: v1.5.5rc1, the release paragraph-semantic's title blocks follow, whose
 * lightrag/chunker/token_size.py is also v1.5.4's (docs/strategies/lightrag-fixed-token.md names the commits it was read at).
 */
export const LIGHTRAG_VERSION = '1.5.5rc1';

const LIBRARY: LibraryInfo = { library: 'lightrag', language: 'python', splitter: 'chunking_by_token_size', version: LIGHTRAG_VERSION };

/** The arguments in the function's order, with its defaults (also `LightRAG`'s: CHUNK_SIZE 1200, CHUNK_OVERLAP_SIZE 100). */
export const FIXED_TOKEN_SCHEMA: OptionSchema = {
  split_by_character: { type: 'optionalString', default: null },
  split_by_character_only: { type: 'bool', default: false },
  chunk_overlap_token_size: { type: 'nonNegativeInt', default: 100 },
  chunk_token_size: { type: 'positiveInt', default: 1200 },
};

/**
 * The overlap must be below the size wherever the function cuts windows (every case but split_by_character_only
 * with a separator): v1.5.5rc1's `range()` raises on a zero step and silently skips the text on a negative one;
 * LightRAG's API refuses such settings, and later releases raise this message.
 */
function checkOverlap(o: StrategyOptions): OptionProblem[] {
  const [size, overlap] = [o.chunk_token_size as number, o.chunk_overlap_token_size as number];
  if (o.split_by_character && o.split_by_character_only) return [];
  return overlap >= size ? [{ path: 'chunk_overlap_token_size', message: `chunk_overlap_token_size (${overlap}) must be < chunk_token_size (${size})` }] : [];
}

const REWRITE = 'a token window cuts a character: its bytes decode to U+FFFD, which has no place in the source';

/** `tokenizer` as the function sees it: byte lengths of ids for the byte-level tokenizers (`utf16` ids are not bytes). */
function windowTokenizer(tokenizer: Tokenizer): WindowTokenizer {
  if (tokenizer.id === 'utf16') return { encode: (t) => tokenizer.encode(t), decode: (ids) => tokenizer.decode(ids) };
  return tokenizer;
}

/** The strategy with LightRAG's default arguments (`withOptions` gives others). */
export function fixedTokenStrategy(): Strategy {
  return libraryStrategy({
    id: 'lightrag-fixed-token',
    library: LIBRARY,
    description: 'LightRAG F (chunking_by_token_size): windows of chunk_token_size tokens every chunk_token_size - chunk_overlap_token_size, or pieces between split_by_character',
    inputKinds: ['markdown', 'text'],
    schema: FIXED_TOKEN_SCHEMA,
    rules: splitterRules(checkOverlap),
    defaultTokenizer: () => 'o200k_base',
    rewrite: REWRITE,
    split: (text, options, tokenizer) =>
      chunkingByTokenSize(windowTokenizer(tokenizer), text, options as unknown as TokenSizeArgs)
        .filter((c) => c.record.content !== '')
        .map((c) => ({ content: c.content, headingsPath: [], record: { ...c.record } })),
  });
}

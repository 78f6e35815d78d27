// Strategy `semchunk`: semchunk 3.2.5's `chunkerify(tokenizer, chunk_size)(text, offsets=True, overlap=…)` on the
// whole document, through the library adapter (every chunk is a slice of the text, so its spans are exact).

import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { ArgumentRules } from '../libraryArguments';
import { LibraryError } from '../libraryError';
import { libraryStrategy } from '../libraryStrategy';
import { wholeText } from '../mappedText';
import type { ArgumentSchema, LibraryInfo, OptionProblem, Strategy, StrategyOptions } from '../types';
import { codePointLength, semchunk, type TokenCounter } from './semchunk';

/** The semchunk release reproduced: the last before 4.0, which docling-core 2.87.1 requires (`semchunk <4.0.0`). */
export const SEMCHUNK_VERSION = '3.2.5';

const LIBRARY: LibraryInfo = { library: 'semchunk', language: 'python', splitter: 'chunkerify', version: SEMCHUNK_VERSION };

/** `chunkerify`'s arguments that change chunks, and the chunker call's `overlap` (null: none). */
const SCHEMA: ArgumentSchema = {
  chunk_size: { default: null },
  max_token_chars: { default: null },
  overlap: { default: null },
};

/**
 * What a tokenizer gives `chunkerify` when no chunk size or longest token is passed: `model_max_length` less the
 * special tokens an empty text encodes to (bert-base-uncased: 512 - 2), and the longest token in characters
 * (`get_vocab`) or bytes (tiktoken's `token_byte_values`). A plain counting function (`chars`, `utf16`) has neither.
 */
const TOKENIZER_FACTS: Partial<Record<TokenizerId, { chunkSize?: number; maxTokenChars: number }>> = {
  'bert-base-uncased': { chunkSize: 510, maxTokenChars: 18 },
  o200k_base: { maxTokenChars: 128 },
  cl100k_base: { maxTokenChars: 128 },
  p50k_base: { maxTokenChars: 128 },
  r50k_base: { maxTokenChars: 128 },
  gpt2: { maxTokenChars: 128 },
};

const RULES: ArgumentRules<{ default: unknown }> = {
  noun: 'chunker',
  checkValue(name, _spec, v): OptionProblem[] {
    if (v === null) return [];
    if (name === 'overlap') return typeof v === 'number' && v >= 0 && Number.isFinite(v) ? [] : [{ path: name, message: `overlap must be a proportion below 1 or a number of tokens, got ${JSON.stringify(v)}` }];
    return Number.isInteger(v) && (v as number) > 0 ? [] : [{ path: name, message: `${name} must be a positive whole number, got ${JSON.stringify(v)}` }];
  },
  crossCheck: () => [],
};

/**
 * chunkerify's token counter: `tokenizer`'s count, with its shortcut for long texts (a text over 6 × chunk_size
 * characters whose first 6 × chunk_size + max_token_chars - 1 characters already pass the chunk size counts as
 * chunk_size + 1, which steers merge_splits' search as it does in semchunk).
 */
export function chunkerifyCounter(tokenizer: Tokenizer, chunkSize: number, maxTokenChars: number | null): TokenCounter {
  const count = (text: string) => tokenizer.count(text);
  if (maxTokenChars === null) return count;
  const heuristic = chunkSize * 6;
  const head = heuristic + maxTokenChars - 1;
  return (text) => {
    if (text.length > heuristic && codePointLength(text) > heuristic && count(prefixOfCodePoints(text, head)) > chunkSize) return chunkSize + 1;
    return count(text);
  };
}

/** The chunk size and longest-token length `chunkerify` settles on for `tokenizer` with these arguments. */
export function chunkerifyArguments(tokenizer: Tokenizer, options: StrategyOptions): { chunkSize: number; maxTokenChars: number | null } {
  const facts = TOKENIZER_FACTS[tokenizer.id];
  const chunkSize = (options.chunk_size as number | null) ?? facts?.chunkSize;
  if (chunkSize === undefined) {
    throw new LibraryError('ValueError', `Your desired chunk size was not passed to \`semchunk.chunkerify\` and the provided tokenizer either lacks an attribute named 'model_max_length' or that attribute is not an integer. Either specify a chunk size or provide a tokenizer that has a 'model_max_length' attribute that is an integer.`);
  }
  return { chunkSize, maxTokenChars: (options.max_token_chars as number | null) ?? facts?.maxTokenChars ?? null };
}

/** The first `n` code points of `text`. */
function prefixOfCodePoints(text: string, n: number): string {
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return text.slice(0, i);
}

/** `semchunk` with semchunk's defaults (`withOptions` gives others). */
export const SEMCHUNK_STRATEGY: Strategy = libraryStrategy({
  id: 'semchunk',
  library: LIBRARY,
  description: 'semchunk chunkerify: splits at the longest run of line breaks, tabs or spaces, then punctuation, merged up to chunk_size tokens',
  inputKinds: ['markdown', 'text'],
  schema: SCHEMA,
  rules: RULES,
  defaultTokenizer: () => 'bert-base-uncased',
  rewrite: 'no rewrite: every chunk is a slice of the text',
  split(text, options, tokenizer) {
    const { chunkSize, maxTokenChars } = chunkerifyArguments(tokenizer, options);
    const counter = chunkerifyCounter(tokenizer, chunkSize, maxTokenChars);
    const [startPoints, endPoints] = [codePointOffsets(text), codePointOffsets(text)];
    return semchunk(text, chunkSize, counter, options.overlap as number | null).map((c) => ({
      content: wholeText(c.text, c.start),
      headingsPath: [],
      record: { text: c.text, offsets: [startPoints(c.start), endPoints(c.end)] },
    }));
  },
});

/** UTF-16 offsets of `text` to Python's code point offsets, for offsets asked in increasing order (from the start again otherwise). */
function codePointOffsets(text: string): (offset: number) => number {
  let at = 0;
  let points = 0;
  return (offset) => {
    if (offset < at) at = points = 0;
    points += codePointLength(text.slice(at, offset));
    at = offset;
    return points;
  };
}

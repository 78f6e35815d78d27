// Tokenizers behind one interface: o200k_base and cl100k_base (js-tiktoken ranks) and `chars`.
// Ranks are turned into an encoder lazily, once per process (0.3–0.7 s and 85–150 MB each), and token
// counts are memoised by text so that no text is tokenised twice while it stays in the memo.
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { charsTokenizer } from './chars';
import { TokenCountMemo } from './memo';

export const TOKENIZER_IDS = ['o200k_base', 'cl100k_base', 'chars'] as const;
export type TokenizerId = (typeof TOKENIZER_IDS)[number];

/** Counts, encodes and decodes text; `encode` then `decode` of a whole text gives the text back. */
export interface Tokenizer {
  readonly id: TokenizerId;
  count(text: string): number;
  encode(text: string): number[];
  decode(tokens: number[]): string;
}

export function isTokenizerId(value: unknown): value is TokenizerId {
  return typeof value === 'string' && (TOKENIZER_IDS as readonly string[]).includes(value);
}

const created = new Map<TokenizerId, Tokenizer>();

/** Returns the process-wide tokenizer for `id`, building its encoder on first use. */
export function getTokenizer(id: TokenizerId): Tokenizer {
  let tokenizer = created.get(id);
  if (!tokenizer) {
    tokenizer = id === 'chars' ? charsTokenizer : tiktokenTokenizer(id);
    created.set(id, tokenizer);
  }
  return tokenizer;
}

function tiktokenTokenizer(id: 'o200k_base' | 'cl100k_base'): Tokenizer {
  let encoder: Tiktoken | undefined;
  const load = (): Tiktoken => (encoder ??= new Tiktoken(id === 'o200k_base' ? o200kBase : cl100kBase));
  const memo = new TokenCountMemo();
  // Special-token text such as "<|endoftext|>" is ordinary document text here: encode it as text,
  // never throw (the reference pipelines would otherwise fail on such a document).
  const encode = (text: string): number[] => load().encode(text, [], []);
  return {
    id,
    count: (text) => memo.get(text, () => encode(text).length),
    encode,
    decode: (tokens) => load().decode(tokens),
  };
}

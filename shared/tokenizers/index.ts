// Tokenizers behind one interface: o200k_base, cl100k_base, p50k_base, r50k_base and gpt2 (js-tiktoken's rank
// files; gpt2 is r50k_base's ranks and pattern under its own name, as in tiktoken), `chars`, `utf16` and the
// WordPiece `bert-base-uncased` (wordPiece.ts).
// Ranks are turned into an encoder lazily, once per process and engine (`js`: 0.1–0.25 s and 7–15 MB of heap),
// and token counts are memoised by text so that no text is tokenised twice while it stays in the memo.
import { bytePairEncoder } from './bytePairEncoder';
import { rankFileOf } from './rankFiles';
import { charsTokenizer } from './chars';
import { TokenCountMemo } from './memo';
import { utf16Tokenizer } from './utf16';
import { bertBaseUncasedTokenizer } from './wordPiece';
import { pieceMemoEncoder } from './pieceMemoEncoder';
import { type SliceCounter, textSliceCounter } from './sliceCounter';
import { withReferenceWhiteSpace } from './referencePattern';
import { checkTimeBudget } from '../engine/timeBudget';
import { TOKENIZER_IDS, type Encoder, type EncoderFactory, type EncodingId, type Tokenizer, type TokenizerId } from './types';

export { TOKENIZER_IDS, type Encoder, type EncoderFactory, type EncodingId, type Tokenizer, type TokenizerId } from './types';

/**
 * The most tokens a text of `length` UTF-16 units can hold under any tokenizer: a unit is at most 3 UTF-8 bytes
 * (a pair of surrogates, 4), a token at least one byte. A splitter may take a piece this short as fitting a
 * cap without counting it.
 */
export function mostTokensIn(length: number): number {
  return 3 * length;
}

export function isTokenizerId(value: unknown): value is TokenizerId {
  return typeof value === 'string' && (TOKENIZER_IDS as readonly string[]).includes(value);
}

/**
 * Engines that turn BPE ranks into token ids: `js` (pure JavaScript over js-tiktoken's rank files, always
 * available) and `wasm` (the `tiktoken` package, a WebAssembly build of the reference; the runtime registers it
 * because loading WebAssembly from disk is not the pure core's business). Both give the reference's ids.
 */
export const TOKENIZER_ENGINES = ['js', 'wasm'] as const;
export type TokenizerEngine = (typeof TOKENIZER_ENGINES)[number];

export function isTokenizerEngine(value: unknown): value is TokenizerEngine {
  return typeof value === 'string' && (TOKENIZER_ENGINES as readonly string[]).includes(value);
}

const factories = new Map<TokenizerEngine, EncoderFactory>([['js', jsEncoder]]);

/** Makes an engine available; its factory runs lazily, on the first text a tokenizer of that engine sees. */
export function registerTokenizerEngine(engine: TokenizerEngine, factory: EncoderFactory): void {
  factories.set(engine, factory);
}

const created = new Map<string, Tokenizer>();

let countMemoCapacity: number | undefined;

/**
 * How many texts each tokenizer created from now on remembers counts for (default: TokenCountMemo's). The
 * language server keeps the default, since it re-counts a document on every edit. The CLI reads each file
 * once, so only a document's own repeats pay off there (a chunk's text counted while packing and again for
 * its record); a memo of 200,000 finished files' texts cost it about 10 % more CPU on the corpus than a small
 * one (copying keys, evicting, collecting garbage).
 */
export function setCountMemoCapacity(capacity: number): void {
  countMemoCapacity = capacity;
}

/** `tokenizer.prefixCounter(text, limit)`, or counting each prefix where the tokenizer has none. */
export function prefixCounterOf(tokenizer: Tokenizer, text: string, limit: number): (end: number) => number {
  return tokenizer.prefixCounter?.(text, limit) ?? ((end) => tokenizer.countUpTo(text.slice(0, end), limit));
}

/** `tokenizer.sliceCounter(source)`, or one that counts the joined text where the tokenizer has none. */
export function sliceCounterOf(tokenizer: Tokenizer, source: string): SliceCounter {
  return (
    tokenizer.sliceCounter?.(source) ??
    textSliceCounter(source, {
      countUpTo: (text, limit) => tokenizer.countUpTo(text, limit),
      prefixCounter: (text, limit) => prefixCounterOf(tokenizer, text, limit),
      encode: (text) => tokenizer.encode(text),
      decode: (tokens) => tokenizer.decode(tokens),
    })
  );
}

/** Whether `id` names a byte-pair encoding (one an engine builds), not a tokenizer of its own. */
export function isEncodingId(id: TokenizerId): id is EncodingId {
  return id !== 'chars' && id !== 'utf16' && id !== 'bert-base-uncased';
}

/** Returns the process-wide tokenizer for `id` on `engine` (the engine matters for encodings only), building its encoder on first use. */
export function getTokenizer(id: TokenizerId, engine: TokenizerEngine = 'js'): Tokenizer {
  const key = isEncodingId(id) ? `${id}/${engine}` : id;
  let tokenizer = created.get(key);
  if (!tokenizer) {
    tokenizer = id === 'chars' ? charsTokenizer : id === 'utf16' ? utf16Tokenizer : id === 'bert-base-uncased' ? withCountMemo(bertBaseUncasedTokenizer) : tiktokenTokenizer(id, engine);
    created.set(key, tokenizer);
  }
  return tokenizer;
}

/**
 * `tokenizer` with its counts memoised by text, as the encodings' are: WordPiece reads a text character by
 * character, and a splitter that re-chunks the whole document on every edit (semchunk) counts the same merges
 * again at every keystroke.
 */
function withCountMemo(tokenizer: Tokenizer): Tokenizer {
  const memo = new TokenCountMemo(countMemoCapacity);
  return {
    ...tokenizer,
    count: (text) => memo.get(text, () => tokenizer.count(text)),
    countUpTo: (text, limit) => {
      const known = memo.peek(text);
      if (known !== undefined) return known;
      const n = tokenizer.countUpTo(text, limit);
      // A count that stopped early is not the text's count, so only an exact one is remembered.
      if (n <= limit) memo.get(text, () => n);
      return n;
    },
    remember: (text, count) => void memo.get(text, () => count),
  };
}

function tiktokenTokenizer(id: EncodingId, engine: TokenizerEngine): Tokenizer {
  let encoder: Encoder | undefined;
  const load = (): Encoder => {
    if (encoder) return encoder;
    const factory = factories.get(engine);
    if (!factory) throw new Error(`tokenizer engine "${engine}" is not available in this process`);
    return (encoder = factory(id));
  };
  const memo = new TokenCountMemo(countMemoCapacity);
  const countUpTo = (text: string, limit: number): number => {
    checkTimeBudget();
    const known = memo.peek(text);
    if (known !== undefined) return known;
    const encoder = load();
    if (!encoder.countUpTo) return memo.get(text, () => encoder.count(text));
    const n = encoder.countUpTo(text, limit);
    // A count that stopped early is not the text's count, so only an exact one is remembered.
    if (n <= limit) memo.get(text, () => n);
    return n;
  };
  const prefixCounter = (text: string, limit: number): ((end: number) => number) =>
    load().prefixCounter?.(text, limit) ?? ((end) => countUpTo(text.slice(0, end), limit));
  const encode = (text: string): number[] => {
    checkTimeBudget();
    return load().encode(text);
  };
  const decode = (tokens: number[]): string => load().decode(tokens);
  return {
    id,
    count: (text) => {
      checkTimeBudget();
      return memo.get(text, () => load().count(text));
    },
    countUpTo,
    prefixCounter,
    sliceCounter: (source) => {
      // Text the engine cannot count faster goes through the memo, as any other count does.
      const text = textSliceCounter(source, { countUpTo, prefixCounter, encode, decode });
      return load().sliceCounter?.(source, text) ?? text;
    },
    remember: (text, count) => void memo.get(text, () => count),
    encode,
    decode,
    tokenByteLengths: (tokens) => load().tokenByteLengths(tokens),
  };
}

/**
 * tiktoken's ranks as js-tiktoken ships them, cut into pieces by the reference's notion of white space (see
 * referencePattern.ts), byte-pair encoded by bytePairEncoder.ts with ids memoised per piece
 * (pieceMemoEncoder.ts). Special-token text such as "<|endoftext|>" is ordinary document text here: it is
 * encoded as text, never an error.
 */
function jsEncoder(id: EncodingId): Encoder {
  const ranks = rankFileOf(id);
  return pieceMemoEncoder(bytePairEncoder(ranks), withReferenceWhiteSpace(ranks.pat_str));
}

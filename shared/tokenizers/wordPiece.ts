// The `bert-base-uncased` tokenizer: HuggingFace tokenizers' BertNormalizer (clean text, CJK ideographs spaced,
// accents stripped, lower case), BertPreTokenizer (white space and punctuation) and WordPiece (greedy longest
// match, "##" continuations, [UNK] for a word that cannot be spelled or is over 100 characters) over the
// bert-base-uncased vocabulary, as AutoTokenizer("sentence-transformers/all-MiniLM-L6-v2").tokenize() gives.
//
// A WordPiece token does not spell its source (case, accents and white space are normalised away), while a
// chunklens token id must decode to the text it came from. So `wordPieces` gives the vocabulary's tokens with
// their source ranges, and the Tokenizer's ids name source stretches (a token's source with the text skipped
// before it), interned per process: decoding ids gives the source text back, and counting gives WordPiece's count.

import { BERT_BASE_UNCASED_VOCAB } from './bertBaseUncasedVocab';
import type { Tokenizer } from './types';

/** One WordPiece token: its vocabulary text and id, and the UTF-16 range of the source it comes from. */
export interface WordPieceToken {
  token: string;
  id: number;
  start: number;
  end: number;
}

const UNK = '[UNK]';
const MAX_INPUT_CHARS_PER_WORD = 100;

let vocab: Map<string, number> | undefined;

function vocabulary(): Map<string, number> {
  if (!vocab) {
    vocab = new Map();
    BERT_BASE_UNCASED_VOCAB.split('\n').forEach((token, id) => vocab!.set(token, id));
  }
  return vocab;
}

/** A normalised character and the source range it comes from. */
interface NormalChar {
  ch: string;
  start: number;
  end: number;
}

/**
 * The tokens of `text` in order, stopping once there are more than `limit`. A word is kept character by
 * character only up to MAX_INPUT_CHARS_PER_WORD + 1 characters: past that it is one [UNK] whatever it holds,
 * so only where it ends is followed (a line of two million letters is one such word, and semchunk counts
 * its halves again and again: an object per character was most of its time, in the garbage collector).
 */
export function wordPieces(text: string, limit = Infinity): WordPieceToken[] {
  const out: WordPieceToken[] = [];
  let word: NormalChar[] = [];
  /** Where the word's last character ends, once it is longer than MAX_INPUT_CHARS_PER_WORD. */
  let overlongEnd = -1;
  const flush = () => {
    if (overlongEnd >= 0) out.push({ token: UNK, id: vocabulary().get(UNK)!, start: word[0].start, end: overlongEnd });
    else if (word.length) spellWord(word, out);
    word = [];
    overlongEnd = -1;
  };
  for (let i = 0; i < text.length && out.length <= limit; ) {
    const cp = text.codePointAt(i)!;
    const end = i + (cp > 0xffff ? 2 : 1);
    for (const ch of normalizeChar(cp)) {
      if (ch === ' ') flush();
      else if (isPunctuation(ch)) {
        flush();
        spellWord([{ ch, start: i, end }], out);
      } else if (overlongEnd >= 0) overlongEnd = end;
      else {
        word.push({ ch, start: i, end });
        if (word.length > MAX_INPUT_CHARS_PER_WORD) overlongEnd = end;
      }
    }
    i = end;
  }
  flush();
  return out;
}

/**
 * Number of tokens of `text`, stopping once past `limit`: `wordPieces(text, limit).length`, read as wordPieces reads
 * the text but without a token or a character object (semchunk counts every merge it tries, most of its time).
 */
export function countWordPieces(text: string, limit = Infinity): number {
  let n = 0;
  let word = '';
  /** Code points in `word`; past MAX_INPUT_CHARS_PER_WORD the word is one [UNK] and is no longer kept. */
  let length = 0;
  const flush = () => {
    if (length > MAX_INPUT_CHARS_PER_WORD) n++;
    else if (length) n += spelledLengths(word).length || 1;
    word = '';
    length = 0;
  };
  const add = (ch: string) => {
    if (ch === ' ') flush();
    else if (isPunctuation(ch)) {
      flush();
      n += spelledLengths(ch).length || 1;
    } else if (++length <= MAX_INPUT_CHARS_PER_WORD) word += ch;
  };
  for (let i = 0; i < text.length && n <= limit; ) {
    const cp = text.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    // An ASCII code point normalises to at most one character (none for a control character).
    if (cp < 0x80) {
      const ch = normalizeChar(cp);
      if (ch) add(ch);
    } else for (const ch of normalizeChar(cp)) add(ch);
  }
  flush();
  return n;
}

/** BertNormalizer on one code point: what it becomes ('' removed, ' ' white space, spaced CJK, accents off, lower case). */
function normalizeChar(cp: number): string {
  if (cp < 0x80) {
    if (cp === 9 || cp === 10 || cp === 13 || cp === 32) return ' ';
    if (cp < 32 || cp === 127) return '';
    return cp >= 65 && cp <= 90 ? String.fromCharCode(cp + 32) : String.fromCharCode(cp);
  }
  const ch = String.fromCodePoint(cp);
  if (cp === 0xfffd || /\p{C}/u.test(ch)) return '';
  if (/\p{White_Space}/u.test(ch)) return ' ';
  if (isChineseChar(cp)) return ` ${ch} `;
  let out = '';
  for (const c of ch.normalize('NFD')) if (!/\p{Mn}/u.test(c)) out += c;
  let lower = '';
  for (const c of out) lower += c.toLowerCase();
  return lower;
}

/** The CJK ideograph blocks BertNormalizer puts spaces around. */
function isChineseChar(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x2a6df) ||
    (cp >= 0x2a700 && cp <= 0x2b73f) ||
    (cp >= 0x2b740 && cp <= 0x2b81f) ||
    (cp >= 0x2b920 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f)
  );
}

/** BertPreTokenizer's punctuation: ASCII punctuation and every Unicode punctuation category. */
function isPunctuation(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (ch.length === 1 && c < 0x80) return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
  return /^\p{P}$/u.test(ch);
}

/** Words spelled before: the code point length of each piece, none for [UNK]; cleared when full. */
const spelled = new Map<string, number[]>();
const SPELLED_CAPACITY = 200_000;

/** The code point lengths of the pieces of the word `key` (its normalised characters joined), none for [UNK]. */
function spelledLengths(key: string): number[] {
  let lengths = spelled.get(key);
  if (!lengths) {
    lengths = pieceLengths(Array.from(key), vocabulary());
    if (spelled.size >= SPELLED_CAPACITY) spelled.clear();
    spelled.set(key, lengths);
  }
  return lengths;
}

/** WordPiece on one word (one code point per NormalChar): its pieces with their source ranges. */
function spellWord(word: NormalChar[], out: WordPieceToken[]): void {
  const v = vocabulary();
  const lengths = spelledLengths(word.map((w) => w.ch).join(''));
  if (!lengths.length) {
    out.push({ token: UNK, id: v.get(UNK)!, start: word[0].start, end: word[word.length - 1].end });
    return;
  }
  let start = 0;
  for (const n of lengths) {
    const token = (start > 0 ? '##' : '') + word.slice(start, start + n).map((w) => w.ch).join('');
    out.push({ token, id: v.get(token)!, start: word[start].start, end: word[start + n - 1].end });
    start += n;
  }
}

/** The greedy longest-match-first pieces of a word, as lengths; empty when it is [UNK]. */
function pieceLengths(chars: string[], v: Map<string, number>): number[] {
  if (chars.length > MAX_INPUT_CHARS_PER_WORD) return [];
  const lengths: number[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = chars.length;
    while (start < end && !v.has((start > 0 ? '##' : '') + chars.slice(start, end).join(''))) end--;
    if (start === end) return [];
    lengths.push(end - start);
    start = end;
  }
  return lengths;
}

/** Source stretches by chunklens token id, and the way back; grows as new stretches are met. */
const stretches: string[] = [];
const stretchIds = new Map<string, number>();

function stretchId(stretch: string): number {
  let id = stretchIds.get(stretch);
  if (id === undefined) {
    id = stretches.length;
    stretches.push(stretch);
    stretchIds.set(stretch, id);
  }
  return id;
}

const encoder = new TextEncoder();

/** The `bert-base-uncased` tokenizer: WordPiece's count, ids that decode to the source (see the file comment). */
export const bertBaseUncasedTokenizer: Tokenizer = {
  id: 'bert-base-uncased',
  count: (text) => countWordPieces(text),
  countUpTo: (text, limit) => countWordPieces(text, limit),
  encode(text) {
    const tokens = wordPieces(text);
    const ids: number[] = [];
    let from = 0;
    tokens.forEach((t, i) => {
      const to = i === tokens.length - 1 ? text.length : Math.max(from, t.end);
      ids.push(stretchId(text.slice(from, to)));
      from = to;
    });
    return ids;
  },
  decode: (ids) => ids.map((id) => stretches[id] ?? '').join(''),
  tokenByteLengths: (ids) => ids.map((id) => encoder.encode(stretches[id] ?? '').length),
};

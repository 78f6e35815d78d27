// The three units of Haystack's RecursiveDocumentSplitter (haystack-ai 2.31.0 recursive_splitter.py): how it
// measures a text, cuts it at split_length, takes the overlap from a chunk's end and falls back to fixed windows,
// in words, characters (code points) or o200k_base tokens, each over text mapped back to the source.

import { isPySpace } from '../langchain/pythonText';
import { codePointIndex } from '../lightrag/codePointIndex';
import { tokenBytes } from '../lightrag/tokenBytes';
import { concatMapped, insertedText, sliceMapped, type MappedText } from '../mappedText';
import type { Tokenizer } from '../../tokenizers';

/**
 * What the splitter does in its unit, on texts of type T (a text the library writes, mapped back to where it came
 * from); `raw` and `text` convert from and to mapped text.
 */
export interface UnitOps<T> {
  raw(m: MappedText): T;
  text(t: T): MappedText;
  /** `_chunk_length`. */
  length(t: T): number;
  /** `_split_chunk`: the first split_length units and the rest. */
  splitChunk(t: T): [T, T];
  /** `_get_overlap`'s overlap: the last split_overlap units of `previous`. */
  overlap(previous: T): T;
  /** `_create_chunk_starting_with_overlap`, and how a cut-off rest is put before the next chunk. */
  join(before: T, after: T): T;
  /** `_fall_back_to_fixed_chunking`. */
  fallBack(m: MappedText): MappedText[];
}

export type SplitUnit = 'word' | 'char' | 'token';

/** Runs `use` with the operations of `unit` for windows of `length` units overlapping by `overlap`; `o200k` counts tokens. */
export function withUnitOps<R>(unit: SplitUnit, length: number, overlap: number, o200k: Tokenizer, use: <T>(ops: UnitOps<T>) => R): R {
  if (unit === 'word') return use(wordOps(length, overlap));
  if (unit === 'char') return use(charOps(length, overlap));
  return use(tokenOps(length, overlap, o200k));
}

const identity = (m: MappedText): MappedText => m;

/** A word of `text.split()`: `origin.text.slice(start, end)`. */
interface Word {
  origin: MappedText;
  start: number;
  end: number;
}

/**
 * Part of a word-unit text: words joined by one space (a queue, read from `head`), or text as the splitter got
 * it, with its count of `split(" ")` parts.
 */
type WordPart = { words: Word[]; head: number } | { raw: MappedText; count: number };

/**
 * A text of the word unit: its parts joined by one inserted space each, as Haystack's `remaining + " " + next`
 * and `overlap + " " + chunk` join them. Kept as parts, not one string, so that the words a cut leaves over
 * (which grow by up to split_overlap words per chunk when chunks are nearly full) are not copied and split again
 * for every chunk: a cut takes split_length words from the front of the queue.
 */
interface WordText {
  parts: WordPart[];
}

/** The words of `text.split()` (runs of characters Python does not call white space). */
function pyWords(origin: MappedText): Word[] {
  const out: Word[] = [];
  const text = origin.text;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isPySpace(text[i]);
    if (space && start >= 0) {
      out.push({ origin, start, end: i });
      start = -1;
    } else if (!space && start < 0) start = i;
  }
  return out;
}

/** The number of non-empty parts of `text.split(" ")`. */
function spaceSeparatedCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text[i] !== ' ' && (i === 0 || text[i - 1] === ' ')) count++;
  return count;
}

/** `" ".join(words)`: a gap that is one space between two words of one origin keeps its source, any other is inserted. */
function joinWords(words: readonly Word[], from: number): MappedText {
  const parts: MappedText[] = [];
  for (let i = from; i < words.length; i++) {
    const w = words[i];
    if (i > from) {
      const p = words[i - 1];
      const sourceSpace = p.origin === w.origin && w.start - p.end === 1 && w.origin.text[p.end] === ' ';
      parts.push(sourceSpace ? sliceMapped(w.origin, p.end, w.start) : insertedText(' '));
    }
    parts.push(sliceMapped(w.origin, w.start, w.end));
  }
  return concatMapped(parts);
}

function wordsOf(part: WordPart): { words: Word[]; head: number } {
  return 'raw' in part ? { words: pyWords(part.raw), head: 0 } : part;
}

/** Word units: counted as `text.split(" ")`'s non-empty parts, cut and overlapped by `text.split()`'s words. */
function wordOps(n: number, o: number): UnitOps<WordText> {
  const length = (t: WordText): number => t.parts.reduce((sum, p) => sum + ('raw' in p ? p.count : p.words.length - p.head), 0);
  return {
    raw: (m) => ({ parts: [{ raw: m, count: spaceSeparatedCount(m.text) }] }),
    text: (t) => {
      const parts: MappedText[] = [];
      for (const [i, p] of t.parts.entries()) {
        if (i > 0) parts.push(insertedText(' '));
        parts.push('raw' in p ? p.raw : joinWords(p.words, p.head));
      }
      return concatMapped(parts);
    },
    length,
    splitChunk(t) {
      // The first n words are copied out; the rest stays in the queue where it starts (no text holds that queue
      // after the cut: the text cut is dropped), the words of later parts pushed behind it.
      const first: Word[] = [];
      let rest: { words: Word[]; head: number } | undefined;
      for (const part of t.parts) {
        const { words, head } = wordsOf(part);
        let k = head;
        while (first.length < n && k < words.length) first.push(words[k++]);
        if (rest) for (; k < words.length; k++) rest.words.push(words[k]);
        else if (k < words.length) rest = { words, head: k };
      }
      return [{ parts: [{ words: first, head: 0 }] }, { parts: [rest ?? { words: [], head: 0 }] }];
    },
    overlap(previous) {
      const words = previous.parts.flatMap((p) => {
        const { words: all, head } = wordsOf(p);
        return all.slice(head);
      });
      return { parts: [{ words: words.slice(Math.max(0, length(previous) - o)), head: 0 }] };
    },
    join: (before, after) => ({ parts: [...before.parts, ...after.parts] }),
    fallBack(m) {
      // re.findall(r"\S+|\s+"): a chunk closes after its n-th run that is not exactly one space.
      const chunks: MappedText[] = [];
      let [start, count, i] = [0, 0, 0];
      while (i < m.text.length) {
        const space = isPySpace(m.text[i]);
        let j = i + 1;
        while (j < m.text.length && isPySpace(m.text[j]) === space) j++;
        if (m.text.slice(i, j) !== ' ' && ++count === n) {
          chunks.push(sliceMapped(m, start, j));
          [start, count] = [j, 0];
        }
        i = j;
      }
      if (start < m.text.length) chunks.push(sliceMapped(m, start, m.text.length));
      return chunks;
    },
  };
}

/** Character units: Python's code points. */
function charOps(n: number, o: number): UnitOps<MappedText> {
  const cut = (m: MappedText, from: number, to: number): MappedText => {
    const cpi = codePointIndex(m.text);
    return sliceMapped(m, cpi.unitOf(from), cpi.unitOf(to));
  };
  return {
    raw: identity,
    text: identity,
    length: (m) => codePointIndex(m.text).length,
    splitChunk: (m) => [cut(m, 0, n), cut(m, n, Infinity)],
    overlap: (previous) => cut(previous, Math.max(0, codePointIndex(previous.text).length - o), Infinity),
    join: (before, after) => concatMapped([before, after]),
    fallBack(m) {
      const chunks: MappedText[] = [];
      const total = codePointIndex(m.text).length;
      for (let i = 0; i < total; i += n) chunks.push(cut(m, i, i + n));
      return chunks;
    },
  };
}

/**
 * Token units: o200k_base ids of the text, and each run of ids decoded (a character cut between two runs is a
 * U+FFFD on each side, as tiktoken's decode with replacement writes it). Decoding the ids of two texts one
 * after the other gives the two texts joined, so joins are concatenations.
 */
function tokenOps(n: number, o: number, o200k: Tokenizer): UnitOps<MappedText> {
  /** A function giving `decode(ids[a:b])` mapped through `m` (`ids` being m's tokens), laid out once. */
  const decoder = (m: MappedText, ids: number[]) => {
    const layout = tokenBytes(m.text, codePointIndex(m.text), ids, o200k.tokenByteLengths(ids));
    return (a: number, b: number): MappedText => {
      const window = layout.mapWindow(a, b, o200k.decode(ids.slice(a, b)));
      return concatMapped(window.segments.map((s) => (s.at === undefined ? insertedText(window.text.slice(s.from, s.to)) : sliceMapped(m, s.at, s.at + s.to - s.from))));
    };
  };
  return {
    raw: identity,
    text: identity,
    length: (m) => o200k.count(m.text),
    splitChunk(m) {
      const ids = o200k.encode(m.text);
      const decoded = decoder(m, ids);
      return [decoded(0, Math.min(n, ids.length)), decoded(Math.min(n, ids.length), ids.length)];
    },
    overlap(previous) {
      const ids = o200k.encode(previous.text);
      return decoder(previous, ids)(Math.max(0, ids.length - o), ids.length);
    },
    join: (before, after) => concatMapped([before, after]),
    fallBack(m) {
      const ids = o200k.encode(m.text);
      const decoded = decoder(m, ids);
      const chunks: MappedText[] = [];
      for (let i = 0; i < ids.length; i += n) chunks.push(decoded(i, Math.min(i + n, ids.length)));
      return chunks;
    },
  };
}

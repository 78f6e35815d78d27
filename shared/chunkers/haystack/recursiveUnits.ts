// The three units of Haystack's RecursiveDocumentSplitter (haystack-ai 2.31.0 recursive_splitter.py): how it
// measures a text, cuts it at split_length, takes the overlap from a chunk's end and falls back to fixed windows,
// in words, characters (code points) or o200k_base tokens, each over text mapped back to the source.

import { isPySpace } from '../langchain/pythonText';
import { codePointIndex } from '../lightrag/codePointIndex';
import { tokenBytes } from '../lightrag/tokenBytes';
import { concatMapped, insertedText, sliceMapped, type MappedText } from '../mappedText';
import type { Tokenizer } from '../../tokenizers';

/** What the splitter does in its unit; every result is text the library writes, mapped to where it came from. */
export interface UnitOps {
  /** `_chunk_length`. */
  length(m: MappedText): number;
  /** `_split_chunk`: the first split_length units and the rest. */
  splitChunk(m: MappedText): [MappedText, MappedText];
  /** `_get_overlap`'s overlap: the last split_overlap units of `previous`. */
  overlap(previous: MappedText): MappedText;
  /** `_create_chunk_starting_with_overlap`, and how a cut-off rest is put before the next chunk. */
  join(before: MappedText, after: MappedText): MappedText;
  /** `_fall_back_to_fixed_chunking`. */
  fallBack(m: MappedText): MappedText[];
}

export type SplitUnit = 'word' | 'char' | 'token';

/** The operations of `unit` for windows of `length` units overlapping by `overlap`; `o200k` counts tokens. */
export function unitOps(unit: SplitUnit, length: number, overlap: number, o200k: Tokenizer): UnitOps {
  if (unit === 'word') return wordOps(length, overlap);
  if (unit === 'char') return charOps(length, overlap);
  return tokenOps(length, overlap, o200k);
}

/** The ranges of `text.split()`'s words (runs of characters Python does not call white space). */
function pyWords(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isPySpace(text[i]);
    if (space && start >= 0) {
      out.push([start, i]);
      start = -1;
    } else if (!space && start < 0) start = i;
  }
  return out;
}

/** `" ".join(words)` of `m`'s words: a gap that is one space in `m` keeps its source, any other is an inserted space. */
function joinWords(m: MappedText, words: Array<[number, number]>): MappedText {
  const parts: MappedText[] = [];
  for (let i = 0; i < words.length; i++) {
    if (i > 0) {
      const [gapStart, gapEnd] = [words[i - 1][1], words[i][0]];
      parts.push(gapEnd - gapStart === 1 && m.text[gapStart] === ' ' ? sliceMapped(m, gapStart, gapEnd) : insertedText(' '));
    }
    parts.push(sliceMapped(m, words[i][0], words[i][1]));
  }
  return concatMapped(parts);
}

/** Word units: counted as `text.split(" ")`'s non-empty parts, cut and overlapped by `text.split()`'s words. */
function wordOps(n: number, o: number): UnitOps {
  const length = (m: MappedText): number => {
    let count = 0;
    for (let i = 0; i < m.text.length; i++) if (m.text[i] !== ' ' && (i === 0 || m.text[i - 1] === ' ')) count++;
    return count;
  };
  return {
    length,
    splitChunk(m) {
      const words = pyWords(m.text);
      return [joinWords(m, words.slice(0, n)), joinWords(m, words.slice(n))];
    },
    overlap: (previous) => joinWords(previous, pyWords(previous.text).slice(Math.max(0, length(previous) - o))),
    join: (before, after) => concatMapped([before, insertedText(' '), after]),
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
function charOps(n: number, o: number): UnitOps {
  const cut = (m: MappedText, from: number, to: number): MappedText => {
    const cpi = codePointIndex(m.text);
    return sliceMapped(m, cpi.unitOf(from), cpi.unitOf(to));
  };
  return {
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
function tokenOps(n: number, o: number, o200k: Tokenizer): UnitOps {
  const decoded = (m: MappedText, ids: number[], a: number, b: number): MappedText => {
    const window = tokenBytes(m.text, codePointIndex(m.text), ids, o200k.tokenByteLengths(ids)).mapWindow(a, b, o200k.decode(ids.slice(a, b)));
    return concatMapped(window.segments.map((s) => (s.at === undefined ? insertedText(window.text.slice(s.from, s.to)) : sliceMapped(m, s.at, s.at + s.to - s.from))));
  };
  return {
    length: (m) => o200k.count(m.text),
    splitChunk(m) {
      const ids = o200k.encode(m.text);
      return [decoded(m, ids, 0, Math.min(n, ids.length)), decoded(m, ids, Math.min(n, ids.length), ids.length)];
    },
    overlap(previous) {
      const ids = o200k.encode(previous.text);
      return decoded(previous, ids, Math.max(0, ids.length - o), ids.length);
    },
    join: (before, after) => concatMapped([before, after]),
    fallBack(m) {
      const ids = o200k.encode(m.text);
      const chunks: MappedText[] = [];
      for (let i = 0; i < ids.length; i += n) chunks.push(decoded(m, ids, i, Math.min(i + n, ids.length)));
      return chunks;
    },
  };
}

// The three units of Haystack's RecursiveDocumentSplitter (haystack-ai 2.31.0 recursive_splitter.py): how it
// measures a text, cuts it at split_length, takes the overlap from a chunk's end and falls back to fixed windows,
// in words, characters (code points) or o200k_base tokens, each over text mapped back to the source.

import { isPySpace } from '../langchain/pythonText';
import { codePointIndex } from '../lightrag/codePointIndex';
import { tokenBytes } from '../lightrag/tokenBytes';
import { concatMapped, insertedText, isExact, sliceMapped, type MappedText } from '../mappedText';
import { sliceCounterOf, type Tokenizer } from '../../tokenizers';
import type { SliceCounter, SourceSlice } from '../../tokenizers/sliceCounter';

/**
 * What the splitter does in its unit, on texts of type T (a text the library writes, mapped back to where it came
 * from); `raw` and `text` convert from and to mapped text.
 */
export interface UnitOps<T> {
  raw(m: MappedText): T;
  text(t: T): MappedText;
  /** `_chunk_length`. */
  length(t: T): number;
  /**
   * `_chunk_length(t) > limit`, answered without counting all of a long text: the splitter asks it of every
   * chunk with the rest an earlier cut left over, which grows through a long run of the fallback's windows.
   */
  exceeds(t: T, limit: number): boolean;
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
export function withUnitOps<R>(unit: SplitUnit, length: number, overlap: number, o200k: Tokenizer, source: string, use: <T>(ops: UnitOps<T>) => R): R {
  if (unit === 'word') return use(wordOps(length, overlap));
  if (unit === 'char') return use(charOps(length, overlap));
  return use(tokenOps(length, overlap, o200k, source));
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
    exceeds: (t, limit) => length(t) > limit,
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
  const length = (m: MappedText): number => codePointIndex(m.text).length;
  return {
    raw: identity,
    text: identity,
    length,
    exceeds: (m, limit) => length(m) > limit,
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
 * after the other gives the two texts joined, so joins are concatenations. `source` is the text the mapped
 * texts come from.
 *
 * A text that is one stretch of a long run of letters in the source (see runSlices) is measured and cut by its
 * places (Tokenizer.sliceCounter), never encoded whole: with an overlap, each chunk's overflow is put before
 * the next chunk, so on a line of letters without spaces the rest carried grows by the overlap with every
 * window, and encoding it for every cut made the split quadratic (200 KB: 9.4 s of CPU, 2 MB: minutes).
 */
function tokenOps(n: number, o: number, o200k: Tokenizer, source: string): UnitOps<MappedText> {
  /** A function giving `decode(ids[a:b])` mapped through `m` (`ids` being m's tokens), laid out once. */
  const decoder = (m: MappedText, ids: number[]) => {
    const layout = tokenBytes(m.text, codePointIndex(m.text), ids, o200k.tokenByteLengths(ids));
    return (a: number, b: number): MappedText => {
      const window = layout.mapWindow(a, b, o200k.decode(ids.slice(a, b)));
      return concatMapped(window.segments.map((s) => (s.at === undefined ? insertedText(window.text.slice(s.from, s.to)) : sliceMapped(m, s.at, s.at + s.to - s.from))));
    };
  };
  const runs = runSlices(source, o200k);
  /** `countUpTo` of m's text: its stretch of a run by its places, what follows as text. */
  const countUpTo = (m: MappedText, limit: number): number => {
    const slice = runs.sliceOf(m);
    if (!slice) return o200k.countUpTo(m.text, limit);
    const inRun = runs.counter().countUpTo([slice], limit);
    const tail = slice.end - slice.start;
    return inRun > limit || tail === m.text.length ? inRun : inRun + o200k.countUpTo(m.text.slice(tail), limit - inRun);
  };
  return {
    raw: identity,
    text: identity,
    length: (m) => countUpTo(m, Infinity),
    exceeds: (m, limit) => countUpTo(m, limit) > limit,
    splitChunk(m) {
      const slice = runs.sliceOf(m);
      if (slice) {
        // The ids of the first n tokens and a few more, up to a place between whole characters where the
        // encoding of the slice has a token boundary: the encoding of the text up to there is those ids (a
        // byte-pair encoding of one piece, cut where it has a boundary, keeps its tokens before it), and
        // decoding the slice's ids after them gives the text from there on.
        const leading = runs.counter().leadingTokens(slice, n + LEADING_MARGIN);
        const at = leading.end - slice.start;
        if (leading.count > n && at > 0) {
          const head = sliceMapped(m, 0, at);
          const ids = o200k.encode(head.text);
          if (ids.length > n) {
            const decoded = decoder(head, ids);
            return [decoded(0, n), concatMapped([decoded(n, ids.length), sliceMapped(m, at, m.text.length)])];
          }
        }
      }
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

/** Tokens past the cut that splitChunk asks where they end: enough for a character cut by the n-th to end whole. */
const LEADING_MARGIN = 8;

/** A character before which a piece of letters ends in o200k_base's pattern, whatever the letters' kind. */
const PIECE_ENDS_BEFORE = /^[^\p{L}\p{M}']/u;

/** A run of letters this long or longer is measured by its places (shorter texts cost little to encode). */
const LONG_RUN = 1024;

/**
 * The long runs of letters of one kind in `source` (lower-case ASCII, upper-case ASCII, or letters without case,
 * `\p{Lo}`), found on first use, and the slice counter of the source. Text of one such kind is one
 * pre-tokenisation piece for o200k_base (sliceCounter.ts says why), so a slice inside a run is counted and cut
 * by the pass over the run.
 */
function runSlices(source: string, o200k: Tokenizer) {
  let runs: { starts: number[]; ends: number[] } | undefined;
  let counter: SliceCounter | undefined;
  const find = () => {
    const found = { starts: [] as number[], ends: [] as number[] };
    // Each run matched whole, then kept by its length: a bounded repeat would be tried again from every
    // letter of a run just short of it.
    for (const r of source.matchAll(/[a-z]+|[A-Z]+|\p{Lo}+/gu)) {
      if (r[0].length < LONG_RUN) continue;
      found.starts.push(r.index);
      found.ends.push(r.index + r[0].length);
    }
    return found;
  };
  return {
    counter: (): SliceCounter => (counter ??= sliceCounterOf(o200k, source)),
    /**
     * When `m` is one stretch of the source that starts with at least LONG_RUN units inside one run: the slice of
     * it that lies in the run, and m's text after it (the rest of the document after a line of letters) is
     * encoded on its own. Only where the run ends before a character that cannot continue its piece (not a
     * letter, not a mark, not the apostrophe of a contraction), so its tokens are those of the whole text.
     */
    sliceOf(m: MappedText): SourceSlice | undefined {
      if (m.text.length < LONG_RUN || !isExact(m)) return undefined;
      const start = m.segments[0].at!;
      runs ??= find();
      let low = 0;
      let high = runs.starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if (runs.starts[mid] <= start) low = mid;
        else high = mid - 1;
      }
      if (high < 0 || runs.starts[low] > start) return undefined;
      const end = Math.min(start + m.text.length, runs.ends[low]);
      if (end - start < LONG_RUN) return undefined;
      return end === start + m.text.length || PIECE_ENDS_BEFORE.test(String.fromCodePoint(source.codePointAt(end)!)) ? { start, end } : undefined;
    },
  };
}

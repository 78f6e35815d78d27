// The crate's fallback levels (src/splitter/fallback.rs) below every semantic level: characters, then Unicode
// grapheme clusters, words and sentences (UAX #29), here from Intl.Segmenter where the crate uses ICU4X.
//
// The crate segments the rest of the text afresh from its cursor on every chunk. Here each level's boundaries
// are found once, as far as the chunker reads them, a window at a time: each window restarts at the last
// boundary of the one before (a segment that fills a whole window widens it), since Intl.Segmenter's cost per
// segment grows with the length of the text it is given. From a cursor that is not a boundary, text before the
// cursor can move a word or sentence boundary (a full stop behind the cursor, a number cut in two): there the
// start of the rest is segmented afresh (see needsFreshStart), as the crate does. Printable ASCII without a
// carriage return is one grapheme per character, which spares the segmenter on most text.

import type { Section } from './sections';
import { firstIndexAbove } from '../../text/sortedSearch';

/** The fallback levels, finest first (the crate's `FallbackLevel` order). */
export const FALLBACK_LEVELS = ['char', 'grapheme', 'word', 'sentence'] as const;
export type FallbackLevel = (typeof FALLBACK_LEVELS)[number];
type SegmentLevel = Exclude<FallbackLevel, 'char'>;

/** UTF-16 units segmented per call: small, since Intl.Segmenter's cost per segment grows with its input. */
const WINDOW = 512;

/** Text that may follow a sentence's terminator before its boundary: spaces, line breaks, closing punctuation. */
const SENTENCE_TAIL = /^[\s\p{Pe}\p{Pf}"')\]]*$/u;
const ALNUM = /^[\p{L}\p{N}]$/u;
const SIMPLE_GRAPHEMES = /^[\x20-\x7e\n\t]*$/;

const segmenters = new Map<SegmentLevel, Intl.Segmenter>();

function segmenterOf(level: SegmentLevel): Intl.Segmenter {
  let s = segmenters.get(level);
  if (!s) {
    s = new Intl.Segmenter('und', { granularity: level });
    segmenters.set(level, s);
  }
  return s;
}

/** The segment ends of `text[from, to)` at `level`, as offsets of `text` (the last is `to`). */
function segmentEnds(text: string, from: number, to: number, level: SegmentLevel): number[] {
  const slice = text.slice(from, to);
  if (level === 'grapheme' && SIMPLE_GRAPHEMES.test(slice)) return Array.from({ length: to - from }, (_, i) => from + i + 1);
  const ends: number[] = [];
  for (const seg of segmenterOf(level).segment(slice)) if (seg.index > 0) ends.push(from + seg.index);
  if (to > from) ends.push(to);
  return ends;
}


/** One level's boundaries of the whole text, found a window at a time as far as asked. */
class LevelBoundaries {
  /** Segment ends found so far, ascending; every one up to `ends[ends.length - 1]` is known. */
  readonly ends: number[] = [];

  constructor(
    private readonly text: string,
    private readonly level: SegmentLevel,
  ) {}

  /** The last known boundary (0 before any). */
  private get covered(): number {
    return this.ends.length ? this.ends[this.ends.length - 1] : 0;
  }

  /** Finds boundaries until one lies beyond `at` (or the text ends). */
  ensureBeyond(at: number): void {
    const n = this.text.length;
    let width = WINDOW;
    while (this.covered <= at && this.covered < n) {
      const from = this.covered;
      const to = Math.min(n, from + width);
      const found = segmentEnds(this.text, from, to, this.level);
      const interior = to === n ? found : found.slice(0, -1);
      if (interior.length === 0) {
        width *= 2;
        continue;
      }
      this.ends.push(...interior);
      width = WINDOW;
    }
  }

  /** Whether `at` starts a segment: the text's start or a known end. */
  isBoundary(at: number): boolean {
    if (at === 0) return true;
    this.ensureBeyond(at - 1);
    const k = firstIndexAbove(this.ends, at - 1);
    return k < this.ends.length && this.ends[k] === at;
  }

  /** The first boundary above `at` (the text's length at most). */
  nextAbove(at: number): number {
    this.ensureBeyond(at);
    const k = firstIndexAbove(this.ends, at);
    return k < this.ends.length ? this.ends[k] : this.text.length;
  }
}

/** Fallback sections of one text from any cursor. */
export class FallbackSegments {
  private readonly levels = new Map<SegmentLevel, LevelBoundaries>();

  constructor(private readonly text: string) {}

  /** The sections of `text[from, end)` at `level`, in order (`level.sections(remaining_text)`). */
  *sections(level: FallbackLevel, from: number): Generator<Section> {
    const text = this.text;
    if (level === 'char') {
      for (let i = from; i < text.length; ) {
        const c = text.charCodeAt(i);
        const w = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
        yield { start: i, end: i + w };
        i += w;
      }
      return;
    }
    const whole = this.boundaries(level);
    let at = from;
    let after = from;
    if (level !== 'grapheme' && this.needsFreshStart(level, whole, from)) {
      const windowEnd = Math.min(text.length, from + WINDOW);
      for (const b of segmentEnds(text, from, windowEnd, level)) {
        if (b === windowEnd && windowEnd < text.length) break;
        yield { start: at, end: b };
        at = b;
      }
      after = Math.max(at, windowEnd - 1);
    }
    for (let b = whole.nextAbove(after); at < text.length; b = whole.nextAbove(b)) {
      yield { start: at, end: b };
      at = b;
    }
  }

  /**
   * Whether segmenting afresh from `from` may find other boundaries than the whole text's: never on a boundary;
   * for sentences, when only spaces and closing punctuation separate `from` from the next boundary (the full stop
   * that makes it is behind the cursor); for words, when a letter or digit does not sit on both sides of `from`.
   */
  private needsFreshStart(level: 'word' | 'sentence', whole: LevelBoundaries, from: number): boolean {
    if (whole.isBoundary(from)) return false;
    const text = this.text;
    if (level === 'sentence') return SENTENCE_TAIL.test(text.slice(from, Math.min(whole.nextAbove(from), from + WINDOW)));
    return !(ALNUM.test(text[from - 1]) && ALNUM.test(text[from]));
  }

  private boundaries(level: SegmentLevel): LevelBoundaries {
    let b = this.levels.get(level);
    if (!b) {
      b = new LevelBoundaries(this.text, level);
      this.levels.set(level, b);
    }
    return b;
  }
}

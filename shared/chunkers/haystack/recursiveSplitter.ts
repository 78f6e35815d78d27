// Haystack's RecursiveDocumentSplitter (haystack-ai 2.31.0 components/preprocessors/recursive_splitter.py): the
// text cut by each separator in turn (a literal string, or "sentence" for SentenceSplitter), splits merged while
// they fit split_length units, a split too long cut again from the first separator, past the last one fixed
// windows; the overlap applied at every level; each chunk's split_id, split_idx_start, _split_overlap and
// page_number as Haystack records them.

import { checkTimeBudget } from '../../engine/timeBudget';
import { LibraryError } from '../libraryError';
import { concatMapped, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { codePointLength } from '../chonkie/codePoints';
import type { Tokenizer } from '../../tokenizers';
import { splitSentences, type SentenceSplitterParams } from './sentenceSplitter';
import { withUnitOps, type SplitUnit, type UnitOps } from './recursiveUnits';

export interface RecursiveSplitterArgs {
  split_length: number;
  split_overlap: number;
  split_unit: SplitUnit;
  /** Null or empty: Haystack's default `["\n\n", "sentence", "\n", " "]`. */
  separators: string[] | null;
  /** Null: `{"keep_white_spaces": true}`; otherwise SentenceSplitter's arguments over its own defaults. */
  sentence_splitter_params: Partial<SentenceSplitterParams> & { language?: string } | null;
}

export const DEFAULT_SEPARATORS = ['\n\n', 'sentence', '\n', ' '];

/** One output Document: its content mapped to the text and its `meta` (code point offsets). */
export interface RecursiveSplit {
  content: MappedText;
  meta: {
    split_id: number;
    split_idx_start: number;
    /** Null when split_overlap is 0; otherwise the ranges of this chunk the previous or next one repeats. */
    _split_overlap: Array<{ range: [number, number] }> | null;
    page_number: number;
  };
}

/** The special tokens tiktoken's `encode` refuses by default (disallowed_special="all") in o200k_base. */
const O200K_SPECIAL = ['<|endoftext|>', '<|endofprompt|>'];

/**
 * `RecursiveDocumentSplitter(**args).run([Document(content=text)])`: nothing for an empty text. Raises (as
 * LibraryError) where tiktoken refuses the text. `o200k` is the o200k_base tokenizer the token unit counts with.
 */
export function splitRecursively(text: string, args: RecursiveSplitterArgs, o200k: Tokenizer): RecursiveSplit[] {
  if (text === '') return [];
  if (args.split_unit === 'token') {
    for (const special of O200K_SPECIAL) {
      const at = text.indexOf(special);
      if (at >= 0) throw new LibraryError('ValueError', `Encountered text corresponding to disallowed special token '${special}'.`, { start: at, end: at + special.length });
    }
  }
  const separators = args.separators && args.separators.length > 0 ? args.separators : DEFAULT_SEPARATORS;
  const sentenceParams: SentenceSplitterParams = {
    use_split_rules: true,
    extend_abbreviations: true,
    keep_white_spaces: false,
    ...(args.sentence_splitter_params ?? { keep_white_spaces: true }),
  };
  return withUnitOps(args.split_unit, args.split_length, args.split_overlap, o200k, text, (units) => {
    const chunker = new RecursiveChunker(units, separators, sentenceParams, args.split_length, args.split_overlap);
    const chunks = chunker.chunkText(wholeText(text));
    if (chunks.length > 0 && chunks[chunks.length - 1].text === '') chunks.pop();
    return records(chunks, (chunk) => units.text(units.overlap(units.raw(chunk))), args.split_overlap);
  });
}

class RecursiveChunker<T> {
  constructor(
    private readonly units: UnitOps<T>,
    private readonly separators: string[],
    private readonly sentenceParams: SentenceSplitterParams,
    private readonly length: number,
    private readonly overlap: number,
  ) {}

  /** `_chunk_text`. */
  chunkText(m: MappedText): MappedText[] {
    const { units, separators } = this;
    if (!units.exceeds(units.raw(m), this.length)) return [m];
    for (const separator of separators) {
      const splits = separator === 'sentence' ? splitSentences(m.text, this.sentenceParams).map((r) => sliceMapped(m, r.start, r.end)) : splitAfter(m, separator);
      if (splits.length === 1) continue;
      let chunks: MappedText[] = [];
      let current: MappedText[] = [];
      let currentLength = 0;
      for (const split of splits) {
        const splitLength = units.length(units.raw(split));
        if (currentLength + splitLength > this.length) {
          if (current.length > 0) {
            chunks.push(concatMapped(current));
            [current, currentLength] = [[], 0];
          }
          if (splitLength > this.length) {
            const parts = separator === separators[separators.length - 1] ? units.fallBack(split) : this.chunkText(split);
            for (const part of parts) chunks.push(part);
            continue;
          }
        }
        current.push(split);
        currentLength += splitLength;
      }
      if (current.length > 0) chunks.push(concatMapped(current));
      if (this.overlap > 0) chunks = this.applyOverlap(chunks);
      if (chunks.length > 0) return chunks;
    }
    const chunks = units.fallBack(m);
    return this.overlap > 0 ? this.applyOverlap(chunks) : chunks;
  }

  /**
   * `_apply_overlap`: each chunk after the first starts with the previous output chunk's overlap; one that is then
   * too long is cut, its rest put before the next chunk, or after the last one cut again until it fits. Each level
   * of recursion applies it again to chunks that already overlap, so the output grows by up to
   * split_length / (split_length - split_overlap) per level, as in Haystack: the loops check the time budget.
   */
  private applyOverlap(input: MappedText[]): MappedText[] {
    const { units } = this;
    const chunks = input.map((m) => units.raw(m));
    const out: T[] = [];
    for (let idx = 0; idx < chunks.length; idx++) {
      checkTimeBudget();
      if (idx === 0) {
        out.push(chunks[0]);
        continue;
      }
      let current = units.join(units.overlap(out[out.length - 1]), chunks[idx]);
      if (units.exceeds(current, this.length)) {
        const [first, remaining] = units.splitChunk(current);
        current = first;
        if (idx < chunks.length - 1) chunks[idx + 1] = units.join(remaining, chunks[idx + 1]);
        else if (!this.isEmpty(remaining)) {
          out.push(current);
          current = units.join(units.overlap(current), remaining);
        }
      }
      out.push(current);
      if (idx === chunks.length - 1 && units.exceeds(current, this.length)) this.cutLast(out);
    }
    return out.map((t) => units.text(t));
  }

  /**
   * The last chunk cut into split_length units, each rest after the overlap of the chunk before it, until it fits.
   * A rest that does not shrink (tokens of joined text can count more than the parts) ends the loop, where
   * Haystack would run forever.
   */
  private cutLast(out: T[]): void {
    const { units } = this;
    let [first, remaining] = units.splitChunk(out.pop()!);
    out.push(first);
    while (!this.isEmpty(remaining)) {
      checkTimeBudget();
      const current = units.join(units.overlap(first), remaining);
      if (!units.exceeds(current, this.length)) {
        out.push(current);
        return;
      }
      const before = units.length(remaining);
      [first, remaining] = units.splitChunk(current);
      out.push(first);
      if (units.length(remaining) >= before) {
        if (!this.isEmpty(remaining)) out.push(remaining);
        return;
      }
    }
  }

  /** Whether `t` is the empty string (a rest with no units can still hold white space, which Haystack keeps). */
  private isEmpty(t: T): boolean {
    return !this.units.exceeds(t, 0) && this.units.text(t).text === '';
  }
}

/**
 * `re.split(f"({re.escape(separator)})", text)` with each part joined to the separator after it and an empty
 * last part dropped: the text cut after every occurrence. An empty separator matches before every character, so
 * the parts are an empty one and then each code point.
 */
function splitAfter(m: MappedText, separator: string): MappedText[] {
  const out: MappedText[] = [];
  if (separator === '') {
    out.push(sliceMapped(m, 0, 0));
    for (let i = 0; i < m.text.length; ) {
      const next = i + (m.text.codePointAt(i)! > 0xffff ? 2 : 1);
      out.push(sliceMapped(m, i, next));
      i = next;
    }
    return out;
  }
  let from = 0;
  for (let at = m.text.indexOf(separator); at >= 0; at = m.text.indexOf(separator, at + separator.length)) {
    out.push(sliceMapped(m, from, at + separator.length));
    from = at + separator.length;
  }
  if (from < m.text.length || out.length === 0) out.push(sliceMapped(m, from, m.text.length));
  return out;
}

/**
 * `_run_one`'s Documents: positions advance by each chunk's length less its overlap (`overlapOf`, `_get_overlap`'s
 * text); pages by its form feeds.
 */
function records(chunks: MappedText[], overlapOf: (chunk: MappedText) => MappedText, overlap: number): RecursiveSplit[] {
  const out: RecursiveSplit[] = [];
  let position = 0;
  let page = 1;
  for (const [i, chunk] of chunks.entries()) {
    const split: RecursiveSplit = { content: chunk, meta: { split_id: i, split_idx_start: position, _split_overlap: overlap > 0 ? [] : null, page_number: 0 } };
    if (i > 0 && overlap > 0) addOverlapInfo(position, split, out[out.length - 1]);
    const feeds = countFormFeeds(chunk.text);
    page += feeds.all;
    split.meta.page_number = page - feeds.trailing;
    out.push(split);
    const overlapLength = overlap > 0 && i < chunks.length - 1 ? codePointLength(overlapOf(chunk).text) : 0;
    position += codePointLength(chunk.text) - overlapLength;
  }
  return out;
}

/** `_add_overlap_info`: how much of the previous chunk reaches past `position`, recorded on both. */
function addOverlapInfo(position: number, split: RecursiveSplit, previous: RecursiveSplit): void {
  const previousLength = codePointLength(previous.content.text);
  const overlapLength = previousLength - (position - previous.meta.split_idx_start);
  if (overlapLength <= 0) return;
  previous.meta._split_overlap!.push({ range: [0, overlapLength] });
  split.meta._split_overlap!.push({ range: [previousLength - overlapLength, previousLength] });
}

function countFormFeeds(text: string): { all: number; trailing: number } {
  let all = 0;
  for (let i = text.indexOf('\f'); i >= 0; i = text.indexOf('\f', i + 1)) all++;
  let trailing = 0;
  while (trailing < text.length && text[text.length - 1 - trailing] === '\f') trailing++;
  return { all, trailing };
}

// Haystack's DocumentSplitter (haystack-ai 2.31.0 components/preprocessors/document_splitter.py) for the units it
// cuts at a character: the text split at every " " (word), "\n\n" (passage), "." (period), "\n" (line) or "\f"
// (page), the separator kept with the unit before it, and windows of split_length units every
// split_length - split_overlap units (more_itertools' `windowed`), a window under split_threshold units joined
// to the split before it; with each split's page_number, split_id, split_idx_start and _split_overlap.

import { codePointLength } from '../chonkie/codePoints';
import { concatMapped, wholeText, type MappedText } from '../mappedText';
import { codePointIndex } from '../lightrag/codePointIndex';

/** The units DocumentSplitter cuts at a character, and that character. */
export const SPLIT_BY_CHARACTER = { page: '\f', passage: '\n\n', period: '.', word: ' ', line: '\n' } as const;
export type CharacterUnit = keyof typeof SPLIT_BY_CHARACTER;

export interface DocumentSplitterArgs {
  split_by: CharacterUnit;
  split_length: number;
  split_overlap: number;
  split_threshold: number;
}

/** One output Document: its content mapped to the text, and its `meta` as Haystack writes it (code point offsets). */
export interface HaystackSplit {
  content: MappedText;
  meta: {
    page_number: number;
    split_id: number;
    split_idx_start: number;
    /** Present when split_overlap > 0: the range of this split that the previous or next one repeats. */
    _split_overlap?: Array<{ range: [number, number] }>;
  };
}

/**
 * `DocumentSplitter(split_by, split_length, split_overlap, split_threshold).run([Document(content=text)])`:
 * nothing for an empty text (skip_empty_documents), empty splits dropped. `split_overlap < split_length`.
 */
export function splitDocument(text: string, args: DocumentSplitterArgs): HaystackSplit[] {
  if (text === '') return [];
  const separator = SPLIT_BY_CHARACTER[args.split_by];
  const cpi = codePointIndex(text);
  // Unit k is text[starts[k], starts[k + 1]).
  const starts = [0];
  for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + separator.length)) starts.push(at + separator.length);
  starts.push(text.length);
  const formFeeds = formFeedCounter(text);
  const units = starts.length - 1;
  const n = args.split_length;
  const step = n - args.split_overlap;
  const splits: Array<{ parts: MappedText[]; page: number; start: number }> = [];
  let startIdx = 0;
  let page = 1;
  for (const s of windowStarts(units, n, step)) {
    const e = Math.min(s + n, units);
    const part = wholeText(text.slice(starts[s], starts[e]), starts[s]);
    if (e - s < args.split_threshold && splits.length > 0) splits[splits.length - 1].parts.push(part);
    else if (part.text.length > 0) splits.push({ parts: [part], page, start: startIdx });
    const processed = Math.min(s + step, e);
    startIdx += cpi.cpOf(starts[processed]) - cpi.cpOf(starts[s]);
    page += args.split_by === 'page' ? processed - s : formFeeds(starts[processed]) - formFeeds(starts[s]);
  }
  const out = splits.map((split, i): HaystackSplit => ({ content: concatMapped(split.parts), meta: { page_number: split.page, split_id: i, split_idx_start: split.start } }));
  if (args.split_overlap > 0) addOverlapInformation(out);
  return out;
}

/**
 * Where `windowed(units, n, step)` starts its windows: one window when there are at most n units; otherwise the
 * first n, then one every `step` units while the units and its padding (n - 1 fill values when step >= n, else
 * step - 1) fill it.
 */
function* windowStarts(units: number, n: number, step: number): Generator<number> {
  yield 0;
  if (units <= n) return;
  const padded = units + (step >= n ? n - 1 : step - 1);
  for (let s = step; s + n <= padded; s += step) yield s;
}

/** A function giving the number of "\f" in the text before an offset (their positions, binary searched). */
function formFeedCounter(text: string): (offset: number) => number {
  const at: number[] = [];
  for (let i = text.indexOf('\f'); i >= 0; i = text.indexOf('\f', i + 1)) at.push(i);
  return (offset) => {
    let [lo, hi] = [0, at.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * `_add_split_overlap_information` for each split after the first: the previous split's tail from this split's
 * start on, when this split starts with it, is recorded on both (code point ranges).
 */
function addOverlapInformation(splits: HaystackSplit[]): void {
  for (const s of splits) s.meta._split_overlap = [];
  for (let i = 1; i < splits.length; i++) {
    const [previous, current] = [splits[i - 1], splits[i]];
    const prevText = previous.content.text;
    const prevLength = codePointLength(prevText);
    const from = current.meta.split_idx_start - previous.meta.split_idx_start;
    if (from >= prevLength) continue;
    const overlap = prevText.slice(codePointIndex(prevText).unitOf(from));
    if (!current.content.text.startsWith(overlap)) continue;
    current.meta._split_overlap!.push({ range: [from, prevLength] });
    previous.meta._split_overlap!.push({ range: [0, prevLength - from] });
  }
}

// LangChain's `_split_text_with_regex` and `_merge_splits` (langchain_text_splitters 1.1.2, character.py and
// base.py), over mapped text so that every split and merged chunk knows where it came from.

import { addPiece, joinPieces, sliceMapped, type MappedText, type Pieces } from '../mappedText';
import type { MeasuredPieces } from './splitRuns';
import { compileSeparator, pyStripRange } from './pythonText';

/** `keep_separator`: False drops separators, True and "start" attach each to the next split, "end" to the previous one. */
export type KeepSeparator = boolean | 'start' | 'end';

/** The matches of `separator` in `text` as `[start, end)` pairs, as Python's `re.finditer` (≥ 3.7) finds them. */
export function findSeparators(text: string, separator: string, isRegex: boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!isRegex) {
    for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + separator.length)) out.push([at, at + separator.length]);
    return out;
  }
  const re = compileSeparator(separator);
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push([m.index, m.index + m[0].length]);
    if (m[0].length === 0) re.lastIndex = m.index + (re.unicode && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return out;
}

/** Whether `separator` occurs in `text` (`re.search`). */
export function hasSeparator(text: string, separator: string, isRegex: boolean): boolean {
  if (!isRegex) return text.includes(separator);
  const re = compileSeparator(separator);
  re.lastIndex = 0;
  return re.test(text);
}

/**
 * `_split_text_with_regex(text, separator, keep_separator)`: the text cut at every separator match, the match
 * kept at the start or end of a split or dropped, empty splits removed; "" cuts between code points.
 */
export function splitWithSeparator(text: string, separator: string, isRegex: boolean, keep: KeepSeparator): Pieces {
  const splits: Pieces = { starts: [], ends: [] };
  if (separator === '') {
    for (let i = 0; i < text.length; ) {
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      addPiece(splits, i, i + width);
      i += width;
    }
    return splits;
  }
  const matches = findSeparators(text, separator, isRegex);
  let start = 0;
  for (let k = 0; k <= matches.length; k++) {
    const ms = k < matches.length ? matches[k][0] : text.length;
    const me = k < matches.length ? matches[k][1] : text.length;
    if (!keep) addPiece(splits, start, ms);
    else if (keep === 'end') addPiece(splits, start, me);
    else addPiece(splits, k === 0 ? 0 : matches[k - 1][0], ms);
    start = me;
  }
  return splits;
}

/** Python's `_join_docs` of splits `[from, to)` of `m`: joined with the separator, stripped when `strip` is set; undefined when empty. */
function joinDocs(m: MappedText, splits: Pieces, from: number, to: number, separator: string, strip: boolean): MappedText | undefined {
  let joined = joinPieces(m, splits, from, to, separator);
  if (strip) {
    const [s, e] = pyStripRange(joined.text);
    if (s > 0 || e < joined.text.length) joined = sliceMapped(joined, s, e);
  }
  return joined.text ? joined : undefined;
}

/**
 * `_merge_splits`: packs the measured splits of `m` into chunks of at most `chunkSize`, separated
 * by `separator`, each chunk starting with up to `chunkOverlap` of the previous one's splits. A single split
 * longer than `chunkSize` stays a chunk of its own (LangChain only logs a warning).
 */
export function mergeSplits(
  m: MappedText,
  splits: MeasuredPieces,
  separator: string,
  opts: { chunkSize: number; chunkOverlap: number; strip: boolean; length: (text: string) => number },
): MappedText[] {
  const separatorLen = opts.length(separator);
  const { lengths } = splits;
  const docs: MappedText[] = [];
  let head = 0;
  let total = 0;
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i];
    if (total + len + (i > head ? separatorLen : 0) > opts.chunkSize && i > head) {
      const doc = joinDocs(m, splits, head, i, separator, opts.strip);
      if (doc) docs.push(doc);
      while (i > head && (total > opts.chunkOverlap || (total + len + separatorLen > opts.chunkSize && total > 0))) {
        total -= lengths[head] + (i - head > 1 ? separatorLen : 0);
        head++;
      }
    }
    total += len + (i > head ? separatorLen : 0);
  }
  const doc = joinDocs(m, splits, head, lengths.length, separator, opts.strip);
  if (doc) docs.push(doc);
  return docs;
}

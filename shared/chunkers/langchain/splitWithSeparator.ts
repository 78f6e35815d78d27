// LangChain's `_split_text_with_regex` and `_merge_splits` (langchain_text_splitters 1.1.2, character.py and
// base.py), over mapped text so that every split and merged chunk knows where it came from.

import { concatMapped, insertedText, sliceMapped, type MappedText } from './mappedText';
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
export function splitWithSeparator(m: MappedText, separator: string, isRegex: boolean, keep: KeepSeparator): MappedText[] {
  const text = m.text;
  const splits: MappedText[] = [];
  const cut = (s: number, e: number): void => {
    if (e > s) splits.push(sliceMapped(m, s, e));
  };
  if (separator === '' && !isRegex) {
    for (let i = 0; i < text.length; ) {
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      cut(i, i + width);
      i += width;
    }
  } else if (separator === '') {
    return splitWithSeparator(m, '', false, keep);
  } else {
    const matches = findSeparators(text, separator, isRegex);
    let start = 0;
    for (let k = 0; k <= matches.length; k++) {
      const ms = k < matches.length ? matches[k][0] : text.length;
      const me = k < matches.length ? matches[k][1] : text.length;
      if (!keep) cut(start, ms);
      else if (keep === 'end') cut(start, me);
      else cut(k === 0 ? 0 : matches[k - 1][0], ms);
      start = me;
    }
  }
  return splits;
}

/** Python's `_join_docs`: splits joined with the separator, stripped when `strip` is set; undefined when empty. */
export function joinDocs(docs: readonly MappedText[], separator: string, strip: boolean): MappedText | undefined {
  const parts: MappedText[] = [];
  docs.forEach((d, i) => {
    if (i > 0) parts.push(insertedText(separator));
    parts.push(d);
  });
  let joined = concatMapped(parts);
  if (strip) {
    const [s, e] = pyStripRange(joined.text);
    joined = sliceMapped(joined, s, e);
  }
  return joined.text ? joined : undefined;
}

/**
 * `_merge_splits`: packs splits into chunks of at most `chunkSize` (by `length`), separated by `separator`,
 * each chunk starting with up to `chunkOverlap` of the previous one's splits. A single split longer than
 * `chunkSize` stays a chunk of its own (LangChain only logs a warning).
 */
export function mergeSplits(
  splits: readonly MappedText[],
  separator: string,
  opts: { chunkSize: number; chunkOverlap: number; strip: boolean; length: (text: string) => number },
): MappedText[] {
  const separatorLen = opts.length(separator);
  const docs: MappedText[] = [];
  let current: Array<{ m: MappedText; len: number }> = [];
  let head = 0;
  let total = 0;
  const size = () => current.length - head;
  for (const d of splits) {
    const len = opts.length(d.text);
    if (total + len + (size() > 0 ? separatorLen : 0) > opts.chunkSize && size() > 0) {
      const doc = joinDocs(current.slice(head).map((c) => c.m), separator, opts.strip);
      if (doc) docs.push(doc);
      while (size() > 0 && (total > opts.chunkOverlap || (total + len + (size() > 0 ? separatorLen : 0) > opts.chunkSize && total > 0))) {
        total -= current[head].len + (size() > 1 ? separatorLen : 0);
        head++;
      }
    }
    if (head > 64 && head * 2 > current.length) {
      current = current.slice(head);
      head = 0;
    }
    current.push({ m: d, len });
    total += len + (size() > 1 ? separatorLen : 0);
  }
  const doc = joinDocs(current.slice(head).map((c) => c.m), separator, opts.strip);
  if (doc) docs.push(doc);
  return docs;
}

// LlamaIndex's split functions (llama_index/core/node_parser/text/utils.py) over ranges of a text: each split is
// `[start, end)` of the text it was cut from, so the chunks made of them map back to the source exactly.

import { compileSeparator } from '../langchain/pythonText';

/** `text.slice(start, end)`, one split of a split function. */
export interface Range {
  start: number;
  end: number;
}

/** A split function: the ranges of `text[start, end)` it cuts it into, in order. */
export type SplitFn = (text: string, start: number, end: number) => Range[];

/**
 * `split_by_sep(sep)` (keep_sep=True): `text.split(sep)` with the separator put back at the start of every part
 * but the first, empty parts dropped; the parts cover the text without gaps.
 */
export function splitBySep(sep: string): SplitFn {
  return (text, start, end) => {
    const out: Range[] = [];
    let from = start;
    for (let at = text.indexOf(sep, start); at >= 0 && at + sep.length <= end; at = text.indexOf(sep, at + sep.length)) {
      if (at > from) out.push({ start: from, end: at });
      from = at;
    }
    if (end > from) out.push({ start: from, end });
    return out;
  };
}

/** `split_by_char()`: one split per code point, as Python's `list(text)`. */
export const splitByChar: SplitFn = (text, start, end) => {
  const out: Range[] = [];
  for (let i = start; i < end; ) {
    const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    out.push({ start: i, end: i + width });
    i += width;
  }
  return out;
};

/** `split_by_regex(regex)`: Python's `re.findall(regex, text)`, each match a split (text between matches is dropped). */
export function splitByRegex(pattern: string): SplitFn {
  const re = compileSeparator(pattern);
  return (text, start, end) => {
    const piece = text.slice(start, end);
    const out: Range[] = [];
    for (const m of piece.matchAll(re)) out.push({ start: start + m.index, end: start + m.index + m[0].length });
    return out;
  };
}

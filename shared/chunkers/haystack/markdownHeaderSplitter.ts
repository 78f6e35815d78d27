// Haystack's MarkdownHeaderSplitter (haystack-ai 2.31.0 components/preprocessors/markdown_header_splitter.py): the
// text cut at ATX header lines (`^(#{1,6}) (.+)$`) of the chosen levels outside fenced code, each section with its
// header and parent headers, headers of empty sections carried to the next one, then optionally every section
// split again by DocumentSplitter.

import { isPySpace, pyStripRange } from '../langchain/pythonText';
import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { splitDocument, type CharacterUnit } from './documentSplitter';
import type { HaystackDocument } from './haystackStrategy';

export interface MarkdownHeaderArgs {
  page_break_character: string;
  keep_headers: boolean;
  header_split_levels: number[];
  secondary_split: Exclude<CharacterUnit, 'page'> | null;
  split_length: number;
  split_overlap: number;
  split_threshold: number;
}

/** One header line: `[start, end)` (without its line break), its `#`s and its text. */
interface Header {
  start: number;
  end: number;
  prefix: string;
  text: string;
}

/** `MarkdownHeaderSplitter(...).run([Document(content=text)])`: nothing for a blank text. */
export function splitMarkdownHeaders(text: string, args: MarkdownHeaderArgs): HaystackDocument[] {
  if (isBlank(text)) return [];
  let page = 1;
  const sections = splitByHeaders(text, args).map((s, i): HaystackDocument => {
    const meta: Record<string, unknown> = { page_number: page, split_id: i, ...s.meta };
    page += count(s.content.text, args.page_break_character);
    return { content: s.content, meta, headings: 'header' in s.meta ? [...(s.meta.parent_headers as string[]), s.meta.header as string] : [] };
  });
  return args.secondary_split ? splitSecondarily(sections, args) : sections;
}

/** `_split_text_by_markdown_headers`: the sections, or the whole text when no header has content. */
function splitByHeaders(text: string, args: MarkdownHeaderArgs): Array<{ content: MappedText; meta: Record<string, unknown> }> {
  const code = codeBlockSpans(text);
  const levels = new Set(args.header_split_levels);
  const headers = headerLines(text).filter((h) => levels.has(h.prefix.length) && !code.some(([s, e]) => s <= h.start && h.start < e));
  const whole = [{ content: wholeText(text), meta: {} }];
  if (headers.length === 0) return whole;
  const out: Array<{ content: MappedText; meta: Record<string, unknown> }> = [];
  const stack: Array<string | null> = [null, null, null, null, null, null];
  let pending: MappedText[] = [];
  headers.forEach((h, i) => {
    const level = h.prefix.length;
    const end = i + 1 < headers.length ? headers[i + 1].start : text.length;
    stack[level - 1] = h.text;
    stack.fill(null, level);
    const body = text.slice(h.end, end);
    if (isBlank(body)) {
      // The body's line break, where it is exactly the "\n" Haystack joins pending headers with, is that text.
      if (args.keep_headers) pending.push(wholeText(text.slice(h.start, h.end), h.start), body === '\n' ? wholeText('\n', h.end) : insertedText('\n'));
      return;
    }
    const meta = { header: h.text, parent_headers: stack.slice(0, level - 1).filter((x): x is string => x !== null) };
    const content = args.keep_headers ? concatMapped([...pending, wholeText(text.slice(h.start, end), h.start)]) : wholeText(body, h.end);
    out.push({ content, meta });
    pending = [];
  });
  return out.length > 0 ? out : whole;
}

/**
 * The header pattern's matches in order: at a line start (the text's or after "\n"), one to six `#`, a space,
 * and the rest of the line up to "\n", at least one character (Python's `.` takes "\r").
 */
function headerLines(text: string): Header[] {
  const out: Header[] = [];
  for (let start = 0; start < text.length; ) {
    const eol = text.indexOf('\n', start);
    const end = eol < 0 ? text.length : eol;
    let hashes = 0;
    while (hashes < 7 && text.charCodeAt(start + hashes) === 0x23) hashes++;
    if (hashes >= 1 && hashes <= 6 && text[start + hashes] === ' ' && end > start + hashes + 1) {
      out.push({ start, end, prefix: text.slice(start, start + hashes), text: text.slice(start + hashes + 1, end) });
    }
    start = end + 1;
  }
  return out;
}

/**
 * `_code_block_spans`: the matches of ``^(?P<fence>`{3,}|~{3,})[^\n]*\n.*?^(?P=fence)\s*$`` (multiline, dotall).
 * A line starting with three or more backticks or tildes, ending in "\n", opens a block that the first later
 * line made of the same fence and whitespace closes; without one, a shorter fence (the regex backtracks to
 * three) is tried. A block ends after its closing fence and the whitespace up to the last line break that follows.
 * Closing lines are indexed by fence once, so an unclosed fence costs a binary search, not a scan.
 */
function codeBlockSpans(text: string): Array<[number, number]> {
  const lines: number[] = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines.push(i + 1);
  const closings = new Map<string, number[]>();
  for (const start of lines) {
    const run = fenceRun(text, start);
    if (run === 0) continue;
    let k = start + run;
    while (k < text.length && text[k] !== '\n' && isPySpace(text[k])) k++;
    if (k === text.length || text[k] === '\n') {
      const key = text.slice(start, start + run);
      if (!closings.has(key)) closings.set(key, []);
      closings.get(key)!.push(start);
    }
  }
  const out: Array<[number, number]> = [];
  let from = 0;
  for (const start of lines) {
    if (start < from) continue;
    const run = fenceRun(text, start);
    const eol = text.indexOf('\n', start);
    if (run === 0 || eol < 0) continue;
    for (let f = run; f >= 3; f--) {
      const close = firstAtOrAfter(closings.get(text.slice(start, start + f)) ?? [], eol + 1);
      if (close === undefined) continue;
      let end = close + f;
      let k = end;
      for (; k < text.length && isPySpace(text[k]); k++) if (text[k] === '\n') end = k;
      out.push([start, k === text.length ? k : end]);
      from = k === text.length ? k : end;
      break;
    }
  }
  return out;
}

/** The length of the run of three or more "`" or "~" that starts the line at `start`, else 0. */
function fenceRun(text: string, start: number): number {
  const c = text[start];
  if (c !== '`' && c !== '~') return 0;
  let k = start;
  while (text[k] === c) k++;
  return k - start >= 3 ? k - start : 0;
}

function firstAtOrAfter(sorted: number[], at: number): number | undefined {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

/** Python's `not text.strip()`. */
function isBlank(text: string): boolean {
  const [s, e] = pyStripRange(text);
  return s === e;
}

function count(text: string, needle: string): number {
  if (needle === '') return 0;
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) n++;
  return n;
}

/**
 * `_apply_secondary_splitting`: each section split by DocumentSplitter (without its header line when
 * keep_headers is false: the text after the first header-pattern match in it), the page carried from split to
 * split by the page breaks of the one before, split_id counted across the whole document.
 */
function splitSecondarily(sections: HaystackDocument[], args: MarkdownHeaderArgs): HaystackDocument[] {
  const out: HaystackDocument[] = [];
  for (const section of sections) {
    let content = section.content;
    if (!args.keep_headers) {
      const first = headerLines(content.text)[0];
      if (first) content = sliceMapped(content, first.end, content.text.length);
    }
    let page = section.meta.page_number as number;
    const { split_id: _, ...meta } = section.meta;
    const splits = splitDocument(content.text, { split_by: args.secondary_split!, split_length: args.split_length, split_overlap: args.split_overlap, split_threshold: args.split_threshold });
    splits.forEach((split, i) => {
      if (i > 0) page += count(splits[i - 1].content.text, args.page_break_character);
      out.push({ content: through(split.content, content), meta: { ...meta, ...split.meta, page_number: page, split_id: out.length }, headings: section.headings });
    });
  }
  return out;
}

/** `inner` (mapped into `outer.text`) mapped on through `outer` to the source. */
function through(inner: MappedText, outer: MappedText): MappedText {
  return concatMapped(inner.segments.map((s) => (s.at === undefined ? insertedText(inner.text.slice(s.from, s.to)) : sliceMapped(outer, s.at, s.at + s.to - s.from))));
}

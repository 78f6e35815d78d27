// LangChain's MarkdownHeaderTextSplitter.split_text (langchain_text_splitters 1.1.2, markdown.py): a line-by-line
// pass that tracks the header stack, over mapped text so that each output knows the source lines it re-joined.

import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { isPyPrintable, pyStripRange } from './pythonText';

export interface MarkdownHeaderArgs {
  /** `(separator, name)` pairs; a null name splits without recording metadata. */
  headersToSplitOn: ReadonlyArray<readonly [string, string | null]>;
  returnEachLine: boolean;
  stripHeaders: boolean;
  customHeaderPatterns: Readonly<Record<string, number>>;
}

/** One LangChain Document: its text, mapped to the source, and its metadata in insertion order. */
export interface HeaderDocument {
  content: MappedText;
  metadata: Map<string, string>;
}

interface LineDoc {
  lines: MappedText[];
  metadata: Map<string, string>;
}

/** Splits `source` the way `MarkdownHeaderTextSplitter(...).split_text(source)` does. */
export function splitMarkdownHeaders(source: string, args: MarkdownHeaderArgs): HeaderDocument[] {
  const base = wholeText(source);
  const headers = [...args.headersToSplitOn].sort((a, b) => b[0].length - a[0].length);
  const out: LineDoc[] = [];
  let content: MappedText[] = [];
  let currentMetadata = new Map<string, string>();
  const initialMetadata = new Map<string, string>();
  const stack: Array<{ level: number; name: string }> = [];
  let inCode = false;
  let fence = '';
  const flush = (metadata: Map<string, string>) => {
    out.push({ lines: content, metadata: new Map(metadata) });
    content = [];
  };
  const unprintable = unprintableOffsets(source);
  let next = 0;
  // Lines are read in order, so one pointer into the ascending offsets answers every line's question.
  const unprintableIn = (from: number, to: number): boolean => {
    while (next < unprintable.length && unprintable[next] < from) next++;
    return next < unprintable.length && unprintable[next] < to;
  };
  for (let lineStart = 0; lineStart <= source.length; ) {
    const nl = source.indexOf('\n', lineStart);
    const lineEnd = nl === -1 ? source.length : nl;
    const line = strippedLine(base, lineStart, lineEnd, unprintableIn);
    lineStart = lineEnd + 1;
    const s = line.text;
    if (!inCode) {
      if (s.startsWith('```') && s.split('```').length - 1 === 1) [inCode, fence] = [true, '```'];
      else if (s.startsWith('~~~')) [inCode, fence] = [true, '~~~'];
    } else if (s.startsWith(fence)) [inCode, fence] = [false, ''];
    if (inCode) {
      content.push(line);
      continue;
    }
    const header = headers.find(([sep]) => isStandardHeader(s, sep) || isCustomHeader(s, sep, args.customHeaderPatterns));
    if (header) {
      const [sep, name] = header;
      if (name !== null) {
        const level = sep in args.customHeaderPatterns ? args.customHeaderPatterns[sep] : sep.split('#').length - 1;
        while (stack.length && stack[stack.length - 1].level >= level) initialMetadata.delete(stack.pop()!.name);
        const data = isCustomHeader(s, sep, args.customHeaderPatterns) ? s.slice(sep.length, s.length - sep.length) : s.slice(sep.length);
        stack.push({ level, name });
        initialMetadata.set(name, data.slice(...pyStripRange(data)));
      }
      if (content.length) flush(currentMetadata);
      if (!args.stripHeaders) content.push(line);
    } else if (s) content.push(line);
    else if (content.length) flush(currentMetadata);
    currentMetadata = new Map(initialMetadata);
    if (nl === -1) break;
  }
  if (content.length) flush(currentMetadata);
  const docs = args.returnEachLine ? out : aggregate(out, args.stripHeaders, source);
  return docs.map((d) => ({ content: joinLines(d.lines, '\n', source), metadata: d.metadata }));
}

/** `aggregate_lines_to_chunks`: neighbours with equal metadata (or a kept header and its first child) join with "  \n". */
function aggregate(lines: LineDoc[], stripHeaders: boolean, source: string): LineDoc[] {
  const out: Array<LineDoc & { parts: MappedText[] }> = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const joined = () => last.parts.push(insertedText('  \n'), joinLines(line.lines, '\n', source));
    if (last && sameMetadata(last.metadata, line.metadata)) joined();
    else if (last && last.metadata.size < line.metadata.size && lastLine(last.parts).startsWith('#') && !stripHeaders) {
      joined();
      last.metadata = line.metadata;
    } else out.push({ ...line, parts: [joinLines(line.lines, '\n', source)] });
  }
  return out.map((d) => ({ lines: [concatMapped(d.parts)], metadata: d.metadata }));
}

/** Characters Python's `str.isprintable()` rejects (see isPyPrintable) other than the line feed. */
const NOT_PRINTABLE = /(?![ \n])[\p{C}\p{Z}]/gu;

/** The offsets in `source` of the characters NOT_PRINTABLE finds, ascending: one scan for all lines. */
function unprintableOffsets(source: string): number[] {
  return [...source.matchAll(NOT_PRINTABLE)].map((m) => m.index);
}

/**
 * The line `[start, end)` as LangChain reads it: stripped, then without characters that are not printable;
 * `unprintableIn(from, to)` says whether `[from, to)` holds one (the common answer, no, needs no scan).
 */
function strippedLine(base: MappedText, start: number, end: number, unprintableIn: (from: number, to: number) => boolean): MappedText {
  const [s, e] = pyStripRange(base.text.slice(start, end));
  if (!unprintableIn(start + s, start + e)) return sliceMapped(base, start + s, start + e);
  const text = base.text.slice(start + s, start + e);
  const parts: MappedText[] = [];
  let at = start + s;
  for (const ch of text) {
    if (isPyPrintable(ch)) parts.push(sliceMapped(base, at, at + ch.length));
    at += ch.length;
  }
  return concatMapped(parts);
}

/** Lines joined with `separator`; where `source` holds exactly that separator between two lines, it maps there. */
function joinLines(lines: readonly MappedText[], separator: string, source: string | undefined): MappedText {
  const parts: MappedText[] = [];
  lines.forEach((line, i) => {
    if (i > 0) {
      const prev = lines[i - 1].segments[lines[i - 1].segments.length - 1];
      const next = line.segments[0];
      const prevEnd = prev?.at !== undefined ? prev.at + prev.to - prev.from : -1;
      const adjacent = source !== undefined && prevEnd >= 0 && next?.at !== undefined && source.slice(prevEnd, next.at) === separator;
      parts.push(adjacent ? wholeText(separator, prevEnd) : insertedText(separator));
    }
    parts.push(line);
  });
  return concatMapped(parts);
}

function isStandardHeader(s: string, sep: string): boolean {
  return s.startsWith(sep) && (s.length === sep.length || s[sep.length] === ' ');
}

function isCustomHeader(s: string, sep: string, patterns: Readonly<Record<string, number>>): boolean {
  if (!(sep in patterns) || s.length < 2 * sep.length + 1 || !s.startsWith(sep) || !s.endsWith(sep)) return false;
  const inner = s.slice(sep.length, s.length - sep.length);
  if (inner.startsWith(sep) || inner.endsWith(sep)) return false;
  const content = inner.slice(...pyStripRange(inner));
  return content !== '' && ![...content.replace(/ /g, '')].every((c) => sep.includes(c));
}

function sameMetadata(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** The last line of the joined parts: every part ends with a non-empty line, so it is the last part's. */
function lastLine(parts: readonly MappedText[]): string {
  const text = parts[parts.length - 1].text;
  return text.slice(text.lastIndexOf('\n') + 1);
}

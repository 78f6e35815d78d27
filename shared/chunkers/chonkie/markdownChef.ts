// chonkie's MarkdownChef (chonkie 1.6.8 chef/markdown.py): the tables, fenced code blocks and images its three
// regular expressions find in Markdown, and the text between them as chunks, found as Python's `re.finditer`
// finds them but in linear time (the expressions backtrack over a long line; these scans do not).

import { pyStripRange } from '../langchain/pythonText';

/** A stretch of the text, UTF-16 offsets `[start, end)`. */
export interface ChefRange {
  start: number;
  end: number;
}

/** A fenced code block: the whole match, and the code inside the fences (`MarkdownCode.content`). */
export interface ChefCode extends ChefRange {
  contentStart: number;
  contentEnd: number;
  language: string | null;
}

/** An image `![alt](src)`, or a linked one `[![alt](src)](link)`. */
export interface ChefImage extends ChefRange {
  alt: string;
  src: string;
  link: string | null;
}

/** What `MarkdownChef.parse` returns: a `MarkdownDocument`'s tables, code, images and chunks, in chonkie's order. */
export interface ChefDocument {
  tables: ChefRange[];
  code: ChefCode[];
  images: ChefImage[];
  /** The text outside tables, code and images that is not blank, as `extract_chunks` cuts it. */
  chunks: ChefRange[];
}

/** `MarkdownChef.parse(text)`: tables, code and images found independently, then the chunks between them. */
export function parseMarkdown(text: string): ChefDocument {
  const tables = findTables(text);
  const code = findCode(text);
  const images = findImages(text);
  return { tables, code, images, chunks: extractChunks(text, [...tables, ...code, ...images]) };
}

/** The next index of `ch` at or after a position, remembering the last answer so repeated asks cost nothing. */
function nextIndexOf(text: string, ch: string): (from: number) => number {
  let askedFrom = Infinity;
  let found = -1;
  return (from) => {
    if (from >= askedFrom && (found === -1 || from <= found)) return found;
    askedFrom = from;
    found = text.indexOf(ch, from);
    return found;
  };
}

/**
 * `(\|.*?\n\|[-: ]+\|.*?\n(?:\|.*?\n)*)`: from the first `|` of a line ended by a newline, when the next line
 * opens with `|`, one or more of `-`, `:` and space, and `|` and is ended by a newline; then every following
 * line that opens with `|` and is ended by a newline. A line whose match fails fails at each of its `|`.
 */
function findTables(text: string): ChefRange[] {
  const out: ChefRange[] = [];
  const nextBar = nextIndexOf(text, '|');
  let line = 0;
  while (line < text.length) {
    const newline = text.indexOf('\n', line);
    if (newline === -1) break;
    const bar = nextBar(line);
    if (bar !== -1 && bar < newline && isSeparatorLine(text, newline + 1)) {
      let end = text.indexOf('\n', newline + 1) + 1;
      while (text[end] === '|') {
        const next = text.indexOf('\n', end);
        if (next === -1) break;
        end = next + 1;
      }
      out.push({ start: bar, end });
      line = end;
    } else line = newline + 1;
  }
  return out;
}

/** Whether the line at `at` is `\|[-: ]+\|.*?\n`. */
function isSeparatorLine(text: string, at: number): boolean {
  if (text[at] !== '|') return false;
  let k = at + 1;
  while (text[k] === '-' || text[k] === ':' || text[k] === ' ') k++;
  return k > at + 1 && text[k] === '|' && text.indexOf('\n', k) !== -1;
}

const LANGUAGE_CHAR = /[a-zA-Z0-9+\-_]/;

/**
 * `` ```([a-zA-Z0-9+\-_]*)\n?(.*?)\n?``` `` with DOTALL: a fence, its language, one newline skipped, the code up
 * to the next fence (a newline just before it left out). Without a closing fence there are no more blocks.
 */
function findCode(text: string): ChefCode[] {
  const out: ChefCode[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('```', from);
    if (open === -1) break;
    let k = open + 3;
    while (k < text.length && LANGUAGE_CHAR.test(text[k])) k++;
    const contentStart = text[k] === '\n' ? k + 1 : k;
    const close = text.indexOf('```', contentStart);
    if (close === -1) break;
    const contentEnd = close - 1 >= contentStart && text[close - 1] === '\n' ? close - 1 : close;
    out.push({ start: open, end: close + 3, contentStart, contentEnd, language: k > open + 3 ? text.slice(open + 3, k) : null });
    from = close + 3;
  }
  return out;
}

/**
 * `(\[)?!\[([^\]]*)\]\(([^)]+)\)(?(1)\]\(([^)]+)\)|)`: `![alt](src)`, or `[![alt](src)](link)` when it opens
 * with `[`; alt runs to the first `]`, src and link to the first `)` and are not empty.
 */
function findImages(text: string): ChefImage[] {
  const out: ChefImage[] = [];
  const nextClose = nextIndexOf(text, ']');
  const nextParen = nextIndexOf(text, ')');
  /** `!\[([^\]]*)\]\(([^)]+)\)` at `at`: where it ends, with alt and src. */
  const image = (at: number): { end: number; alt: string; src: string } | undefined => {
    if (text[at] !== '!' || text[at + 1] !== '[') return undefined;
    const close = nextClose(at + 2);
    if (close === -1 || text[close + 1] !== '(') return undefined;
    const paren = nextParen(close + 2);
    if (paren === -1 || paren === close + 2) return undefined;
    return { end: paren + 1, alt: text.slice(at + 2, close), src: text.slice(close + 2, paren) };
  };
  let at = 0;
  while (at < text.length) {
    const ch = text[at];
    if (ch === '[') {
      const inner = image(at + 1);
      if (inner && text[inner.end] === ']' && text[inner.end + 1] === '(') {
        const paren = nextParen(inner.end + 2);
        if (paren !== -1 && paren > inner.end + 2) {
          out.push({ start: at, end: paren + 1, alt: inner.alt, src: inner.src, link: text.slice(inner.end + 2, paren) });
          at = paren + 1;
          continue;
        }
      }
    } else if (ch === '!') {
      const plain = image(at);
      if (plain) {
        out.push({ start: at, end: plain.end, alt: plain.alt, src: plain.src, link: null });
        at = plain.end;
        continue;
      }
    }
    at++;
  }
  return out;
}

/**
 * `extract_chunks`: the occupied ranges sorted by start then end, the gaps before each (the position moves to
 * each range's end, back as well as forward, as chonkie's does) and after the last, those not blank.
 */
function extractChunks(text: string, occupied: ChefRange[]): ChefRange[] {
  const sorted = occupied.map((r) => [r.start, r.end] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const gaps: ChefRange[] = [];
  let current = 0;
  for (const [start, end] of sorted) {
    if (start > current) gaps.push({ start: current, end: start });
    current = end;
  }
  if (current < text.length) gaps.push({ start: current, end: text.length });
  return gaps.filter((g) => {
    const [start, end] = pyStripRange(text.slice(g.start, g.end));
    return start < end;
  });
}

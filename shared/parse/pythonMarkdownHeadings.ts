// Headings as Python-Markdown reads them (MkDocs). Setext: an underline makes a heading of a one-line paragraph only.
// Under a paragraph of more lines, a line of three or more dashes is a thematic break after the paragraph, and any
// other underline (`===`, `--`) is one more line of its text. CommonMark makes a heading of the whole paragraph
// instead, so a `---` meant as a break, written with no blank line above it, turns prose into a heading there and
// not on the site. The other way round, Python-Markdown reads the underline before lists: a list item's line opening
// its block (`5. Conditional Statements` / `-----` after item 4's indented text) is a heading there, where CommonMark
// sees one more item of the list and a break. ATX: any line of a paragraph that opens with one to six `#` is a heading,
// with or without a space after them (`#Title`, or `##` and a no-break space pasted from a word processor, which its
// strip() drops); CommonMark needs a space or a tab there, and reads such a line as paragraph text.

import type { SectionBlock } from './sectionBlock';

/** A setext underline: up to three spaces, then `=` or `-` alone. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Python-Markdown's thematic break of dashes: three or more, spaces between allowed. */
const DASH_BREAK = /^ {0,3}(?:-[ \t]*){3,}$/;

/** Python-Markdown's setext underline of dashes, read at the start of its line: dashes alone, spaces after them. */
const DASH_UNDERLINE = /^-+[ \t]*$/;
/** A list item's line at the margin: its marker and its text. */
const ITEM_LINE = /^(?:\d{1,9}[.)]|[-*+])[ \t]+\S/;

/**
 * The blocks Python-Markdown makes of the list `list` and the break `underline` of dashes on the line right after it,
 * when the list's last line is an item's line at the margin that opens its block (after a blank line, or the text's
 * start): the list before that line, if any, and a heading of the line. Undefined otherwise.
 */
function listItemHeading(list: SectionBlock, underline: SectionBlock, text: string): SectionBlock[] | undefined {
  const source = text.slice(list.start, list.end).replace(/\r?\n$/, '');
  const lineStart = source.lastIndexOf('\n') + 1;
  const line = source.slice(lineStart);
  const at = list.start + lineStart;
  const previousLine = at === 0 ? '' : text.slice(text.lastIndexOf('\n', at - 2) + 1, at - 1);
  if (!ITEM_LINE.test(line) || !/^[ \t]*\r?$/.test(previousLine)) return undefined;
  const lineEnd = list.start + source.length;
  const next = text[lineEnd] === '\r' ? lineEnd + 2 : lineEnd + 1;
  if (underline.start !== next || !DASH_UNDERLINE.test(text.slice(underline.start, underline.end))) return undefined;
  const heading: SectionBlock = { kind: 'heading', start: list.start + lineStart, end: underline.end, level: 2, headingText: line.trim() };
  if (lineStart === 0) return [heading];
  const listEnd = source.slice(0, lineStart).replace(/\s+$/, '').length;
  const end = list.start + listEnd;
  const shortened: SectionBlock = { ...list, end };
  if (list.parts) shortened.parts = list.parts.filter((p) => p.start < end).map((p) => ({ start: p.start, end: Math.min(p.end, end) }));
  if (list.nestedCode) shortened.nestedCode = list.nestedCode.filter((p) => p.start < end);
  return [shortened, heading];
}

/**
 * A line opening with `#`s that CommonMark reads as text and Python-Markdown as a heading: no space or tab after them.
 * Its text opens with a letter, a digit or inline markup; `#}` (closing a Jinja comment that mkdocs-macros removes) or
 * `#!/bin/sh` is no title anyone meant, and stays text.
 */
const UNSPACED_HEADING = /^(#{1,6})(?=[\p{L}\p{N}*_`[(])|^(#{1,6})[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+(?=[\p{L}\p{N}*_`[(])/mu;
/** A heading line's closing `#`s and the spaces around its text, which Python-Markdown strips. */
const HEADING_TEXT = /^#{1,6}([^\n]*?)#*$/;

/**
 * The blocks Python-Markdown makes of `paragraph`: each line opening with `#`s and no space after them a heading, the
 * lines between them paragraphs. Undefined when no line is such a heading. Linear in the paragraph.
 */
function unspacedHeadings(paragraph: SectionBlock, text: string): SectionBlock[] | undefined {
  const source = text.slice(paragraph.start, paragraph.end);
  if (!source.includes('#') || !UNSPACED_HEADING.test(source)) return undefined;
  const blocks: SectionBlock[] = [];
  let textStart = -1;
  let textEnd = -1;
  const closeText = () => {
    if (textStart >= 0) blocks.push({ kind: 'paragraph', start: paragraph.start + textStart, end: paragraph.start + textEnd });
    textStart = -1;
  };
  let at = 0;
  while (at < source.length) {
    const newline = source.indexOf('\n', at);
    const end = newline < 0 ? source.length : newline;
    const line = source.slice(at, end).replace(/\r$/, '');
    const marks = UNSPACED_HEADING.exec(line);
    if (marks) {
      closeText();
      const headingText = HEADING_TEXT.exec(line)![1].trim();
      blocks.push({ kind: 'heading', start: paragraph.start + at, end: paragraph.start + at + line.length, level: (marks[1] ?? marks[2]).length, headingText });
    } else {
      if (textStart < 0) textStart = at;
      textEnd = at + line.length;
    }
    at = end + 1;
  }
  closeText();
  return blocks;
}

/** `blocks` of `text` with every heading read as Python-Markdown reads it. Linear. */
export function readHeadingsAsPythonMarkdown(blocks: SectionBlock[], text: string): SectionBlock[] {
  const read: SectionBlock[] = [];
  for (const block of blocks) {
    const headings = block.kind === 'paragraph' ? unspacedHeadings(block, text) : undefined;
    if (headings) {
      read.push(...headings);
      continue;
    }
    const previous = read[read.length - 1];
    const itemHeading = block.kind === 'thematicBreak' && previous?.kind === 'list' ? listItemHeading(previous, block, text) : undefined;
    if (itemHeading) {
      read.splice(read.length - 1, 1, ...itemHeading);
      continue;
    }
    const source = block.kind === 'heading' ? text.slice(block.start, block.end) : '';
    const lastBreak = source.lastIndexOf('\n');
    const underline = source.slice(lastBreak + 1);
    // A heading of one line (ATX, or setext over one line of text) is read alike by both.
    if (lastBreak < 0 || source.indexOf('\n') === lastBreak || !UNDERLINE.test(underline)) {
      read.push(block);
      continue;
    }
    if (!DASH_BREAK.test(underline)) {
      read.push({ kind: 'paragraph', start: block.start, end: block.end });
      continue;
    }
    const underlineStart = block.start + lastBreak + 1;
    const paragraphEnd = text[underlineStart - 2] === '\r' ? underlineStart - 2 : underlineStart - 1;
    read.push({ kind: 'paragraph', start: block.start, end: paragraphEnd });
    read.push({ kind: 'thematicBreak', start: underlineStart + (underline.length - underline.trimStart().length), end: block.end });
  }
  return read;
}

// Setext headings as Python-Markdown reads them (MkDocs): an underline makes a heading of a one-line paragraph only.
// Under a paragraph of more lines, a line of three or more dashes is a thematic break after the paragraph, and any
// other underline (`===`, `--`) is one more line of its text. CommonMark makes a heading of the whole paragraph
// instead, so a `---` meant as a break, written with no blank line above it, turns prose into a heading there and
// not on the site.

import type { SectionBlock } from './sectionBlock';

/** A setext underline: up to three spaces, then `=` or `-` alone. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Python-Markdown's thematic break of dashes: three or more, spaces between allowed. */
const DASH_BREAK = /^ {0,3}(?:-[ \t]*){3,}$/;

/** `blocks` of `text` with every setext heading over several lines read as Python-Markdown reads it. Linear. */
export function readSetextAsPythonMarkdown(blocks: SectionBlock[], text: string): SectionBlock[] {
  if (!blocks.some((b) => b.kind === 'heading')) return blocks;
  const read: SectionBlock[] = [];
  for (const block of blocks) {
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

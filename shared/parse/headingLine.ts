// The blocks of a region that is only headings, read without a flow parse: one ATX heading line, or setext
// headings whose content lines are plain paragraph lines.
//
// Why: a document of tens of thousands of headings in a row is that many sections (ATX) or regions of dozens
// of headings (setext, after whose underline a region may end), and micromark spends about 30 µs setting up
// and running the flow parse of a region however short (half the analysis of 50,000 headings with emphasis)
// and about 100 µs on each setext heading in one. Such a region's blocks are its headings, whose spans, levels
// and texts are read here as micromark reads them (CommonMark's heading rules); `sectionBlocks.test.ts` checks
// this against remark on generated regions and on every ATX heading line of the corpus sample.

import { blocksFromEvents } from './eventBlocks';
import { parseFlowEvents } from './flowEvents';
import { INLINE_SYNTAX } from './headingText';
import { lineInlinePlainText } from './inlinePlainText';
import { SETEXT_UNDERLINE } from './lineTracker';
import type { SectionBlock } from './sectionBlock';

/** An opening sequence at column 0, followed by a space, a tab or the end of the line. */
const OPENING = /^#{1,6}(?=[ \t]|$)/;
const ONLY_BLANK_LINES = /^[ \t\n]*$/;

/**
 * A line that can only be paragraph text, wherever it stands: it starts in column 0 with a letter or digit
 * that does not begin an ordered list item, and holds no `\r`. (No table can form either: its delimiter row
 * would be the next line, which starts with a letter or digit too, or the underline, which has no `|`.)
 */
const PLAIN_PARAGRAPH_LINE = /^(?!\d{1,9}[.)](?:[ \t]|$))[\p{L}\p{N}][^\r\n]*$/u;

/** The blocks of a region of Markdown without MDX: a lone heading read here, anything else by micromark. */
export function flowBlocks(text: string): SectionBlock[] {
  const heading = headingLineBlock(text);
  if (heading) return [heading];
  return setextHeadingBlocks(text) ?? blocksFromEvents(parseFlowEvents(text), text);
}

/**
 * The heading block of `text` when `text` is an ATX heading line starting in column 0 followed only by blank
 * lines (`\n` line endings) and the heading's text needs no link or footnote definition (no `[` in it);
 * undefined otherwise, for the flow parse to read.
 */
export function headingLineBlock(text: string): SectionBlock | undefined {
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  const newline = text.indexOf('\n');
  const lineEnd = newline < 0 ? text.length : newline;
  if (text.includes('\r') || (newline >= 0 && !ONLY_BLANK_LINES.test(text.slice(newline)))) return undefined;
  const level = opening[0].length;
  let start = level;
  while (start < lineEnd && isSpaceOrTab(text.charCodeAt(start))) start++;
  let end = withoutTrailingSpace(text, start, lineEnd);
  // A closing sequence: a run of `#` preceded by a space or a tab, or making up the whole content.
  let run = end;
  while (run > start && text.charCodeAt(run - 1) === 0x23) run--;
  if (run < end && (run === start || isSpaceOrTab(text.charCodeAt(run - 1)))) end = withoutTrailingSpace(text, start, run);
  const headingText = end === start ? '' : plainHeadingText(text, start, end);
  return headingText === undefined ? undefined : { start: 0, end: lineEnd, kind: 'heading', level, headingText };
}

/**
 * The heading blocks of `text` when `text` is only setext headings, each one or more plain paragraph lines
 * (see PLAIN_PARAGRAPH_LINE) and an underline, with blank lines between and after them (`\n` line endings),
 * and no heading's text needs a link or footnote definition (no `[` in it); undefined otherwise, for the flow
 * parse to read. After an underline every block is closed, so each heading's lines read as the first did.
 */
export function setextHeadingBlocks(text: string): SectionBlock[] | undefined {
  const blocks: SectionBlock[] = [];
  let contentStart = -1;
  let contentEnd = -1;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (contentStart >= 0 && SETEXT_UNDERLINE.test(line)) {
      const headingText = plainHeadingText(text, contentStart, contentEnd);
      if (headingText === undefined) return undefined;
      blocks.push({ start: contentStart, end: lineEnd, kind: 'heading', level: line.trimStart()[0] === '=' ? 1 : 2, headingText });
      contentStart = -1;
    } else if (PLAIN_PARAGRAPH_LINE.test(line)) {
      if (contentStart < 0) contentStart = lineStart;
      contentEnd = lineEnd;
    } else if (contentStart >= 0 || !ONLY_BLANK_LINES.test(line)) return undefined;
    lineStart = lineEnd + 1;
  }
  return contentStart < 0 && blocks.length ? blocks : undefined;
}

/**
 * The text of heading content `text[start, end)` as remark gives it, or undefined when it holds `[` and may
 * use a link or footnote definition, which only a parse of the region can resolve.
 */
function plainHeadingText(text: string, start: number, end: number): string | undefined {
  const raw = text.slice(start, end);
  if (!INLINE_SYNTAX.test(raw)) return raw.trim();
  if (raw.includes('[')) return undefined;
  return lineInlinePlainText(text, start, end).trim();
}

function isSpaceOrTab(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function withoutTrailingSpace(text: string, start: number, end: number): number {
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return end;
}

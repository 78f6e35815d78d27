// The block of a region that is one ATX heading line and nothing else, read without a flow parse.
//
// Why: a document of tens of thousands of headings in a row is that many sections, each parsed on its own, and
// micromark spends about 30 µs setting up and running the flow parse of each, however short: half the analysis
// of 50,000 headings with emphasis. Such a region's only block is its heading line, whose span, level and text
// are read here as micromark reads them (CommonMark's ATX heading rules); `sectionBlocks.test.ts` checks this
// against remark on generated heading regions and on every ATX heading line of the corpus sample.

import { blocksFromEvents } from './eventBlocks';
import { parseFlowEvents } from './flowEvents';
import { INLINE_SYNTAX } from './headingText';
import { lineInlinePlainText } from './inlinePlainText';
import type { SectionBlock } from './sectionBlocks';

/** An opening sequence at column 0, followed by a space, a tab or the end of the line. */
const OPENING = /^#{1,6}(?=[ \t]|$)/;
const ONLY_BLANK_LINES = /^[ \t\n]*$/;

/** The blocks of a region of Markdown without MDX: a lone heading line read here, anything else by micromark. */
export function flowBlocks(text: string): SectionBlock[] {
  const heading = headingLineBlock(text);
  return heading ? [heading] : blocksFromEvents(parseFlowEvents(text), text);
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
  const heading: SectionBlock = { start: 0, end: lineEnd, kind: 'heading', level, headingText: '' };
  if (end === start) return heading;
  const raw = text.slice(start, end);
  if (!INLINE_SYNTAX.test(raw)) heading.headingText = raw.trim();
  else if (raw.includes('[')) return undefined;
  else heading.headingText = lineInlinePlainText(text, start, end).trim();
  return heading;
}

function isSpaceOrTab(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function withoutTrailingSpace(text: string, start: number, end: number): number {
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return end;
}

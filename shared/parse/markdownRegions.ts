// Splits a long section further into regions at blank lines, so that no single remark parse is big (one
// 815 KB section dominated big-5mb.md) and an edit re-parses only a couple of kilobytes.
//
// Why a split there is safe (checked against whole-section parses on the corpus in markdownRegions.test.ts):
// a region starts only at a line that follows a blank line, starts in column 0 with a character that is not
// `-`, `+`, `*`, `>` or an ordered list marker (so never a list item, quote, or front matter fence), and lies outside front matter, fences and HTML blocks. After a blank line such a
// line cannot continue a paragraph, list item, block quote, table, indented code or footnote definition, so
// every block before it is closed and the parse of what follows does not depend on what came before.
// The one thing that crosses a blank line is a link or footnote definition, which changes the text of a
// heading that uses it: a section with both a definition and a heading containing `[` is not split. Once a
// fence opens behind a container prefix (whose end the line tracker can misjudge) the section is not split
// any further.
//
// A region may also start right after a setext heading or thematic break at column 0 outside every tracked
// construct: a `---` line there closes every block (it is an underline or a thematic break, never paragraph
// text), and a `===` line closes them when it underlines a one-line paragraph that began where nothing was
// open. Text of many setext headings without blank lines would otherwise be one region, and micromark copies its
// events once per setext heading (quadratic: 20,000 headings took minutes). The same holds after a line at
// column 0 that opens and closes an HTML comment: it interrupts a paragraph and closes lists and quotes, and the
// HTML block it starts ends on that line, so runs of `<!-- PageBreak -->` lines become equal regions, parsed once.
//
// A region may also start on any blank line of a run (outside every tracked construct) that is followed by a
// safe line or by the section's end: that line closes every block the run left open, and blocks never take in
// trailing blank lines. Long runs are so cut into equal regions of blank lines, parsed once (micromark spends
// about 11 µs on each blank line, and 1,000,000 of them were one region). "Blank" is CommonMark's: spaces and
// tabs only, never the other characters `trim()` strips.

import { indexOfWithin, type DocumentText } from '../text/documentText';
import type { DialectSyntax } from './dialect';
import { isBlankLine, LineTracker, SETEXT_UNDERLINE } from './lineTracker';

/** A region is cut at the first safe line once it is at least this long (UTF-16 units). */
export const MIN_REGION_LENGTH = 800;

const UNSAFE_START = /^(?:[-+*>]|\d{1,9}[.)](?:[ \t]|$))/;
const DASH_RULE = /^-{3,}[ \t]*\r?$/;
const EQUALS_UNDERLINE = /^=+[ \t]*\r?$/;
const PARAGRAPH_START = /^[\p{L}\p{N}]/u;
/** Opens an HTML comment at column 0; the tracker says whether it also closed on that line. */
const COMMENT_OPENING = /^<!--/;

/**
 * Region starts inside one section, relative to `start`, the first being 0. The result depends only on the
 * section's text (and on whether it begins the document, where front matter may open). With `syntax`, no region
 * starts inside that dialect's opaque template blocks.
 */
export function splitSectionRegions(text: DocumentText, start: number, end: number, minLength = MIN_REGION_LENGTH, syntax?: DialectSyntax): number[] {
  const starts = [0];
  if (end - start < 2 * minLength || vetoedByDefinitions(text, start, end)) return starts;
  const tracker = new LineTracker(start === 0 ? text : undefined, true, syntax);
  let regionStart = start;
  let previousBlank = false;
  /** Every block is closed before the current line (a region could start at it). */
  let closedBefore = true;
  /** The previous line began a one-line paragraph where every block was closed. */
  let previousStartedParagraph = false;
  /** Inside a run of blank lines that ends at a safe start or at the section end (a region may start on any of its lines). */
  let blankRunCuttable = false;
  let blankRunChecked = false;
  let offset = start;
  while (offset < end) {
    let lineEnd = text.indexOf('\n', offset);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const lineStart = offset;
    offset = lineEnd + 1;
    const line = text.slice(lineStart, lineEnd);
    const blank = isBlankLine(line);
    const clean = tracker.isClean();
    if (!blank) blankRunChecked = false;
    else if (clean && !blankRunChecked) {
      blankRunCuttable = blankRunEndsSafely(text, offset, end);
      blankRunChecked = true;
    }
    const safeStart = clean && isSafeStart(line);
    closedBefore = !blank && safeStart && (closedBefore || previousBlank);
    const cuttable = closedBefore || (blank && clean && blankRunCuttable);
    if (cuttable && lineStart - regionStart >= minLength && end - lineStart >= minLength / 2) {
      starts.push(lineStart - start);
      regionStart = lineStart;
    }
    tracker.feed(line);
    if (tracker.sawContainedFence) return starts;
    const closesAll: boolean =
      clean && tracker.isClean() && (DASH_RULE.test(line) || COMMENT_OPENING.test(line) || (previousStartedParagraph && EQUALS_UNDERLINE.test(line)));
    previousStartedParagraph = closedBefore && PARAGRAPH_START.test(line);
    closedBefore = closesAll;
    previousBlank = blank;
  }
  return starts;
}

/** A line in column 0 that after a blank line can only begin a new top-level block (never a list item or quote). */
function isSafeStart(line: string): boolean {
  return !/^\s/.test(line) && !UNSAFE_START.test(line);
}

/** The blank lines from `offset` on are followed by a safe start, or by nothing up to `end`. */
function blankRunEndsSafely(text: DocumentText, offset: number, end: number): boolean {
  while (offset < end) {
    let lineEnd = text.indexOf('\n', offset);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const line = text.slice(offset, lineEnd);
    if (!isBlankLine(line)) return isSafeStart(line);
    offset = lineEnd + 1;
  }
  return true;
}

/**
 * A definition (`]:`) together with a heading whose text holds `[` (ATX first line or setext). Reads the
 * section line by line, never as one copy (a section can be most of a document).
 */
function vetoedByDefinitions(text: DocumentText, start: number, end: number): boolean {
  if (indexOfWithin(text, ']:', start, end) < 0) return false;
  let paragraphHasBracket = false;
  for (let offset = start; offset <= end; ) {
    let lineEnd = text.indexOf('\n', offset);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const line = text.slice(offset, lineEnd);
    if (offset === start && line.includes('[')) return true;
    if (isBlankLine(line)) paragraphHasBracket = false;
    else if (SETEXT_UNDERLINE.test(line)) {
      if (paragraphHasBracket) return true;
    } else if (line.includes('[')) paragraphHasBracket = true;
    offset = lineEnd + 1;
  }
  return false;
}

// Splits Markdown into independently parsable sections: a new section starts at every ATX heading line that
// is outside front matter, fenced code and HTML blocks. Parsing section by section keeps each remark parse
// small (micromark is superlinear on big inputs) and lets an edit re-parse only the sections it touched.
//
// Why a split there is safe: an ATX heading line (0–3 spaces of indent) closes any open paragraph, list,
// block quote or table, so the parse of what follows it never depends on what came before, except inside
// fences and HTML blocks, which this scanner tracks. When in doubt it does not split: fewer splits only cost
// time, never correctness.
//
// The scan from a section start depends only on the text from that start on (the tracker is always clean
// there), which is what lets an edit re-scan from the section before it and stop where the old starts resume.

import type { Span } from '../model/types';
import type { DocumentText } from '../text/documentText';
import { syntaxOf, type DialectSyntax } from './dialect';
import { LineTracker } from './lineTracker';

const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const COMMONMARK = syntaxOf('commonmark');

/** Returns the spans of the top-level sections of `text`, in order, covering all of it. */
export function splitMarkdownSections(text: DocumentText, syntax?: DialectSyntax): Span[] {
  return spansFromStarts(scanSectionStarts(text, 0, undefined, syntax), text.length);
}

/**
 * Section starts of `text` from `from` on (itself included; it must be 0 or a section start).
 * `stopAt(start)` is asked for every further start and ends the scan when true (that start is included),
 * so an incremental re-scan can stop where it meets the old starts again. `syntax` is the dialect's: in MDX a
 * line that looks like HTML is a JSX tag and no blank line ends it (so a fence after it is tracked), and a
 * dialect's opaque template blocks (`{% raw %}`, `{% highlight %}`) are tracked like fences.
 */
export function scanSectionStarts(text: DocumentText, from: number, stopAt?: (start: number) => boolean, syntax: DialectSyntax = COMMONMARK): number[] {
  const starts = [from];
  const tracker = new LineTracker(from === 0 ? text : undefined, !syntax.mdx, syntax);
  let offset = from;
  while (offset < text.length) {
    let end = text.indexOf('\n', offset);
    if (end < 0) end = text.length;
    const lineStart = offset;
    offset = end + 1;
    if (lineStart === from) {
      tracker.feed(text.slice(lineStart, end));
      continue;
    }
    const line = text.slice(lineStart, end);
    if (tracker.isClean() && ATX_HEADING.test(line)) {
      starts.push(lineStart);
      if (stopAt?.(lineStart)) return starts;
    }
    tracker.feed(line);
  }
  return starts;
}

/** Turns ordered starts into spans covering `[starts[0], end)`. */
export function spansFromStarts(starts: number[], end: number): Span[] {
  return starts.map((start, i) => ({ start, end: i + 1 < starts.length ? starts[i + 1] : end }));
}

// The opening break of a page: a thematic break that ends a short opening (a lede restating the page's summary, a
// "Last updated" line, a notice) before the body begins, with no section heading above it. Sites built from one
// page template set it on every page (`**One-line summary.**` then `---`); a writer of one page does not remove the
// template's break, so the small chunk it closes is the template's. The heading census (headingCensus.ts) counts
// which pages open this way, and moves the finding when most pages around it do.

import type { Block } from '../model/types';
import { blocksInSourceOrder } from './chunkSpans';

/** The opening holds at most this many blocks of content (not counting MDX imports, directive lines or comments)… */
const OPENING_BLOCKS = 4;
/** …of at most this many characters. */
const OPENING_CHARS = 1500;
/** What the message says of a small chunk closed by the opening break; schemaSectionOf recognises it. */
export const OPENING_BREAK_PHRASE = "the thematic break after it ends the page's opening";

/** The block kinds that count as the opening's content: prose, code and tables (not headings, imports or directives). */
const OPENING_CONTENT = new Set(['paragraph', 'list', 'quote', 'code', 'table', 'html']);

const openings = new WeakMap<readonly Block[], number>();

/**
 * The source offset of the page's opening break, or -1: its first thematic break, when no heading below level 1
 * comes before it and the content before it is one to OPENING_BLOCKS blocks of at most OPENING_CHARS characters.
 * Computed once per block list.
 */
export function openingBreakOffset(blocks: readonly Block[]): number {
  const known = openings.get(blocks);
  if (known !== undefined) return known;
  let offset = -1;
  let count = 0;
  let chars = 0;
  for (const b of blocksInSourceOrder(blocks)) {
    if (b.kind === 'thematicBreak') {
      if (count > 0) offset = b.span.start;
      break;
    }
    if (b.kind === 'heading' && (b.level ?? 1) > 1) break;
    if (!OPENING_CONTENT.has(b.kind) || b.meta?.comment === true) continue;
    count++;
    chars += b.text.length;
    if (count > OPENING_BLOCKS || chars > OPENING_CHARS) break;
  }
  openings.set(blocks, offset);
  return offset;
}

// The opening break of a page: a thematic break that ends a short opening (a lede restating the page's summary, a
// "Last updated" line, a notice) before the body begins, with no section heading above it. Sites built from one
// page template set it on every page (`**One-line summary.**` then `---`); a writer of one page does not remove the
// template's break, so the small chunk it closes is the template's. The heading census (headingCensus.ts) counts
// which pages open this way, and moves the finding when most pages around it do, or when several pages of the run
// open with the same words before the break (`This guide addresses how to …` / `---`: the template's sentence).

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

/** The opening's first words that mark a template's sentence: this many, at most. */
const OPENING_WORDS = 4;
/** A word of the opening's first paragraph. */
const WORD = /[\p{L}\p{N}]+/gu;

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

/**
 * The first OPENING_WORDS words of the page's opening, lower-cased and joined by one space, when the page has an
 * opening break and its opening's first block is a paragraph of at least OPENING_WORDS words; else undefined.
 */
export function openingWordsOf(blocks: readonly Block[]): string | undefined {
  const at = openingBreakOffset(blocks);
  if (at < 0) return undefined;
  const first = blocksInSourceOrder(blocks).find((b) => OPENING_CONTENT.has(b.kind) && b.meta?.comment !== true);
  if (!first || first.kind !== 'paragraph' || first.span.start > at) return undefined;
  const words = first.text.slice(0, 200).toLowerCase().match(WORD)?.slice(0, OPENING_WORDS) ?? [];
  return words.length === OPENING_WORDS ? words.join(' ') : undefined;
}

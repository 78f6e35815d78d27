// Thematic breaks that a folder's pages all set in the same section: a crawler that writes each problem's statement,
// examples and hints with `---` between them under `## 1. 题目描述`, a template whose `## Usage` section rules off
// each example. The small chunk such a break closes is the layout's, not one writer's slip on one page: the census
// counts, per folder, the sections (by title) that hold a break, and a page also lists where its breaks are and in
// which section, so that a CK002 finding closed by one of them can be told.

import type { Block, PipelineCause } from '../model/types';
import { blocksInSourceOrder } from './chunkSpans';
import { headingTitleOf } from './orphanHeading';

/** The prefix of an outline's key for a section (by its title's key) that holds a thematic break. */
export const SECTION_BREAK_PREFIX = 'section-break-';
/** The prefix of the outline's one token that lists each break's offset and its section's key (`12=ab3,40=ab3`); not counted. */
export const BREAK_PLACES_PREFIX = 'break-places:';
/** Breaks listed per page at most (a page ruled between every paragraph says nothing more with more). */
const MAX_PLACES = 64;

/**
 * The outline keys of the page's breaks: one per section title that holds a break, and one token listing where the
 * breaks are (offset and section key); none for breaks before the first heading (openingBreak.ts has those).
 */
export function sectionBreakKeys(blocks: readonly Block[], keyOf: (title: string) => string): string[] {
  const sections = new Set<string>();
  const places: string[] = [];
  let heading: Block | undefined;
  let section: string | undefined;
  for (const b of blocksInSourceOrder(blocks)) {
    if (b.kind === 'heading') [heading, section] = [b, undefined];
    else if (b.kind === 'thematicBreak' && heading !== undefined && places.length < MAX_PLACES) {
      // The title is hashed only for a section that holds a break: most hold none.
      section ??= keyOf(headingTitleOf(heading));
      sections.add(SECTION_BREAK_PREFIX + section);
      places.push(`${b.span.start}=${section}`);
    }
  }
  return places.length ? [...sections, BREAK_PLACES_PREFIX + places.join(',')] : [];
}

/** The section key of the first break listed at or after `offset` in the page's places token; undefined where none is. */
export function breakSectionAfter(placesToken: string | undefined, offset: number): string | undefined {
  if (placesToken === undefined) return undefined;
  for (const place of placesToken.slice(BREAK_PLACES_PREFIX.length).split(',')) {
    const cut = place.indexOf('=');
    if (Number(place.slice(0, cut)) >= offset) return place.slice(cut + 1);
  }
  return undefined;
}

/** What CK002 says of a small chunk that a thematic break closes (chunkTooSmall.ts), with nothing more said of it. */
export const BREAK_CLOSES_PHRASE = 'the thematic break after it closes it';

/** The cause of a small chunk closed by a break that most pages of the folder set in the same section. */
export const SECTION_BREAK_LAYOUT: PipelineCause = {
  cause: "the thematic break that closes it is the layout of this folder's pages, which set one in the same section (a template's or a crawler's): the strategy cuts the text before it as a chunk of its own",
  remedy: 'dropping thematic breaks before chunking (or a lower minTokens)',
};

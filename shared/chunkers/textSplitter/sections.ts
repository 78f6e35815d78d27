// The sections a semantic level cuts the rest of a text into (the crate's `SemanticLevel::sections`): the text
// before each item and the item itself, items nested in an earlier one skipped. Markdown's levels differ in two
// ways (src/splitter/markdown.rs): a heading starts the next section instead of being one, and a block preceded
// only by whitespace takes that whitespace into its own section.

import type { LevelRange } from './semanticRanges';
import { allWhitespace } from './textMeasure';

/** A section of the text: UTF-16 range `[start, end)`. */
export interface Section {
  start: number;
  end: number;
}

/** How a splitter's levels place an item in the sections: `own` section, or the start of the `next` one. */
export interface LevelKind {
  position(level: number): 'own' | 'next';
  /** Whether whitespace-only text before an item of `level` joins the item's section. */
  whitespaceJoinsItem(level: number): boolean;
}

/** Every level its own section, whitespace never joined (the crate's default, used by TextSplitter). */
export const PLAIN_LEVELS: LevelKind = { position: () => 'own', whitespaceJoinsItem: () => false };

/** The non-empty sections of `text[start, end)` that `items` (in the ranges' order) cut it into. */
export function* sectionsOf(text: string, start: number, end: number, items: Iterable<LevelRange>, kind: LevelKind): Generator<Section> {
  let cursor = start;
  for (const item of items) {
    if (item.start < cursor) continue;
    if (kind.position(item.level) === 'next') {
      if (item.start > cursor) yield { start: cursor, end: item.start };
      cursor = item.start;
      continue;
    }
    if (kind.whitespaceJoinsItem(item.level) && allWhitespace(text, cursor, item.start)) {
      if (item.end > cursor) yield { start: cursor, end: item.end };
    } else {
      if (item.start > cursor) yield { start: cursor, end: item.start };
      if (item.end > item.start) yield { start: item.start, end: item.end };
    }
    cursor = item.end;
  }
  if (end > cursor) yield { start: cursor, end };
}

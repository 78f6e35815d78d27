// Pages a program writes from data, one per item (a treebank's statistics page per tag and relation, a catalogue's
// page per prefab): most paragraphs of each open with the same words as those of most pages of its folder, only the
// names and numbers in code spans, links and figures changed ("There are 847 `VERB` lemmas (33%)…" on one page,
// "There are 12 `ADP` lemmas (1%)…" on the next). No line of them is a writer's edit; the fix is the program's. The
// census counts, per folder, the opening words of each page's paragraphs with names and numbers set aside.

import type { Block, PipelineCause } from '../model/types';
import { fastHash } from '../text/hash';

/** The prefix of an outline's key for a paragraph's opening words (heading keys are hashes with no `-`). */
export const PARAGRAPH_OPENING_PREFIX = 'para-';
/** How many words open a paragraph for its key. */
const OPENING_WORDS = 6;
/** A paragraph whose opening holds fewer words of prose than this (a code span alone, a link) gives no key. */
const MIN_PROSE_WORDS = 3;
/** At most this many paragraph keys per page (the census's outline stays short). */
const MAX_KEYS = 24;
/** A paragraph is read no further than this for its opening. */
const OPENING_READ = 300;

/** A folder holds at least this many pages for its pages to be told data-made… */
export const DATA_MIN_PAGES = 20;
/** …a page has at least this many paragraph keys… */
export const DATA_MIN_KEYS = 4;
/** …and at least this share of them opens paragraphs on at least DATA_KEY_PAGES pages of the folder (a folder may hold pages of several kinds, each from its own template). */
export const DATA_PAGE_SHARE = 0.8;
export const DATA_KEY_PAGES = 10;

/** Code spans, HTML elements with their text, links, and figures: what a program fills in from its data. */
const FILLED = /`[^`\n]*`|<(\w+)\b[^>\n]*>[^<\n]*<\/\1>|<[^>\n]*>|!?\[[^\]\n]*\]\([^)\n]*\)|\[[^\]\n]*\]|\d[\d.,:%]*/g;
const PROSE_WORD = /^[^\W\d_]{2,}$/u;

/** The opening words of a paragraph with what a program fills in set aside, or undefined when too little prose opens it. */
function openingOf(text: string): string | undefined {
  const words = text
    .slice(0, OPENING_READ)
    .replace(FILLED, ' # ')
    .split(/\s+/)
    .filter((w) => w === '#' || /[^\W_]/u.test(w))
    .slice(0, OPENING_WORDS);
  const prose = words.filter((w) => PROSE_WORD.test(w.replace(/[.,;:!?()"']+/g, ''))).length;
  return prose >= MIN_PROSE_WORDS ? words.join(' ').toLowerCase() : undefined;
}

/** The census keys of a page's paragraph openings (distinct, at most MAX_KEYS). */
export function paragraphOpeningKeys(blocks: readonly Block[]): string[] {
  const keys = new Set<string>();
  for (const b of blocks) {
    if (keys.size >= MAX_KEYS) break;
    if (b.kind !== 'paragraph') continue;
    const opening = openingOf(b.text);
    if (opening !== undefined) keys.add(PARAGRAPH_OPENING_PREFIX + fastHash(opening));
  }
  return [...keys];
}

/** The cause of every writer's finding on a data-made page. */
export const DATA_PAGE: PipelineCause = {
  cause: 'this page is written by a program from data: most of its paragraphs open as those of ten pages or more of its folder, only names and numbers changed',
  remedy: "fixing the program's template, or keeping such pages out of the index (`ignores`)",
};

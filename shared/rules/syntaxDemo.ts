// Pages that document Markdown show its syntax rendered: a heading of every level with the same words
// ("My heading 1" … "My heading 3", "a Title Inside `h1`" … "`h6`"), a divider right after the sentence that
// gives its syntax ("Type `---` then hit Enter to create a divider"). Such a heading or break is an example,
// not a section to write or a break to remove.

import type { Block } from '../model/types';

/** At least this many headings of different levels with the same words make a demonstration of heading levels. */
const MIN_LEVELS = 3;
/** Blocks looked over on each side of a heading for the others of its demonstration. */
const DEMO_READ = 12;
/** A level's number in a heading's words: `1`, `h3`, `H6`. */
const LEVEL_NUMBER = /\bh?\d\b/gi;

/** What a heading says once its level's number is left out. */
function demoKey(title: string): string {
  return title.toLowerCase().replace(LEVEL_NUMBER, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Whether a block may stand between the headings of a demonstration: another heading, raw HTML (`<h2>…</h2>`), a comment or tag. */
function betweenHeadings(block: Block): boolean {
  return block.kind === 'heading' || block.kind === 'html' || block.kind === 'marker';
}

/**
 * Whether heading `i` is one of at least MIN_LEVELS headings of different levels, side by side (only raw HTML,
 * comments or tags between them), whose titles are the same words but for a level's number: the page shows how
 * each level renders.
 */
export function isHeadingLevelDemo(blocks: readonly Block[], i: number, titleOf: (b: Block) => string): boolean {
  const key = demoKey(titleOf(blocks[i]));
  if (key === '' || !/\d/.test(titleOf(blocks[i]))) return false;
  const levels = new Set<number>();
  let from = i;
  while (from > 0 && i - from < DEMO_READ && betweenHeadings(blocks[from - 1])) from--;
  for (let k = from; k < blocks.length && k - i < DEMO_READ && betweenHeadings(blocks[k]); k++) {
    if (blocks[k].kind === 'heading' && demoKey(titleOf(blocks[k])) === key) levels.add(blocks[k].level ?? 1);
  }
  return levels.size >= MIN_LEVELS;
}

/** A thematic break's own syntax in inline code: `` `---` ``, `` `***` ``, `` `___` ``. */
const BREAK_IN_CODE = /`[ \t]*(?:-[ \t]*){3,}`|`[ \t]*(?:\*[ \t]*){3,}`|`[ \t]*(?:_[ \t]*){3,}`/;

/** Whether a block gives a thematic break's syntax in inline code: the break after it is its example. */
export function showsBreakSyntax(block: Block | undefined): boolean {
  return block !== undefined && block.kind === 'paragraph' && BREAK_IN_CODE.test(block.text);
}

// Pages that document Markdown show its syntax rendered: a heading of every level with the same words ("My heading 1" …
// "My heading 3", "a Title Inside `h1`" … "`h6`", `# H1` … `### H3`), a divider right after the sentence that gives its
// syntax ("Type `---` then hit Enter to create a divider") or as the whole section of a heading that names it
// (`### Horizontal Rule` over `---`, a theme's `## There's a horizontal rule below this`). On a page whose headings
// name Markdown's elements (a cheat sheet: Bold, Italic, Blockquote, Ordered List, Table, Footnote, …), a heading that
// names a heading feature (`### Heading ID`) is followed by its example (`### My Great Heading {#custom-id}`). Such a
// heading or break is an example, not a section to write or a break to remove.

import type { Block } from '../model/types';

/** At least this many headings of different levels with the same words make a demonstration of heading levels. */
const MIN_LEVELS = 3;
/** Blocks looked over on each side of a heading for the others of its demonstration. */
const DEMO_READ = 12;
/** A level's number in a heading's words: `1`, `h3`, `H6`. */
const LEVEL_NUMBER = /\bh?\d\b/gi;

/** A title that is a level's name alone: `H1`, `h3`. */
const LEVEL_NAME = /^h[1-6]$/i;

/** What a heading says once its level's number is left out (`h` for a title that is a level's name alone). */
function demoKey(title: string): string {
  if (LEVEL_NAME.test(title.trim())) return 'h';
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

/** A heading that names the thematic break, alone or in a phrase (`### Horizontal Rule`, `## There's a horizontal rule below this`). */
const BREAK_NAME = /\b(?:horizontal\s+(?:rules?|lines?)|thematic\s+breaks?|dividers?|separators?)\b|^hr$|<hr\s*\/?>/i;

/** Whether heading `i`'s section up to block `next` is one or more thematic breaks and its title names the break: the break is its example. */
export function isBreakDemo(blocks: readonly Block[], i: number, next: number, titleOf: (b: Block) => string): boolean {
  if (!BREAK_NAME.test(titleOf(blocks[i]).trim()) || next <= i + 1) return false;
  for (let k = i + 1; k < next; k++) if (blocks[k].kind !== 'thematicBreak') return false;
  return true;
}

/** A title that names an element of Markdown's syntax, as the sections of a cheat sheet or syntax guide do. */
const MARKDOWN_ELEMENT = new RegExp(
  String.raw`^(?:(?:custom\s+)?headings?(?:\s+(?:ids?|anchors?|levels?))?|(?:bold|italics?|emphasis|strikethrough|highlight(?:ing)?|subscript|superscript|emojis?)(?:\s+text)?|block\s?quotes?|(?:(?:ordered|unordered|numbered|bulleted|nested|task|definition)\s+)?lists?|(?:inline\s+)?code(?:\s+(?:blocks?|spans?))?|fenced\s+code(?:\s+blocks?)?|syntax\s+highlighting|horizontal\s+(?:rules?|lines?)|thematic\s+breaks?|line\s+breaks?|paragraphs?|(?:(?:reference|inline|automatic)\s+)?links?|images?|tables?|footnotes?|escaping(?:\s+characters)?|math|admonitions?|abbreviations?)$`,
  'i',
);
/** A page whose headings name at least this many different elements of Markdown documents its syntax. */
const MIN_ELEMENT_HEADINGS = 5;
/** A title that names a feature of headings: the heading after it is its example. */
const HEADING_FEATURE = /^(?:custom\s+)?headings?(?:\s+(?:ids?|anchors?|levels?))?$/i;

/** Whether the headings of `page` name at least MIN_ELEMENT_HEADINGS different elements of Markdown. */
export function isSyntaxGuide(page: readonly Block[], titleOf: (b: Block) => string): boolean {
  const named = new Set<string>();
  for (const b of page) {
    if (b.kind !== 'heading') continue;
    const title = titleOf(b).trim().toLowerCase();
    if (MARKDOWN_ELEMENT.test(title)) named.add(title);
    if (named.size >= MIN_ELEMENT_HEADINGS) return true;
  }
  return false;
}

/**
 * On a syntax guide, whether heading `i` names a heading feature and a heading follows right after it (the
 * example), or is that example: the heading right before it names a heading feature.
 */
export function isHeadingFeatureDemo(blocks: readonly Block[], i: number, next: number, titleOf: (b: Block) => string): boolean {
  const names = (b: Block | undefined) => b?.kind === 'heading' && HEADING_FEATURE.test(titleOf(b).trim());
  const before = blocks[i - 1];
  if (names(before)) return !MARKDOWN_ELEMENT.test(titleOf(blocks[i]).trim());
  return names(blocks[i]) && next === i + 1 && blocks[next]?.kind === 'heading' && !MARKDOWN_ELEMENT.test(titleOf(blocks[next]).trim());
}

// A paragraph turned into a heading by a `---` right under it: CommonMark reads a line of dashes after paragraph
// text, with no blank line between, as a setext heading's underline, not a thematic break. A note framed by two
// breaks (`---` / `**Note**` / "If using Ambassador 2.0+, you will need …" / `---`) or a formula block closed by a
// break becomes one heading of several lines: its text leaves every chunk for the heading path, and its section
// reads as empty. Nobody writes a heading of several lines, or a whole sentence of prose as a heading with a dash
// underline, so either is the writer's slip: a blank line above the `---` makes it the break that was meant. A
// question is the exception: an FAQ underlines each question as its heading.

import type { Block, Span } from '../model/types';
import { isContentBlock } from '../engine/blockContent';

/** A setext underline of dashes (the `=` underline is no break, so it is always meant as a heading). */
const DASH_UNDERLINE = /^ {0,3}-+[ \t]*$/;
/** A line of prose: at least this many words, ending as a sentence ends. */
const SENTENCE_WORDS = 12;
const SENTENCE_END = /[.!?]["')\]*_]*$/;
/** A line that ends as a question ends: an FAQ's question, a heading as meant. */
const QUESTION_END = /\?["')\]*_]*$/;
/** A line of front matter: a key, a colon, and a space or the line's end. */
const YAML_KEY = /^[\w-]+:(?:[ \t]|$)/;
/** Headings longer than this are not read (a heading is short, and the check stays cheap). */
const MAX_READ = 4_000;

/** Where a paragraph was underlined into a heading: the underline's span and how many lines of text it took. */
export interface UnderlinedParagraph {
  underline: Span;
  lines: number;
}

/** A key only a slide deck's front matter has (Slidev's headmatter: `theme:`, `transition:`, `mdc:`, …). */
const DECK_KEY = /^(?:theme|transition|mdc|highlighter|drawings|colorSchema|aspectRatio|canvasWidth|presenter|fonts):/m;

/**
 * Whether `block` is a slide's settings that a `---` right before it opens (Slidev's `---` / `layout: section` /
 * `---` between slides): a heading whose every line above its dash underline is a key and its value, in a deck whose
 * own front matter opens the page with a key only decks have (DECK_KEY), after content of an earlier slide. The deck
 * reads them as the next slide's front matter; no section was meant. A page's front matter pasted again in its middle,
 * or after a comment at its top (lateFrontMatter.ts), is no slide's.
 */
export function isSlideSettings(block: Block, before: Block | undefined, page: readonly Block[]): boolean {
  if (before?.kind !== 'thematicBreak' || block.kind !== 'heading' || block.level !== 2 || block.text.length > MAX_READ) return false;
  const lines = block.text.replace(/\s+$/, '').split('\n');
  if (lines.length < 2 || !DASH_UNDERLINE.test(lines[lines.length - 1]) || !lines.slice(0, -1).every((line) => YAML_KEY.test(line.trim()) || /^[ \t]+\S/.test(line))) return false;
  return page[0]?.kind === 'frontMatter' && DECK_KEY.test(page[0].text) && page.some((b) => b.span.start < before.span.start && b.kind !== 'frontMatter' && b.kind !== 'heading' && isContentBlock(b));
}

/** The underline that made `block` a heading out of a paragraph (see the file header), or undefined. */
export function underlinedParagraphOf(block: Block): UnderlinedParagraph | undefined {
  if (block.kind !== 'heading' || block.level !== 2 || block.text.length > MAX_READ) return undefined;
  const lines = block.text.replace(/\s+$/, '').split('\n');
  const underline = lines[lines.length - 1];
  if (lines.length < 2 || !DASH_UNDERLINE.test(underline)) return undefined;
  const text = lines.slice(0, -1);
  // Keys between dashes are front matter out of place (lateFrontMatter.ts says so at the blank line above it); a
  // display formula (`$$ … $$`) is a block of its own where a math extension reads it (Obsidian, arithmatex, MyST).
  if (YAML_KEY.test(text[0]) || text.some((line) => line.includes('$$'))) return undefined;
  // A question underlined is an FAQ's heading, however long ("How can I find the lines of a request in my log?").
  const sentence = text.length === 1 && SENTENCE_END.test(text[0].trim()) && !QUESTION_END.test(text[0].trim()) && text[0].trim().split(/\s+/).length >= SENTENCE_WORDS;
  if (text.length < 2 && !sentence) return undefined;
  const end = block.span.start + block.text.replace(/\s+$/, '').length;
  return { underline: { start: end - underline.length, end }, lines: text.length };
}

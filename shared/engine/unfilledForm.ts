// A page that is still an unfilled form: a copy of a note template (a write-up skeleton, a checklist to fill in) whose
// slots are empty list items, empty code blocks and heading lines with no text, beside short labels, and not one
// sentence or line of code written yet. No line of it is the writer's to fix until it is written (byAudience.ts).

import { isContentBlock } from './blockContent';
import type { Block } from '../model/types';
import { HTML_TAG } from '../text/htmlTag';

/** A label of the form is at most this many words (`<mark>More Specific Scan Targeting Port</mark>`); a longer line is written text. */
const LABEL_WORDS = 6;
/** A form has at least this many empty slots (empty list items and empty code blocks) besides its heading slots. */
const FORM_SLOTS = 2;
/** A form is short: a page whose blocks reach past this many characters is not read as one (nor read further). */
const FORM_LENGTH = 20_000;

/** A line's list item marks and task box before its text; quotation marks (QUOTE_MARK) are no slot. */
const LINE_MARKS = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]*(?:\[[ xX]?\][ \t]*)?/;
const QUOTE_MARK = /^>[ \t]?/;
const FENCE = /^(`{3,}|~{3,})/;
/** An image, Markdown or HTML: something the page shows, written content however few its words. */
const IMAGE = /!\[[^\]\n]{0,500}\]\(|<img\b/i;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The line's text without its quotation, list item and task marks (any number of them, as nested items write them),
 * and whether a list item's mark was among them.
 */
function withoutMarks(line: string): { text: string; marked: boolean } {
  let text = line.trim();
  let marked = false;
  for (;;) {
    const quote = QUOTE_MARK.exec(text);
    const mark = quote ?? LINE_MARKS.exec(text);
    if (!mark) return { text, marked };
    text = text.slice(mark[0].length).trim();
    marked ||= !quote;
  }
}

/**
 * Whether the page's blocks are an unfilled form (see the top of this file): at most FORM_LENGTH characters, no table,
 * no image, no line of code, no line of more than LABEL_WORDS words, and FORM_SLOTS empty list items or empty code
 * blocks at least. Stops at the first written line, so a written page costs its first few lines.
 */
export function isUnfilledForm(blocks: readonly Block[]): boolean {
  if (!blocks.length || blocks[blocks.length - 1].span.end > FORM_LENGTH) return false;
  let slots = 0;
  for (const b of blocks) {
    if (b.kind === 'heading' || !isContentBlock(b) || !/\S/.test(b.text)) continue;
    if (b.kind === 'table') return false;
    // The fence of the code block open at this line; code with no fence (indented) is read as code throughout.
    let fence: string | undefined;
    for (const line of b.text.split('\n')) {
      const { text, marked } = withoutMarks(line);
      if (fence === undefined) {
        fence = FENCE.exec(text)?.[1];
        if (fence !== undefined) continue;
      } else if (text.startsWith(fence) && text.slice(fence.length).trim() === '') {
        slots++;
        fence = undefined;
        continue;
      }
      if (fence !== undefined || b.kind === 'code') {
        if (text !== '') return false;
      } else if (text === '') {
        if (marked) slots++;
      } else if (IMAGE.test(text) || (text.replace(HTML_TAG, ' ').match(WORD)?.length ?? 0) > LABEL_WORDS) return false;
    }
    if (fence !== undefined) slots++;
  }
  return slots >= FORM_SLOTS;
}

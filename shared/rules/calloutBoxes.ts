// Callouts and alerts (`> [!note] Programming Tools`, `> [!TIP]`) as CK002 reads them beside a thematic break: the
// first line of one is its box's title, a label like a bold one, so what the box holds is the rest; and boxes with
// nothing in them (a note template's `>[!abstract] Index` / `>1. ` left unfilled) hold no prose to join.

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';

/** Whether a block is a callout or an alert (the parser marks its type in `meta.alert`). */
export function isCallout(block: Block): boolean {
  return block.kind === 'quote' && typeof block.meta?.alert === 'string';
}

/** The text of a block without a callout's title line: the title labels the box, as a bold label does a paragraph. */
export function withoutCalloutTitle(block: Block): string {
  if (!isCallout(block)) return block.text;
  const end = block.text.indexOf('\n');
  return end < 0 ? '' : block.text.slice(end + 1);
}

/** How much of a callout's body is read: a longer body holds something. */
const EMPTY_READ = 200;

/**
 * Whether the content blocks from `first` up to `end` (exclusive) are callouts with empty bodies, at least one: no
 * letter or digit below their titles but list markers (`>1. `, `>- `), boxes a note's template opens and the writer
 * left unfilled. No prose comes before the break, so it joins none.
 */
export function isEmptyCallouts(sorted: readonly Block[], first: number, end: number): boolean {
  let boxes = 0;
  for (let i = first; i < end; i++) {
    const b = sorted[i];
    if (!isContentBlock(b)) continue;
    if (!isCallout(b) || b.text.length > EMPTY_READ) return false;
    const body = withoutCalloutTitle(b).replace(/^[ \t>]*(?:\d+[.)]|[-*+])?/gm, '');
    if (/[\p{L}\p{N}]/u.test(body)) return false;
    boxes++;
  }
  return boxes > 0;
}

/** At most this many callouts after a page's last break are its closing notes. */
const CLOSING_CALLOUTS = 4;

/**
 * A quotation opened by a bold label of a callout's kind, the way plain Markdown writes a box: `> **Tip:** Use filters …`,
 * `> **Security Tip**: …`, `> **Note**`.
 */
const LABELLED_NOTE = /^[ \t>]*(?:\*\*|__)(?:[A-Za-z]+[ \t]+)?(?:notes?|tips?|hints?|warning|caution|important|info|danger|attention|remember)[ \t]*:?(?:\*\*|__)/i;

/** Whether a block is a quotation a bold callout label opens (LABELLED_NOTE): a box in plain Markdown. */
function isLabelledNote(block: Block): boolean {
  return block.kind === 'quote' && LABELLED_NOTE.test(block.text);
}

/**
 * A quotation opened by a bold label of any words with its colon (`> **📖 Glossary:**`, `> **最后的话：**`,
 * `> **Figures**: …`): a box in plain Markdown, whatever it holds.
 */
const BOLD_LABELLED_QUOTE = /^[ \t>]*(?:\*\*|__)[^*_\n]{1,60}?[:：][ \t]*(?:\*\*|__)|^[ \t>]*(?:\*\*|__)[^*_\n]{1,60}?(?:\*\*|__)[ \t]*[:：]/;

/** Whether a block is a box: a callout or alert, or a quotation a bold label opens. */
export function isBoxedNote(block: Block): boolean {
  return isCallout(block) || isLabelledNote(block) || (block.kind === 'quote' && BOLD_LABELLED_QUOTE.test(block.text));
}

/**
 * Whether the content blocks from `after` to the page's end are callouts or alerts only, one to CLOSING_CALLOUTS
 * (`> [!IMPORTANT]` … `> [!TIP]`, or `> **Tip:** …`, under a page's last break): notes the page sets apart from its
 * last section.
 */
export function isCalloutsOnly(sorted: readonly Block[], after: number): boolean {
  let boxes = 0;
  for (let i = after; i < sorted.length; i++) {
    const b = sorted[i];
    if (!isContentBlock(b)) continue;
    if (!(isCallout(b) || isLabelledNote(b)) || ++boxes > CLOSING_CALLOUTS) return false;
  }
  return boxes > 0;
}

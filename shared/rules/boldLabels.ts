// A label set in bold that opens a paragraph (`**Sample Query:**`, `**Attendees (pronouns):**`): once on a page it may
// stand for a heading; opening several paragraphs it is a field's label, and breaks between records that each open
// with it separate records of one shape, not two thoughts a writer could join. A paragraph that is only a short
// label and its colon (`Example folder structure:`) opens records the same way. A page set out in parts each opened
// by a label it repeats (`**What Happens:**`, then `**Key Difference:**`, under every option) breaks between parts as
// between headings. A field of an API reference opens with its name in code, its type after it (`` `request_id`
// (string) ``) on a line of its own: breaks between such fields separate records too, each named differently.

import type { Block } from '../model/types';

/** A line that opens with a label in bold (`**Sample Query:**`, `**Response:** 200 OK`), the label in group 2. */
const BOLD_LABEL = /^[ \t]*(\*\*|__)([^*_\n]{1,80}?)[ \t]*:?\1/;
/** A paragraph that is only a label and its colon, on one line: `Example folder structure:`. */
const PLAIN_LABEL = /^[ \t]*(\p{Lu}[^\n:*_`]{0,60}):[ \t]*$/u;
/** How much of a paragraph is read for its label. */
const LABEL_READ = 200;
/** How many blocks back a break looks for the bold label that opened the record before it. */
const RECORD_LOOKBACK = 200;

const labelCounts = new WeakMap<readonly Block[], Map<string, number>>();

/** The bold label that opens a paragraph, without its colon, or undefined. */
export function boldLabelOf(block: Block | undefined): string | undefined {
  if (!block || block.kind !== 'paragraph') return undefined;
  const label = BOLD_LABEL.exec(block.text.slice(0, LABEL_READ))?.[2].trim().replace(/:$/, '');
  return label || undefined;
}

/** The label that opens a record: a bold label, or a paragraph that is only a short label and its colon. */
function recordOpenerOf(block: Block | undefined): string | undefined {
  const bold = boldLabelOf(block);
  if (bold !== undefined || !block || block.kind !== 'paragraph') return bold;
  return PLAIN_LABEL.exec(block.text.trim())?.[1].trim();
}

/** How a label is compared: `**Sample query:**` and `**Sample Query**` are one label. */
function labelKey(label: string): string {
  return label.toLowerCase();
}

/** How many paragraphs of `sorted` (a page's blocks) open with the label `label` (bold, or a label paragraph), counted once per block list. */
export function labelCount(sorted: readonly Block[], label: string): number {
  let counts = labelCounts.get(sorted);
  if (!counts) {
    counts = new Map();
    for (const b of sorted) {
      const label = recordOpenerOf(b);
      if (label !== undefined) counts.set(labelKey(label), (counts.get(labelKey(label)) ?? 0) + 1);
    }
    labelCounts.set(sorted, counts);
  }
  return counts.get(labelKey(label)) ?? 0;
}

/**
 * The label that opens both the record at `after`, the first block after the break at `at`, and the one before
 * the break, read back to the previous break or heading (`**Sample Query:**` … `***` … `**Sample Query:**`): parallel
 * records of one shape, or undefined.
 */
export function recordLabelAround(sorted: readonly Block[], at: number, after: number): string | undefined {
  const label = recordOpenerOf(sorted[after]);
  if (label === undefined || labelCount(sorted, label) < 2) return undefined;
  return labelBefore(sorted, at, recordOpenerOf, (opener) => labelKey(opener) === labelKey(label)) === undefined ? undefined : label;
}

/**
 * The first label `labelOf` finds, read back from the break at `at` to the previous break or heading (at most
 * RECORD_LOOKBACK blocks), that `accepts` takes; else undefined.
 */
function labelBefore(sorted: readonly Block[], at: number, labelOf: (block: Block) => string | undefined, accepts: (label: string) => boolean): string | undefined {
  for (let i = at - 1; i >= 0 && i >= at - RECORD_LOOKBACK; i--) {
    const b = sorted[i];
    if (b.kind === 'heading' || b.kind === 'thematicBreak') return undefined;
    const label = labelOf(b);
    if (label !== undefined && accepts(label)) return label;
  }
  return undefined;
}

/** A field's name line: its name in code, and its type in parentheses or after a colon (`` `status` (string) ``), alone on the line. */
const FIELD_NAME_LINE = /^[ \t]*`([^`\n]{1,80})`[ \t]*(?:\([^()\n]{1,40}\)|:[ \t]*`?[\w.<>[\]|, -]{1,40}`?)?[ \t]*(?:\n|$)/;

/** The name of the field a paragraph opens with its name line, or undefined. */
function fieldNameOf(block: Block | undefined): string | undefined {
  if (!block || block.kind !== 'paragraph') return undefined;
  return FIELD_NAME_LINE.exec(block.text.slice(0, LABEL_READ))?.[1];
}

/**
 * The names of the fields that open the record before the break at `at` (read back to the previous break or heading)
 * and the record at `after`, each a paragraph opening with the field's name line (`` `request_id` (string) `` …
 * `---` / `` `status` (string) ``): fields of a reference, which the break separates. Undefined otherwise.
 */
export function fieldRecordsAround(sorted: readonly Block[], at: number, after: number): [string, string] | undefined {
  const next = fieldNameOf(sorted[after]);
  const before = next === undefined ? undefined : labelBefore(sorted, at, fieldNameOf, () => true);
  return before === undefined ? undefined : [before, next!];
}

/**
 * The labels that open the part before the break at `at` (read back to the previous break or heading) and the part
 * at `after`, each a paragraph of only the label in bold, when they differ and the page opens several paragraphs with
 * each (`**What Happens:**` … `---` / `**Key Difference:**`, under every option of a design document): the page is
 * set out in labelled parts, which the break separates like headings. A field with its value on the label's line
 * (`**Host:** Ana`) opens no part. Undefined otherwise.
 */
export function labelledPartsAround(sorted: readonly Block[], at: number, after: number): [string, string] | undefined {
  const next = partLabelOf(sorted[after]);
  if (next === undefined || labelCount(sorted, next) < 2) return undefined;
  const before = labelBefore(sorted, at, partLabelOf, (opener) => labelKey(opener) !== labelKey(next) && labelCount(sorted, opener) >= 2);
  return before === undefined ? undefined : [before, next];
}

/** A line set wholly in bold, a title of up to eighty characters (`**Proof of Concept (PoC)**`, `__Setup:__`), the title in group 2. */
export const BOLD_TITLE = /^[ \t]*(\*\*|__)([^*_\n]{1,80}?):?\1:?[ \t]*$/;

/** The label of a paragraph that is only a bold label (BOLD_TITLE), without its colon; a field with its value (`**Host:** Ana`) is none. */
function partLabelOf(block: Block | undefined): string | undefined {
  if (!block || block.kind !== 'paragraph') return undefined;
  return BOLD_TITLE.exec(block.text.trim())?.[2].trim() || undefined;
}

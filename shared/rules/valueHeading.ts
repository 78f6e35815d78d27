// Headings that state a value: an API reference gives a function's return type, its exceptions or a setting's type
// and default as a field label and the value in code (`### Returns \`BrowserProfile\``, `#### Default: \`30\``,
// `## Raises \`ValueError\``, an HTTP response's `##### Response: \`201 Created\``), and a release entry gives its date
// as a heading (`#### Release Date 21 May 2026`), and a course's day page its fields (`## Skills: [1](…), [2](…)`,
// `## Pre-reading: None`), and an entry of a full list that says nothing belongs under it (`## (8) \`url\` (Not used in
// CMPSC 56)`). Nothing under such a heading is
// missing: the title is the whole fact. When the strategy keeps no heading line in the chunk text and the title
// reaches no chunk, the fact is lost, and that is the strategy's to fix, not the writer's.

import type { Block, PipelineCause, StrategyId } from '../model/types';

/**
 * A heading's text that is a docstring field's label and one code span after it, and nothing else (a closing `#`
 * sequence and an `{#id}` aside): the labels name what a reference states of a function, a type or a setting.
 */
const VALUE_HEADING =
  /^#{1,6}[ \t]+(?:returns?|return (?:type|value)|yields?|raises|throws|type|default(?: value)?|defaults to|since|response|status(?: code)?)[ \t]*:?[ \t]*`[^`\n]+`[ \t]*(?:\{#[^}\n]*\}[ \t]*)?#*[ \t]*$/i;

/** A month by its name or the first three letters of it (`May`, `Oct`, `Sept.`). */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/** A calendar date: `21 May 2026`, `4th August 2025`, `16 of December 2024`, `May 21, 2026`, `2026-05-21`. */
const DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?(?:[ 	]+of)?[ 	]+${MONTH}[ 	]+\d{4}|${MONTH}[ 	]+\d{1,2}(?:st|nd|rd|th)?,?[ 	]+\d{4}|\d{4}-\d{2}-\d{2})`;
/**
 * A heading's text that is a date's label and the date, and nothing else: a release entry's `#### Release Date 21 May
 * 2026`, `### Released: 2026-05-21`, `## Last updated on May 21, 2026`.
 */
const DATE_HEADING = new RegExp(
  String.raw`^#{1,6}[ 	]+(?:release(?:d)?(?:[ 	]+date)?|date|published|updated|last[ 	]+updated)[ 	]*:?[ 	]*(?:on[ 	]+)?\**${DATE}\**[ 	]*#*[ 	]*$`,
  'i',
);

/**
 * A heading's text that is a field of a page's template, a short label, a colon and the field's value given in the
 * title: links (`## Skills: [1](…), [2](…)`, `## Pre-reading: [4.1.5](…)`, `## Reference: … refer to the [Tables](/tables)
 * page`) or none (`## Pre-reading: None`). A label with words after its colon and no link (`## Step 1: Install the
 * CLI`, `## Chapter 3: Methods`) titles a section.
 */
const FIELD_HEADING = /^#{1,6}[ \t]+[^:#\[\n]{1,30}:[ \t]*(?:[^\n]*\]\([^)\n]*\)[^\n]*|none|n\/a|—|-)[ \t]*$/i;
/** How much of a heading's line is read for a field's value. */
const FIELD_READ = 2000;
/**
 * A heading's title that ends by saying nothing belongs under it: `## (8) \`url\` (Not used in CMPSC 56)`, `### Proxy
 * (not applicable)`, `#### Limits (N/A)`, `## Exceptions (none)`. An entry of a full list kept in order.
 */
const NOTHING_HEADING = /\((?:not (?:used|applicable|needed|required|supported)\b[^()\n]{0,60}|n\/a|none)\)[ \t]*#*[ \t]*$/i;

/** Whether the heading `block` states a value (VALUE_HEADING, DATE_HEADING, FIELD_HEADING, NOTHING_HEADING); setext headings never do. */
export function statesValue(block: Block): boolean {
  if (block.kind !== 'heading') return false;
  const text = block.text.trim();
  const line = text.slice(0, FIELD_READ);
  return VALUE_HEADING.test(text) || DATE_HEADING.test(text) || FIELD_HEADING.test(line) || NOTHING_HEADING.test(line);
}

/** Why a value heading's title reaches no chunk under `strategy`, and what keeps it. */
export function valueHeadingCause(strategy: StrategyId): PipelineCause {
  return {
    cause: `the heading states a value (a field label and the value in code) and nothing more is needed under it, but ${strategy} keeps no heading line in the chunk text: the value reaches no chunk`,
    remedy: 'a strategy that keeps heading lines in the chunk text (adaptive-section, recursive, sentence)',
  };
}

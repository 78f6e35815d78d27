// A table row over the cap because one code span in it holds a literal value (a chart's default configuration
// written as one escaped string, a generated signature): the row is data a reference generator wrote from the
// source, not wording to shorten, and no edit of the table's prose brings it under the cap. Only a larger cap, or a
// pipeline that shortens long literal values before chunking, keeps the row whole. So with a row that HTML tags fill
// (an interactive `<form>` with a `<select>` of forty `<option>`s that fills in the commands below it): the tokens
// are markup the pipeline embeds as written, which a pipeline that indexes rendered text would not count. A chunk over
// the cap that tags fill (an MDX grid of SDK logos drawn in inline SVG) is the pipeline's for the same reason (CK001).

import type { PipelineCause } from '../model/types';

/** A code span of this share of the row's characters or more makes the row a literal value. */
const LITERAL_SHARE = 0.6;
/** Rows longer than this are not read span by span (the scan stays linear and short). */
const MAX_READ = 200_000;

/** An HTML tag with its attributes: `<option value="Canonical:UbuntuServer:14.04">`, `</select>`. */
const HTML_TAG = /<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g;

/** How many of the row's characters are inside HTML tags. */
function tagCharacters(row: string): number {
  let inside = 0;
  for (const m of row.matchAll(HTML_TAG)) inside += m[0].length;
  return inside;
}

/** The length of the longest inline code span in `row` (backtick runs matched by length, as CommonMark does). */
function longestCodeSpan(row: string): number {
  let longest = 0;
  let i = 0;
  while (i < row.length) {
    if (row[i] !== '`') {
      i++;
      continue;
    }
    let run = 1;
    while (row[i + run] === '`') run++;
    const fence = '`'.repeat(run);
    let close = row.indexOf(fence, i + run);
    while (close >= 0 && row[close + run] === '`') close = row.indexOf(fence, close + run + 1);
    if (close < 0) {
      i += run;
      continue;
    }
    longest = Math.max(longest, close + run - i);
    i = close + run;
  }
  return longest;
}

/**
 * Why text over the cap is the pipeline's when HTML or JSX tags hold most of its characters, at least `share` of them
 * (`the row`, `the chunk`: a form and its options, an inline SVG drawing's paths); undefined otherwise.
 */
export function markupFilledCause(text: string, what: string, maxTokens: number | undefined, share = LITERAL_SHARE): PipelineCause | undefined {
  if (text.length === 0 || text.length > MAX_READ || tagCharacters(text) < share * text.length) return undefined;
  return {
    cause: `HTML tags hold most of ${what} (a form and its options, an inline SVG drawing): markup the pipeline embeds as written, not wording to shorten`,
    remedy: `chunking the rendered text (strip HTML tags before chunking), or a maxTokens above ${what} (now ${maxTokens ?? '?'})`,
  };
}

/** Why a table row over the cap is the pipeline's, when one code span or HTML tags hold most of it; undefined for a row of wording. */
export function literalRowCause(row: string, maxTokens: number | undefined): PipelineCause | undefined {
  const text = row.trim();
  if (text.length === 0 || text.length > MAX_READ) return undefined;
  const markup = markupFilledCause(text, 'the row', maxTokens);
  if (markup) return markup;
  if (longestCodeSpan(text) < LITERAL_SHARE * text.length) return undefined;
  return {
    cause: 'one code span holds most of the row: a literal value (a default, a signature) that a reference generator wrote, not wording to shorten',
    remedy: `a maxTokens above the row (now ${maxTokens ?? '?'}), or a pipeline that shortens long literal values before chunking`,
  };
}

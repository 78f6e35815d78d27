// The lead-in of a code block: the sentence or heading right before it that says what the code is. A lead-in may
// sit inside a container that closes just before the code (a Hugo `{{< call-out >}}`, a `:::note`, a GitHub alert
// quote): the container's last paragraph is then the lead-in, as a list's last paragraph is for code right after the
// list (a numbered step that says "copy the following script"). The sentence before a container that opens around
// the code (a tab group, an accordion) is its lead-in too. The heading above a lead-in titles the code when the
// code is its section's only code block.

import type { Block } from '../model/types';
import type { MarkerMeta } from '../parse/markerMeta';
import { blocksBefore, blocksInSourceOrder, firstEndingAfter } from './chunkSpans';

/** How many blocks before a code block are read: closing markers, the lead-in, the heading above it. */
const LOOKBACK = 4;

/** What introduces a code block: its nearest paragraph or heading, and the heading right above that paragraph. */
export interface LeadIn {
  /** The nearest paragraph or heading (a quote's last paragraph), or undefined when other content comes first. */
  text?: string;
  kind?: 'paragraph' | 'heading';
  /** The heading right before that paragraph (and the container that holds it): the title of the section the code opens. */
  heading?: string;
}

/** Whether `block` closes a container (`{{< /call-out >}}`, a `:::` line): what precedes it is the container's body. */
export function isClosingMarker(block: Block): boolean {
  return block.kind === 'marker' && (block.meta as MarkerMeta | undefined)?.role === 'close';
}

/** Whether `block` opens a container the code sits in (`<Tabs>`, `<Tab title="Python">`, `<Accordion>`, `=== "pip"`): the sentence before it introduces the code. */
function isOpeningMarker(block: Block): boolean {
  return block.kind === 'marker' && (block.meta as MarkerMeta | undefined)?.role === 'open';
}

/** How much of a quote's end is read for its last paragraph. */
const QUOTE_READ = 600;

/** The last paragraph of a block quote (a GitHub alert, a callout), without its `>` marks. */
function lastQuoteParagraph(text: string): string {
  const lines = text.slice(-QUOTE_READ).split('\n').map((l) => l.replace(/^\s*(?:>\s?)+/, ''));
  let start = lines.length;
  while (start > 0 && lines[start - 1].trim() !== '') start--;
  return lines.slice(start).join('\n');
}

/** A list item's marker and the indentation before it: `1. `, `- `, `  * `. */
const ITEM_MARKER = /^\s*(?:[-*+]|\d{1,9}[.)])\s+/;

/** The last paragraph of a list (the step that introduces code right after the list), without its item marker. */
function lastItemParagraph(text: string): string {
  return lastQuoteParagraph(text).replace(ITEM_MARKER, '');
}

/** The lead-in of `block` among `blocks`: what the blocks just before it say of it, past containers that close there or open around the code. */
export function codeLeadIn(block: Block, blocks: readonly Block[]): LeadIn {
  const before = blocksBefore(blocksInSourceOrder(blocks), block.span.start, LOOKBACK);
  let at = 0;
  while (at < before.length && (isClosingMarker(before[at]) || isOpeningMarker(before[at]))) at++;
  const near = before[at];
  if (!near) return {};
  if (near.kind === 'heading') return { text: near.text, kind: 'heading' };
  let text: string;
  if (near.kind === 'paragraph') text = near.text;
  else if (near.kind === 'quote') text = lastQuoteParagraph(near.text);
  else if (near.kind === 'list') text = lastItemParagraph(near.text);
  else return {};
  let up = at + 1;
  while (up < before.length && before[up].kind === 'marker' && (before[up].meta as MarkerMeta | undefined)?.role === 'open') up++;
  const above = before[up];
  const titled = above?.kind === 'heading' && isOnlyCodeOfSection(blocksInSourceOrder(blocks), block);
  return { text, kind: 'paragraph', ...(titled ? { heading: above.text } : {}) };
}

/** How many blocks after a code block are read for another code block of its section. */
const SECTION_READ = 8;

/**
 * Whether no other code block follows `block` in its section (up to the next heading, within SECTION_READ blocks):
 * a heading's "Full configuration" speaks of the code only when the section does not give it in pieces with prose
 * between them (pieces the writer already split). Binary search, then a bounded scan.
 */
export function isOnlyCodeOfSection(sorted: readonly Block[], block: Block): boolean {
  const low = firstEndingAfter(sorted, block.span.end);
  for (let i = low; i < sorted.length && i < low + SECTION_READ; i++) {
    if (sorted[i].kind === 'heading') return true;
    if (sorted[i].kind === 'code') return false;
  }
  return true;
}

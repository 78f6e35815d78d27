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
  /** The nearest paragraph or heading (a quote's or a list's last paragraph), without tags; undefined when other content comes first. */
  text?: string;
  kind?: 'paragraph' | 'heading';
  /** The heading right before that paragraph (and the container that holds it): the title of the section the code opens. */
  heading?: string;
  /** The plain text of the section's title (the nearest block when it is a heading, else `heading`'s), links and marks left out. */
  title?: string;
}

/** A heading block's plain text, as the parser read it. */
function plainTitle(heading: Block): string {
  return String(heading.meta?.headingText ?? heading.text).trim();
}

/** Whether `block` closes a container (`{{< /call-out >}}`, a `:::` line): what precedes it is the container's body. */
export function isClosingMarker(block: Block): boolean {
  return block.kind === 'marker' && (block.meta as MarkerMeta | undefined)?.role === 'close';
}

/** Whether `block` opens a container the code sits in (`<Tabs>`, `<Tab title="Python">`, `<Accordion>`, `=== "pip"`): the sentence before it introduces the code. */
function isOpeningMarker(block: Block): boolean {
  return block.kind === 'marker' && (block.meta as MarkerMeta | undefined)?.role === 'open';
}

/** A file's name or path: `Set-SiteMailboxConfig.ps1`, `src/app.ts`, `C:\agent\agent.ini` (a name, a dot, an extension of up to six characters). */
export const FILE_NAME = String.raw`(?:[\w.@~-]*[\\/])*[\w@~-][\w.@~-]*\.[A-Za-z]\w{0,5}`;
/**
 * A heading or a lead-in that is only a file name, as text, code or a link, with its colon or after a `File:` label or
 * an article or possessive: `### [Invoke-AESEncryption.ps1](…)`, `` `compose.yml`: ``, `> File: mod_7.spl`,
 * `**Filename:** app.py`, `## The CLAUDE.md`, `### My .zshrc`.
 */
const ONLY_FILE_NAME = new RegExp(String.raw`^(?:#{1,6}\s+)?(?:[*_]*(?:file(?:\s?name)?|path)[*_]*\s*:[*_]*\s*|(?:the|my|our|your)\s+)?[*_]*\[?\`?(${FILE_NAME})\`?\]?(?:\([^)\s]{1,300}\))?[*_]*\s*:?\s*$`, 'i');
/** How much of a heading or a lead-in is read for a file name. */
const NAME_READ = 300;

/** The file name that a heading or a lead-in (`text`) is only made of, or undefined: the code under it is that file. */
export function onlyFileName(text: string): string | undefined {
  return ONLY_FILE_NAME.exec(text.slice(0, NAME_READ).trim())?.[1];
}

/** How much of a paragraph's, a quote's or a list's end is read. */
const PARAGRAPH_READ = 600;
/** The marks a line of a quote or a list item opens with: indentation, `>` marks, an item marker (`1. `, `- `). */
const LINE_MARKS = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))?/;

/**
 * The last paragraph of `text` (a block quote, a list, or a list item's or a quote's text up to a code block in it),
 * its lines without their marks (LINE_MARKS) and joined with newlines; '' when the text ends in no paragraph.
 */
export function lastParagraph(text: string): string {
  const lines = text.slice(-PARAGRAPH_READ).trimEnd().split('\n');
  let start = lines.length;
  while (start > 0 && lines[start - 1].replace(LINE_MARKS, '') !== '') start--;
  return lines
    .slice(start)
    .map((line) => line.replace(LINE_MARKS, ''))
    .join('\n')
    .trim();
}

/**
 * What a lead-in is read without: HTML tags, kramdown attribute lists (`{: .text-delta}`) and template tags
 * (`{{< /call-out >}}`, `{% endhint %}`), which style or wrap a sentence and say nothing.
 */
const TAGS = /<[^>\n]*>|\{:[^}\n]*\}|\{\{[<%][^\n]*?[%>]\}\}|\{%[^\n]*?%\}/g;

/** The text `block` says as a lead-in (a heading's title, a paragraph, a quote's or a list's last paragraph, an HTML block's words), without tags; '' for none. */
function leadInText(block: Block): string {
  const text = block.kind === 'quote' || block.kind === 'list' ? lastParagraph(block.text) : block.text.slice(-PARAGRAPH_READ);
  return text.replace(TAGS, ' ').trim().replace(/^#{1,6}\s+/, '');
}

/**
 * The lead-in of `block` among `blocks`: what the blocks just before it say of it, past containers that close there or
 * open around the code, and past HTML that holds only tags (`<details>`, `<div>`).
 */
export function codeLeadIn(block: Block, blocks: readonly Block[]): LeadIn {
  const sorted = blocksInSourceOrder(blocks);
  const before = blocksBefore(sorted, block.span.start, LOOKBACK);
  let at = 0;
  while (at < before.length && (isClosingMarker(before[at]) || isOpeningMarker(before[at]) || (before[at].kind === 'html' && leadInText(before[at]) === ''))) at++;
  const near = before[at];
  if (!near || !['heading', 'paragraph', 'quote', 'list', 'html'].includes(near.kind)) return {};
  const text = leadInText(near);
  if (near.kind === 'heading') return { text, kind: 'heading', title: plainTitle(near) };
  let up = at + 1;
  while (up < before.length && isOpeningMarker(before[up])) up++;
  const above = before[up];
  const titled = above?.kind === 'heading' && isOnlyCodeOfSection(sorted, block);
  return { text, kind: 'paragraph', ...(titled ? { heading: above.text, title: plainTitle(above) } : {}) };
}

/** How many blocks before a code block are read for the heading of its section. */
const SECTION_LOOKBACK = 24;

/**
 * The plain title of the heading of the section `block` sits in (past pictures, notes, other code and the markers of
 * folds), when it lies within SECTION_LOOKBACK blocks before it, else undefined.
 */
export function sectionTitleOf(block: Block, blocks: readonly Block[]): string | undefined {
  const heading = blocksBefore(blocksInSourceOrder(blocks), block.span.start, SECTION_LOOKBACK).find((b) => b.kind === 'heading');
  return heading === undefined ? undefined : plainTitle(heading);
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

// A caption set as a heading under what it captions (`###### Table 1 Document Flow` after the table, as documents
// converted from Word keep their captions): it heads no section, and the table's chunk, cut before the heading, does
// not carry the caption that names it. CK003 says so on the heading and asks for the caption above the table.

import type { Block } from '../model/types';

/** A caption's title: a numbered table, figure, listing or example (`Table 1`, `Figure 3.2`, `Fig. 4 -`). */
const CAPTION_TITLE = /^(?:table|figure|fig\.|listing|example|exhibit|diagram|chart)\s+\d+(?:[.-]\d+)*(?=[\s.:–—-]|$)/i;
/** An image alone in a paragraph or an HTML block: a figure. */
const IMAGE_ONLY = /^\s*(?:!\[[^\]\n]*\]\([^)\n]*\)|<img\b[^>]*>|<figure\b[\s\S]*<\/figure>)\s*$/i;

/** What a heading titled `title` right after `above` captions ('table', 'figure', 'listing'), or undefined. */
export function captionedBy(title: string, above: Block | undefined): string | undefined {
  if (!above || !CAPTION_TITLE.test(title)) return undefined;
  if (above.kind === 'table' || (above.kind === 'html' && /^\s*<table\b/i.test(above.text))) return 'table';
  if (above.kind === 'code') return 'listing';
  if ((above.kind === 'paragraph' || above.kind === 'html') && IMAGE_ONLY.test(above.text)) return 'figure';
  return undefined;
}

/** CK003's message for an empty heading that is the caption of the `what` above it. */
export function captionHeadingMessage(title: string, what: string): string {
  return `Heading "${title}" is the caption of the ${what} above it: as a heading it titles no content, and the ${what}'s chunk, cut before it, does not carry the caption (make it a line of text above the ${what})`;
}

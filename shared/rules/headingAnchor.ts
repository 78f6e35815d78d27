// An HTML anchor alone on its line (`<span id="prereq"></span>`, `<a name="x"></a>`, `<a id="x" />`): the target of
// links to the heading it stands before. It belongs to that heading, not to the section above it, and is no content
// of its own: a section that ends in one ends where the anchor starts. So does a decorative picture after a break
// and before a heading (`<span style="float:left">![Bonus](bee.gif)</span>`, `![](divider.png)`): floated beside the
// heading's text or without alt text, it says nothing a retriever could read, and the break sets it apart from the
// section above. So, too, does a spacer made of HTML line breaks (`<br></br>`) between a break and the next heading.
// CK003 does not read such a picture as empty (orphanHeading.ts uses isHeadingAnchor alone): a heading whose only body
// is a diagram without alt text is still a section for readers.

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';
import { firstEndingAfter } from './chunkSpans';

/** One empty anchor element with an `id` or `name`, opened and closed or self-closing. */
const ANCHOR_ELEMENT = /<(a|span|div)\b[^<>\n]*?\b(?:id|name)\s*=[^<>\n]*?(?:\/>|>\s*<\/\1\s*>)/gi;
/** Anchors are one short line or a few; a longer block is read no further. */
const ANCHOR_CHARS = 500;

/** Whether a block is only empty HTML anchor elements, one or more a line, nothing else. */
export function isHeadingAnchor(block: Block): boolean {
  if ((block.kind !== 'paragraph' && block.kind !== 'html') || block.text.length > ANCHOR_CHARS || !block.text.includes('<')) return false;
  const rest = block.text.replace(ANCHOR_ELEMENT, '');
  return rest !== block.text && rest.trim() === '';
}

/** A Markdown image (inline or by reference, its alt text in group 1) or an HTML `<img>` (its attributes in group 2). */
const IMAGE = /!\[([^\]\n]*)\](?:\((?:[^()\n]|\([^()\n]*\))*\)|\[[^\]\n]*\])|<img\b([^<>]*)>/gi;
/** A tag that wraps a picture (`<span style="float:left">`, `<p align="right">`, `</div>`), a line break, or a link around it. */
const PICTURE_WRAPPER = /<\/?(?:span|div|p|figure|picture|center|a|br)\b[^<>]*>/gi;
/** Set to one side of the text: floated or aligned left or right. */
const FLOATED = /\bfloat\s*:\s*(?:left|right)|\balign\s*=\s*["']?(?:left|right)\b/i;
/** An `alt` attribute with some text. */
const HTML_ALT = /\balt\s*=\s*(?:"[^"]*\S[^"]*"|'[^']*\S[^']*'|[^\s"'>]+)/i;

/**
 * Whether a block is only pictures that carry no words: each floated or aligned to one side, or without alt text
 * (`![](rule.png)`, `<img src="x.png">`). A picture with alt text set on its own (a diagram, a screenshot) is content.
 */
export function isDecorativeImage(block: Block): boolean {
  if ((block.kind !== 'paragraph' && block.kind !== 'html') || block.text.length > ANCHOR_CHARS || !/!\[|<img\b/i.test(block.text)) return false;
  let wordless = true;
  const rest = block.text.replace(IMAGE, (_, alt: string | undefined, attributes: string | undefined) => {
    wordless &&= alt !== undefined ? alt.trim() === '' : !HTML_ALT.test(attributes ?? '');
    return '';
  });
  // A link around the picture (`[![](logo.png)](https://…)`) leaves its brackets and target.
  if (rest.replace(PICTURE_WRAPPER, '').replace(/^\s*\[\s*\]\([^()\s]*\)\s*$/, '').trim() !== '') return false;
  return wordless || FLOATED.test(block.text);
}

/** Markup that only makes room: line breaks, empty paragraphs and no-break spaces. */
const SPACER_MARKUP = /<\/?(?:br|p|div)\b[^<>]*>|&nbsp;|&#160;|&emsp;|&ensp;/gi;

/** Whether a block is only vertical room made with HTML (`<br></br>`, `<p>&nbsp;</p>`): no words, no picture. */
export function isSpacer(block: Block): boolean {
  if ((block.kind !== 'paragraph' && block.kind !== 'html') || block.text.length > ANCHOR_CHARS || !/<br\b|&nbsp;|&#160;|<p\b/i.test(block.text)) return false;
  return block.text.replace(SPACER_MARKUP, '').trim() === '';
}

/** Whether a block stands with the heading after it and is no content of its own: an anchor, a decorative picture or a spacer. */
function isHeadingCompanion(block: Block): boolean {
  return isHeadingAnchor(block) || isDecorativeImage(block) || isSpacer(block);
}

/**
 * The index in `sorted` (blocks in source order) of the first heading or content block from `from` on that is no
 * anchor or decorative picture, skipping thematic breaks and comments too: what a reader meets next there (its length
 * when nothing).
 */
export function nextPastAnchors(sorted: readonly Block[], from: number): number {
  let i = from;
  while (i < sorted.length && sorted[i].kind !== 'heading' && (!isContentBlock(sorted[i]) || isHeadingCompanion(sorted[i]))) i++;
  return i;
}

/**
 * The index in `sorted` of the heading that the anchors or decorative pictures from `from` stand before, or -1 when
 * `from` is neither or something other than a heading comes after them.
 */
export function anchoredHeading(sorted: readonly Block[], from: number): number {
  if (from >= sorted.length || !isHeadingCompanion(sorted[from])) return -1;
  const next = nextPastAnchors(sorted, from);
  return sorted[next]?.kind === 'heading' ? next : -1;
}

/**
 * Whether the text from `offset` on in `sorted` (thematic breaks and comments aside) is anchors and then the heading
 * they stand before: a chunk that starts at `offset` holds no content of the section above, so the chunk before it is
 * the last of that section.
 */
export function anchorsThenHeadingAt(sorted: readonly Block[], offset: number): boolean {
  let low = firstEndingAfter(sorted, offset);
  while (low < sorted.length && sorted[low].kind !== 'heading' && !isContentBlock(sorted[low])) low++;
  return anchoredHeading(sorted, low) >= 0;
}

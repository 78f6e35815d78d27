// Notes a thematic break sets apart from the prose around it, which removing the break would glue to text they do not
// belong with (CK002, read by breakRole.ts): a notice that opens a page or a section about the page itself (`**NOTE:**
// This chapter is a work in progress`, "please help improve this page"), a list of links under a label ("Relevant
// official examples: [`a`][x], [`b`][y]."), an index of links (list items each led by a link, under short labels: a
// vault's map of content), a note framed by two breaks right before the next heading (a remark that belongs to the
// page, not to the section above it), and a quotation set alone between two breaks (a box: a checkpoint, a callout).

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';
import { isHeadingAnchor } from './headingAnchor';

/**
 * What a notice says of the page itself: that it is unfinished, that readers may improve it, whom it is for and
 * where the others go ("This information is intended for package authors … If instead you found …"), or what it
 * leaves out ("We're not going to explain how to install all the applications, but …").
 */
const PAGE_STATUS = /\b(?:this|the) (?:information|page|guide|document|section|chapter|article) is (?:only )?(?:intended|meant|written|aimed) (?:only )?for\b|\bif instead you\b|\bwork in progress\b|\bhelp (?:us )?improve (?:this|the) (?:page|chapter|section|guide|book)\b|\b(?:this|the) (?:page|chapter|section|guide) (?:is|has) (?:not (?:been|yet)|still|an? (?:early|draft|stub))\b|\bcreate (?:an? )?(?:issues?|prs?|pull requests?)\b|\b(?:we(?:'re|’re| are)|(?:this|the) (?:page|guide) is) not going to (?:explain|cover|describe|show)\b|\b(?:we|(?:this|the) (?:page|guide)) (?:won't|won’t|will not|doesn't|doesn’t|does not) (?:explain|cover|describe|go into)\b/i;
/** A notice holds at most this many blocks… */
const NOTICE_BLOCKS = 3;
/** …of at most this many characters. */
const NOTICE_CHARS = 800;

/** The markers of a box a notice may stand in: an admonition (`!!! note`), a fold, a container (`:::note`), a directive. */
const BOX_MARKERS = new Set(['admonition', 'details', 'container', 'block', 'directive']);

/**
 * The content blocks from `first` up to `end` (exclusive), the lines of a box around them (BOX_MARKERS) set aside, or
 * undefined when more than `most` or any is no paragraph.
 */
function paragraphsIn(sorted: readonly Block[], first: number, end: number, most: number): Block[] | undefined {
  const found: Block[] = [];
  for (let i = first; i < end; i++) {
    const b = sorted[i];
    if (!isContentBlock(b) || (b.kind === 'marker' && BOX_MARKERS.has(String(b.meta?.syntax)))) continue;
    if (b.kind !== 'paragraph' || found.length === most) return undefined;
    found.push(b);
  }
  return found;
}

/**
 * Whether the content blocks from `first` up to the break at `end` (exclusive) are a notice about the page: one to
 * NOTICE_BLOCKS short paragraphs, the first saying the page is unfinished or asking readers to improve it. A note
 * about the subject (`**Note:** the setting applies to every page.`) is prose the break may join, whatever its label.
 * The caller has checked that they open their page or section.
 */
export function isPageNotice(sorted: readonly Block[], first: number, end: number): boolean {
  const paragraphs = paragraphsIn(sorted, first, end, NOTICE_BLOCKS);
  if (!paragraphs?.length || paragraphs.reduce((n, b) => n + b.text.length, 0) > NOTICE_CHARS) return false;
  return PAGE_STATUS.test(paragraphs[0].text.replace(/\s+/g, ' '));
}

/** A Markdown link with its text, inline (`[a](url)`) or by reference (`[a][ref]`, `[a][]`). */
const LINK = /!?\[[^\]\n]*\]\([^)\n]*\)|!?\[[^\]\n]*\]\[[^\]\n]*\]/g;
/** A label before a list of links: a few words and a colon. */
const LABEL = /^[^:\n]{1,80}:/;
/** At most this many words in a label. */
const LABEL_WORDS = 8;
/** What may stand between the links of a list besides punctuation. */
const LIST_WORDS = /^(?:and|or)$/i;
/** At most this many paragraphs make a block of labelled link lists. */
const LINK_LISTS = 3;

/** Whether a paragraph is a label and then only links: `Relevant official examples: [`a`][x], [`b`][y].` */
function isLabelledLinks(text: string): boolean {
  let links = 0;
  const rest = text.replace(LINK, () => {
    links++;
    return ' ';
  });
  const label = LABEL.exec(rest)?.[0];
  if (!label || links === 0 || label.split(/\s+/).filter(Boolean).length > LABEL_WORDS) return false;
  const after = rest.slice(label.length).match(/[\p{L}\p{N}]+/gu) ?? [];
  return after.every((w) => LIST_WORDS.test(w));
}

/**
 * Whether the content blocks from `first` up to the break at `end` (exclusive) are one to LINK_LISTS paragraphs,
 * each a label and then only links (a page's "Relevant examples:" line): pointers, no prose to join.
 */
export function isLabelledLinkLists(sorted: readonly Block[], first: number, end: number): boolean {
  const paragraphs = paragraphsIn(sorted, first, end, LINK_LISTS);
  return paragraphs !== undefined && paragraphs.length > 0 && paragraphs.every((b) => isLabelledLinks(b.text));
}

/** A list item led by a link: a wikilink or a Markdown link first, then at most a remark (`- [[C Syntax]] <-- to write`). */
const LINK_ITEM = /^[ \t>]*(?:[-*+]|\d+[.)])[ \t]+(?:\[\[[^\]\n]+\]\]|\[[^\]\n]+\]\([^)\n]*\)|\[[^\]\n]+\]\[[^\]\n]*\])/;
/** A short label over a group of links (`**Data Types:**`, `Operators:`): a few words, in bold or ending in a colon. */
const GROUP_LABEL = /^[ \t>]*(?:(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__):?|[^:\n]{1,40}:)[ \t]*$/;
/** An index has at least this many items led by a link. */
const INDEX_ITEMS = 3;
/** How much of the blocks is read for an index: a longer run is content of its own. */
const INDEX_CHARS = 2000;

/**
 * Whether the content blocks from `first` up to the break at `end` (exclusive) are an index of links: lists whose
 * every item is led by a link, at least INDEX_ITEMS of them, and at most short labels over their groups (a vault's
 * map of content, `**Data Types:**` / `- [[C Variables And Constants]]` / `- [[C Data Types]]`). What the links point
 * to holds the content; a break between groups of them joins no prose.
 */
export function isLinkIndex(sorted: readonly Block[], first: number, end: number): boolean {
  let items = 0;
  let chars = 0;
  for (let i = first; i < end; i++) {
    const b = sorted[i];
    if (!isContentBlock(b)) continue;
    if ((b.kind !== 'list' && b.kind !== 'paragraph') || (chars += b.text.length) > INDEX_CHARS) return false;
    for (const line of b.text.split('\n')) {
      if (line.trim() === '') continue;
      if (LINK_ITEM.test(line)) items++;
      else if (!GROUP_LABEL.test(line)) return false;
    }
  }
  return items >= INDEX_ITEMS;
}

/** A label over the links a page ends with: "**What's next?**", "Further reading:", "References". */
const CLOSING_LINKS_LABEL = /^\W*(?:what(?:'s|’s| is) next|next steps|further reading|read more|learn more|more resources|resources|references|see also|related(?: (?:pages|reading|links))?|useful links|links)\W*$/i;
/** A link in a list item: a Markdown link, a wikilink or a bare URL. */
const ITEM_LINK = /\]\(|\]\[|\[\[|https?:\/\//;
/** A list item's first line. */
const ITEM_START = /^[ \t>]*(?:[-*+]|\d+[.)])[ \t]+/;

/**
 * The index of the label of a list of links that ends the page after `after` ("**What's next?**" over a list of
 * URLs, "Further reading:" over links), or -1: a footer of pointers, not the page's closing text.
 */
export function closingLinkListAt(sorted: readonly Block[], after: number): number {
  const content: number[] = [];
  for (let i = sorted.length - 1; i >= after && content.length < 2; i--) if (isContentBlock(sorted[i])) content.push(i);
  const [list, label] = content;
  if (label === undefined || sorted[list].kind !== 'list' || sorted[label].kind !== 'paragraph') return -1;
  const items = sorted[list].text.split('\n').filter((line) => ITEM_START.test(line));
  if (!items.length || !items.every((line) => ITEM_LINK.test(line))) return -1;
  return CLOSING_LINKS_LABEL.test(sorted[label].text.replace(/[*_]/g, '').trim()) ? label : -1;
}

/** A framed note holds at most this many blocks… */
const FRAMED_BLOCKS = 2;
/** …of at most this many characters. */
const FRAMED_CHARS = 500;

/**
 * Whether the blocks from `after` (the first after a break) are a note framed by breaks before the next heading:
 * one or FRAMED_BLOCKS short paragraphs or quotations, then a break, then a heading (anchors before it allowed). The
 * frame sets the note apart from the section above and the one below: it is the page's (`---` / "The database
 * supports implicit GROUP BY …" / `---` / `## count`), and the break before it joins no prose. A frame with more of
 * the section after its closing break is the writer's.
 */
export function isFramedNoteBeforeHeading(sorted: readonly Block[], after: number): boolean {
  let blocks = 0;
  let chars = 0;
  let i = after;
  for (; i < sorted.length && sorted[i].kind !== 'thematicBreak'; i++) {
    const b = sorted[i];
    if (b.kind === 'heading') return false;
    if (!isContentBlock(b)) continue;
    if ((b.kind !== 'paragraph' && b.kind !== 'quote') || ++blocks > FRAMED_BLOCKS) return false;
    chars += b.text.length;
  }
  if (blocks === 0 || chars > FRAMED_CHARS || i === sorted.length) return false;
  for (i++; i < sorted.length; i++) {
    const b = sorted[i];
    if (b.kind === 'heading') return true;
    if (isContentBlock(b) && !isHeadingAnchor(b)) return false;
  }
  return false;
}

/** How many blocks on one side of a break are read for the quotation it frames. */
const BOX_READ = 12;

/**
 * A paragraph that opens with a notice's label in bold (`**UPDATE** A new ROM was released …`, `**Note:**`,
 * `__Disclaimer__`): between two breaks, a notice boxed like a quotation.
 */
const NOTICE_LABEL = /^(?:\*\*|__)(?:updated?|update \d[^*_\n]{0,20}|note|nb|edit(?:ed)?|important|warning|caution|attention|disclaimer|notice|heads[- ]up|reminder)\b[^*_\n]{0,3}(?:\*\*|__)/i;

/**
 * Whether the break at `at` is one of two that frame a single block quote, or a single paragraph opened by a notice's
 * bold label (NOTICE_LABEL), with nothing else between them (`---` / `> **Checkpoint** …` / `---`, `***` /
 * `**UPDATE** A new ROM …` / `***`): a box the page sets apart from the prose on either side, so the break joins
 * no prose, whether the small chunk is the box or the text before or after it.
 */
export function framesQuotation(sorted: readonly Block[], at: number): boolean {
  return quotationAlone(sorted, at, 1) || quotationAlone(sorted, at, -1);
}

/** Whether, reading from the break at `at` in direction `step`, a single quotation or notice comes before the next break. */
function quotationAlone(sorted: readonly Block[], at: number, step: 1 | -1): boolean {
  const between: Block[] = [];
  for (let i = at + step; i >= 0 && i < sorted.length && Math.abs(i - at) <= BOX_READ; i += step) {
    const b = sorted[i];
    if (b.kind === 'thematicBreak') {
      const outer = between.filter((x) => !between.some((y) => y !== x && y.span.start <= x.span.start && x.span.end <= y.span.end));
      return outer.length === 1 && (outer[0].kind === 'quote' || (outer[0].kind === 'paragraph' && NOTICE_LABEL.test(outer[0].text)));
    }
    if (b.kind === 'heading') return false;
    if (isContentBlock(b)) between.push(b);
  }
  return false;
}

// What a thematic break that closes a small chunk separates, when removing it would not join related prose: one record
// of a series from the next (also records each opened by the same bold label, and two records of one shape:
// recordShape.ts), one slide of a deck from the next, the end of a DocFX tab group, an opening or closing note set in
// emphasis (a standfirst, an editor's aside), a quotation with its source that opens the page or a section (an
// epigraph) or closes it (a saying over a line naming its source), an imprint (a copyright line and links), a block of
// fields a template fills in, callouts left empty (calloutBoxes.ts), a note's metadata above its first break (`#seed`
// / `upstream:`), a record of label-and-value lines (a stat block, a decision's status, a note's exported properties),
// the page's closing sign-off or footer (a few blocks after the page's last break, with no heading: links to the
// community or the next steps, a call to subscribe or to open an issue, a feedback prompt ("Was this documentation
// helpful?" over its voting widget), a legal notice ("… are registered trademarks of …"), tags and credit lines;
// callouts alone; a record of bold-labelled fields a lesson series ends each page with) or its closing remark (one
// short paragraph after the last break, when the small chunk is not its section's first), the end of a section headed
// as a conclusion before a new part, one or two short paragraphs that close the parent section before its next
// heading, a section's closing pointer ("For more details, see …") before its next heading or at the end of the small
// chunk itself, a box framed by breaks at the top of the page or notes in emphasis framed so under a section's
// heading, the end of an aside framed by breaks under a bold title, a rendered example from the text after it, an
// example of the break right after the text that gives its syntax (syntaxDemo.ts), or two different kinds of content;
// also a notice about the page, a label and links only, an index of links, a note framed by breaks before a heading
// and a quotation or a notice framed by two breaks (breakNotes.ts), and the `---` lines that fence a component's props
// (propsFence.ts). Only a break between related prose is the writer's to remove (CK002). An HTML anchor alone on its
// line belongs to the heading after it, and so does a decorative picture (headingAnchor.ts).

import { HTML_TAG } from '../text/htmlTag';
import type { Block } from '../model/types';
import { blocksInSourceOrder, headingOffsets, thematicBreakOffsets } from './chunkSpans';
import { isContentBlock } from '../engine/blockContent';
import { isTabHeadingText } from '../parse/docfxSyntax';
import { anchoredHeading, isHeadingAnchor } from './headingAnchor';
import { BOLD_TITLE, boldLabelOf, fieldRecordsAround, labelCount, labelledPartsAround, recordLabelAround } from './boldLabels';
import { closingLinkListAt, framesQuotation, isFramedNoteBeforeHeading, isLabelledLinkLists, isLinkIndex, isPageNotice } from './breakNotes';
import { isPropsFence } from './propsFence';
import { frontMatterTitleOf, headingTitleOf } from './orphanHeading';
import { isBoxedNote, isCallout, isCalloutsOnly, isEmptyCallouts, withoutCalloutTitle } from './calloutBoxes';
import { isRecordOfShape } from './recordShape';
import { showsBreakSyntax } from './syntaxDemo';

/** Blocks that read as prose the break could join. */
const PROSE = new Set(['paragraph', 'list', 'quote']);
/** Breaks in one section from which they separate a series of records (a catalog, a changelog) rather than two thoughts. */
const SERIES = 3;
/** At most this many content blocks after the last break of a page make a footer. */
const FOOTER_BLOCKS = 3;
/**
 * A line that dates a change by the version that brought it, opening a paragraph: `<small>Introduced in: v3.8.7,
 * v3.9.2</small>` (ArangoDB's release notes), "New in version 3.8", "Added in v2.1", "Deprecated since 1.4".
 */
const VERSION_NOTE = /^(?:<small>|[*_]{1,2})?[ \t]*(?:introduced|added|new|changed|deprecated|removed|available)(?: in)?(?: version| since)?:?[ \t]+v?\d+\.\d+/i;
/** A line break tag (`<br>`, `<br/>`) that writers put before their closing words. */
const LINE_BREAK_TAG = /<br\s*\/?>/gi;

/** The closing words of a block, without the line break tags around them. */
function plainClosing(text: string): string {
  return text.replace(LINE_BREAK_TAG, '').trim();
}
/**
 * A Markdown link or image with its text, a wikilink or embed (`[[page|text]]`, `![[note]]`), a bare URL, an
 * autolink, or a site's shortcode / template tag: what a block of links (a navigation bar) or an embed is made of.
 */
const LINK_OR_EMBED = /!?\[\[[^\]\n]*\]\]|!?\[[^\]\n]*\]\([^)\n]*\)|<https?:\/\/[^>\s]*>|https?:\/\/\S+|\{\{[<%][\s\S]*?[%>]\}\}|\{%[\s\S]*?%\}|<(?:img|video|iframe)\b[^>]{0,2000}>/gi;
/** At most this many words outside links make a block of links (`**Documentation**: <url>`), not prose. */
const LINK_BLOCK_WORDS = 4;
/** How much of a small chunk is read to tell a block of links or an embed. */
const LINK_BLOCK_CHARS = 2000;
/** How much of each footer block is read for its links. */
const FOOTER_CHARS = 2000;
/** A block of link reference definitions only (`[@user]: https://…`), which a post's footer ends with. */
const DEFINITIONS = /^(?:[ \t]*\[[^\]\n]+\]:[^\n]*(?:\n|$))+$/;
/** A footnote's definition (`[^1]: we use the word…`), its text going on over the lines after it. */
const FOOTNOTE = /^[ \t]*\[\^[^\]\n]+\]:/;
/** A footnote's label alone on its line, its text on the lines below (mdBook's pandocs writes them so). */
const BARE_FOOTNOTE = /^[ \t]*\[\^[^\]\n]+\]:[ \t]*$/;
/**
 * A line that dates the page's last change, alone in its block (`> 📅 最后更新: 2026-05-19 (Week 21)`, `*Last updated:
 * March 2024*`): the page's metadata, no prose of its closing.
 */
const UPDATE_STAMP = /^[>\s*_]*(?:\P{L}{1,3}\s*)?(?:\*\*|__)?(?:last (?:updated|modified|reviewed|edited)|updated on|最后更新|更新时间|更新日期|最后修改|最終更新)[^\n]{0,80}$/iu;
/** How a sign-off, credit or "next page" paragraph opens or what it says. */
const SIGN_OFF = /(?<![A-Za-z])thank(?:s|\s+you)\b|\b(?:there you have it|you(?:'re|’re| are) (?:now )?ready to|more to (?:follow|come)|stay tuned|subscribe to|follow us\b|get notified|to be continued|happy (?:coding|hacking|building|learning)|hope (?:this|it) helps|let us know|reach out to us|(?:we|i) invite|contributions are welcome|(?:create|open|file|raise) an \[?issue|was this (?:page|documentation|doc|article|guide|tutorial|content|information|section)\b[^?\n]{0,20}\b(?:helpful|useful)|(?:registered )?trademarks? of\b|all rights reserved|good luck|best of luck|all the best|have fun\b|(?:we|i) hope you(?: will|'ll|’ll)? (?:enjoy|like|liked|found|find)|wish(?:ing)? you\b|that(?:'s|’s| is) (?:all|it) for\b|in the next (?:module|section|chapter|lesson|part|page|post|article|tutorial|step)\b|let(?:'s|’s| us) move on\b)|\byou(?:'ve|’ve| have)? made it (?:to|through)\b|^\W*(?:questions\?|any questions\b|need help\?|congratulations|congrats|well done|credits?|acknowledg\w*|notes?\b|next|previous|prev|up next|see also|related|license|copyright|made with|cheers|happy\b|now that you\b|what's next|where to go next|in conclusion\b|to conclude\b|in summary\b|to sum up\b|to summari[sz]e\b)|©|❤|最后的话|写在最后|结语|感谢|谢谢|致谢|欢迎(?:贡献|加入|反馈|提交)|下一步|下一章|下一篇|ありがとう|次のステップ|おわりに|감사합니다|다음 단계/i;
/**
 * A paragraph that points the reader elsewhere for what comes next: "Continue with the next guide", "For more
 * details, see …", "To learn more, read …", or links where the rest is told ("Additional detail on … is described
 * in [the 'Coroutines' section](…)", "See the documentation for `lua_call` on how …"). Read in a short paragraph only.
 */
const POINTER = /\b(?:continue (?:with|to|on to) the next|continue reading\b|(?:next|following) (?:guide|step|steps|chapter|page|section|lesson|tutorial|part)\b|for (?:more|further) (?:details|information|info|help)\b|to (?:learn|read) more\b|learn more (?:about|in|at)\b|read more (?:about|in|at)\b|also (?:see|check out)\b|see the (?:corresponding|relevant|dedicated) (?:chapter|section|page|guide|documentation|docs)\b|see the (?:documentation|docs|reference) (?:for|of|on)\b|(?:additional|further|more) (?:details?|information) (?:on|about) [^.:;\n]{1,120}? (?:is|are) (?:described|explained|covered|documented|given|discussed) (?:in|on|at|under) (?:the )?(?:\[|<a\b))/i;
/** At most this long a paragraph points elsewhere rather than saying something itself. */
const POINTER_CHARS = 400;

/** What a paragraph says another page holds in full (`… page has the full list of changes`), with a link to it. */
const FULL_ELSEWHERE = /\b(?:full|complete|entire) (?:list|set|log|history|changelog|release notes)\b/i;

/**
 * Whether a block is a short paragraph that points the reader to another page or the next step, or links the page
 * that holds the full list of what it sums up.
 */
function isPointer(block: Block): boolean {
  if (block.kind !== 'paragraph' || block.text.length > POINTER_CHARS) return false;
  return POINTER.test(block.text) || (FULL_ELSEWHERE.test(block.text) && block.text.search(LINK) >= 0);
}

/** A sentence that announces what comes after it: it ends in a colon, or says that it is below or follows from here on. */
const ANNOUNCES_NEXT = /:\s*$|\b(?:below|as follows|what follows|from here(?: on)?|from this point(?: on)?|hereafter)\b/i;

/**
 * Whether a block is the lead-in of the sections after it: a short paragraph that announces them ("Below is a config
 * that extends from [cookie](…)") with a heading right after it. A break before it parts two groups of sections.
 */
function isGroupLeadIn(block: Block, next: Block | undefined): boolean {
  return next?.kind === 'heading' && block.kind === 'paragraph' && block.text.length <= POINTER_CHARS && ANNOUNCES_NEXT.test(block.text);
}

/** Whether a block is a container's opening or closing tag (`</Update>`, `<Update label="v2.9.0">`): structure, not prose. */
function isContainerTag(block: Block): boolean {
  return block.kind === 'marker' && (block.meta?.role === 'open' || block.meta?.role === 'close');
}

/** At most this many short paragraphs after a break lead in to the sections after them. */
const LEAD_IN_BLOCKS = 2;

/**
 * Whether the content after a break up to the next heading at `sectionEnd` is a section's closing pointer or note:
 * one paragraph that sends the reader elsewhere ("For more details, see …"), is set wholly in emphasis ("*Below is
 * an in-depth guide …*"), is a box (a callout, a quotation under a bold label: `> **📖 Glossary:**`), is a record of
 * labelled fields ("Figures source: [OLMo …](…)") or signs off ("Don't see what you're looking for? Create an
 * issue"), which the break sets apart from the section's body on purpose; or the lead-in of the next group of
 * sections (at most LEAD_IN_BLOCKS short paragraphs, the last announcing the heading after it): the break parts two
 * groups.
 */
function isSectionTail(sorted: readonly Block[], after: number, sectionEnd: number): boolean {
  const tail: Block[] = [];
  let i = after;
  for (; i < sorted.length && sorted[i].span.start < sectionEnd; i++) {
    const b = sorted[i];
    if (b.kind === 'thematicBreak' || !isContentBlock(b) || isContainerTag(b) || DEFINITIONS.test(b.text) || isHeadingAnchor(b)) continue;
    if (tail.push(b) > LEAD_IN_BLOCKS) return false;
  }
  const last = tail[tail.length - 1];
  if (last === undefined) return false;
  if (isGroupLeadIn(last, sorted[i]) && tail.every((b) => b.kind === 'paragraph' && b.text.length <= POINTER_CHARS)) return true;
  if (tail.length > 1) return false;
  return isPointer(last) || isNote(last) || isBoxedNote(last) || isFooterRecord(last) || (last.kind === 'paragraph' && last.text.length <= POINTER_CHARS && SIGN_OFF.test(last.text.trim()));
}

/**
 * Whether the content after a break up to the next heading at `sectionEnd` closes the parent section: at most
 * LEAD_IN_BLOCKS short paragraphs (CLOSING_REMARK_CHARS each) right before a heading of a higher level than the one
 * that opened the break's section ("In essence these two techniques …" after the last `####` of a `###` step,
 * before the next `###`). They speak of the sibling sections together; without the break they would read as the
 * last subsection's.
 */
function closesParentSection(sorted: readonly Block[], after: number, sectionEnd: number): boolean {
  let i = after;
  let paragraphs = 0;
  for (; i < sorted.length && sorted[i].span.start < sectionEnd; i++) {
    const b = sorted[i];
    if (!isContentBlock(b) || isHeadingAnchor(b)) continue;
    if (b.kind !== 'paragraph' || b.text.length > CLOSING_REMARK_CHARS || ++paragraphs > LEAD_IN_BLOCKS) return false;
  }
  const nextHeading = sorted[i];
  if (!paragraphs || nextHeading?.kind !== 'heading') return false;
  for (let j = after - 1; j >= 0; j--) if (sorted[j].kind === 'heading') return (nextHeading.level ?? 1) < (sorted[j].level ?? 1);
  return false;
}

/** A heading that closes a part of the page: its summary or conclusion (`### Summary:`, `## Conclusion`, `## Key takeaways`). */
const CONCLUSION_HEADING = /^(?:summary|conclusions?|in (?:summary|conclusion|short|a nutshell)|wrap(?:ping)?[- ]?up|recap|(?:key )?takeaways|final (?:thoughts|words|notes)|tl;?\s?dr)$/i;

/**
 * Whether the break at `at` ends a section headed as a conclusion and what follows it is another part of the page:
 * a lead-in of at most LEAD_IN_BLOCKS blocks and then a heading (`Let's delve deeper …` / `### Understanding …`), or
 * one short paragraph to the page's end (a remark about the page). Removing the break would glue either onto the
 * summary of the part before. More prose after the break, with no heading, goes on with the conclusion itself.
 */
function closesConclusion(sorted: readonly Block[], at: number, after: number): boolean {
  let heading = at - 1;
  while (heading >= 0 && sorted[heading].kind !== 'heading') heading--;
  if (heading < 0) return false;
  const title = headingTitleOf(sorted[heading]).replace(/^\d+[.)]\s*/, '').replace(/[:.]\s*$/, '').trim();
  if (!CONCLUSION_HEADING.test(title)) return false;
  const rest: Block[] = [];
  for (let i = after; i < sorted.length; i++) {
    const b = sorted[i];
    if (b.kind === 'heading') return rest.length <= LEAD_IN_BLOCKS;
    if (isContentBlock(b) && !DEFINITIONS.test(b.text) && rest.push(b) > LEAD_IN_BLOCKS) return false;
  }
  return rest.length === 1 && rest[0].kind === 'paragraph' && rest[0].text.length <= CLOSING_REMARK_CHARS;
}

/** At most this many content blocks after a page's last break are read for a footer of labelled fields. */
const LABELLED_FOOTER_READ = 8;

/** A numbered label (`**Step 1**`, `**2.**`): it opens a part of the page's body, not a field of its footer. */
const BODY_LABEL = /^(?:step|phase|stage|part|task|exercise|question|example|q)\s*\d|^\d+[.)]?$/i;

/**
 * Whether the content blocks from `after` to the page's end are short paragraphs opened by bold labels, at least
 * two, with callouts, components' tags or notes in emphasis between them (`**Time to complete**: ~10 minutes` /
 * `**Skills learned**: …` / `**Next** Day 2 …`): the record a series of pages closes each page with.
 */
function isLabelledFooter(sorted: readonly Block[], after: number): boolean {
  let labelled = 0;
  let read = 0;
  for (let i = after; i < sorted.length; i++) {
    const b = sorted[i];
    if (b.kind === 'heading') return false;
    if (!isContentBlock(b) || DEFINITIONS.test(b.text) || isContainerTag(b)) continue;
    if (++read > LABELLED_FOOTER_READ) return false;
    if (isCallout(b) || isNote(b)) continue;
    const label = boldLabelOf(b);
    if (label === undefined || BODY_LABEL.test(label) || b.text.length > CLOSING_REMARK_CHARS) return false;
    labelled++;
  }
  return labelled >= 2;
}

/** A link in Markdown or HTML, a wikilink, or a bare URL: what a page footer points readers to (the community, the next steps). */
const LINK = /\]\(|\[\[|\]\[|<https?:\/\/|href=|(?<![(<"'])https?:\/\//g;
/**
 * At most this long the one paragraph after a page's last break is a closing remark. Each such paragraph in corpus/,
 * corpus-dialects/ and six fetched documentation repositories (62 pages, 17 to 1,088 characters, read 2026-11-29)
 * closes the page: thanks or credits, a license line, a pointer to the latest version, a call to write in, a
 * footnote. Past this length a paragraph holds enough to be content of its own, and the break stays the writer's.
 */
const CLOSING_REMARK_CHARS = 500;

/** A paragraph set wholly in emphasis: an editor's note, a standfirst or a closing aside, not prose of the page's body. */
const WHOLLY_EMPHASIZED = /^(?:(\*{1,2}|_{1,2})[^\n][\s\S]*[^\s\\]\1)$/;
/** An opening note is among the page's first blocks (front matter and title before it). */
const OPENING_BLOCKS = 12;
/** How many blocks back a break is looked over for the tab heading that opened its group. */
const TAB_LOOKBACK = 200;

/** A page with this many thematic breaks or more, and few blocks between them, is a slide deck (reveal.js, Marp, Advanced Slides). */
const DECK_BREAKS = 10;
/** At most this many content blocks per slide on average. */
const BLOCKS_PER_SLIDE = 4;

const contentCounts = new WeakMap<readonly Block[], number>();

/** Whether the page is a slide deck: its breaks separate slides, which are small by design. Counts once per block list. */
function isSlideDeck(sorted: readonly Block[], breaks: number): boolean {
  if (breaks < DECK_BREAKS) return false;
  let content = contentCounts.get(sorted);
  if (content === undefined) {
    content = 0;
    for (const b of sorted) if (b.kind !== 'thematicBreak' && isContentBlock(b)) content++;
    contentCounts.set(sorted, content);
  }
  return content <= BLOCKS_PER_SLIDE * (breaks + 1);
}

/** The source line of a quotation: a dash or a tilde, then who said or wrote it (`— Heroku, [JSON Schema…][cite]`, `&mdash; Roy Fielding`, `~ [Niko](…)`). */
const ATTRIBUTION = /^[>\s]*(?:—|―|–|--|~|&mdash;|&#8212;)\s*\S/;
/** A small chunk of at most this many blocks can end in a closing pointer that the break sets apart. */
const POINTER_BLOCKS = 3;

/** Whether the block at `first` opens its section: only a heading and link reference definitions come before it. */
function opensSection(sorted: readonly Block[], first: number): boolean {
  for (let i = first - 1; i >= 0; i--) {
    const b = sorted[i];
    if (b.kind === 'heading') return true;
    if (isContentBlock(b) && !DEFINITIONS.test(b.text)) return false;
  }
  return false;
}

/** Whether the block at `first` opens its section or its page: no content but link reference definitions before it, back to a heading or the top. */
function opensPageOrSection(sorted: readonly Block[], first: number): boolean {
  for (let i = first - 1; i >= 0 && sorted[i].kind !== 'heading'; i--) if (isContentBlock(sorted[i]) && !DEFINITIONS.test(sorted[i].text)) return false;
  return true;
}

/** The index of the first content block from `first` up to `at` that is neither a heading nor link reference definitions, or -1. */
function firstProse(sorted: readonly Block[], first: number, at: number): number {
  for (let i = first; i < at; i++) if (sorted[i].kind !== 'heading' && isContentBlock(sorted[i]) && !DEFINITIONS.test(sorted[i].text)) return i;
  return -1;
}

/** The last content block from `first` up to the break at `at` (exclusive), or undefined. */
function lastContentBefore(sorted: readonly Block[], at: number, first: number): Block | undefined {
  for (let i = at - 1; i >= first; i--) if (isContentBlock(sorted[i]) && !/^\s*<!--[\s\S]*-->\s*$/.test(sorted[i].text)) return sorted[i];
  return undefined;
}

/** At most this many blocks after a page's last break make a closing quotation: the saying and the line of its source. */
const QUOTATION_BLOCKS = 2;
/** Blocks a closing quotation is set in: prose, a block quote, or a paragraph of HTML (`<p align="right"> ---David Hume</p>`). */
const QUOTATION_KINDS = new Set(['paragraph', 'quote', 'html']);
/** At most this long a source line is a name and a title, not a sentence. */
const SOURCE_LINE_CHARS = 120;

/**
 * Whether the blocks from `after` to the page's end are a short saying whose last line names its source (a release
 * note closed by `*Beauty in things exists in the mind which contemplates them.*` / `---David Hume`), tags aside.
 */
function endsInAttribution(sorted: readonly Block[], after: number): boolean {
  const tail = sorted.slice(after).filter((b) => isContentBlock(b) && !DEFINITIONS.test(b.text));
  if (!tail.length || tail.some((b) => !QUOTATION_KINDS.has(b.kind))) return false;
  const text = tail.map((b) => b.text).join('\n').replace(HTML_TAG, ' ').trim();
  if (text.length > CLOSING_REMARK_CHARS) return false;
  const lines = text.split('\n');
  const source = lines[lines.length - 1].trim();
  return lines.length > 1 && source.length <= SOURCE_LINE_CHARS && ATTRIBUTION.test(source);
}

/** Whether a block is a quotation whose last line (empty `>` lines after it aside) names its source: an epigraph when it opens a page. */
function isEpigraph(block: Block): boolean {
  if (block.kind !== 'quote' || block.text.length >= LINK_BLOCK_CHARS) return false;
  const lines = block.text.replace(/(?:\n[ \t]*>?[ \t]*)+$/, '').split('\n');
  return lines.length > 1 && ATTRIBUTION.test(lines[lines.length - 1]);
}

/**
 * The index of the first block from `first` up to `end` (exclusive) outside a container that opens there (a notice in
 * a callout shortcode or an admonition before an epigraph), or -1 when every block there is inside one.
 */
function firstAfterContainers(sorted: readonly Block[], first: number, end: number): number {
  let depth = 0;
  for (let i = first; i < end; i++) {
    const b = sorted[i];
    if (isContainerTag(b)) depth = Math.max(0, depth + (b.meta?.role === 'open' ? 1 : -1));
    else if (depth === 0) return i;
  }
  return -1;
}

/** A copyright notice: `Copyright (C) 1999 …`, `© 2024 …`, `All rights reserved`. */
const COPYRIGHT = /\bcopyright\b|©|\(c\)\s*\d{4}|all rights reserved/i;
/** At most this many words besides links make an imprint. */
const IMPRINT_WORDS = 12;

/**
 * Whether the content blocks from `first` up to `end` (exclusive) are an imprint: a copyright notice with at most
 * a publisher's name, a date and links (a newsletter's masthead, a page's legal line), which no question asks for.
 */
function isImprint(sorted: readonly Block[], first: number, end: number): boolean {
  const found = matchesAndWords(sorted, first, end, LINK_OR_EMBED);
  if (found === undefined || found.words > IMPRINT_WORDS) return false;
  for (let i = first; i < end; i++) if (isContentBlock(sorted[i]) && COPYRIGHT.test(sorted[i].text)) return true;
  return false;
}

/** A label's words: a capitalised word or few, or one to eight letters of a script without case (`标签`). */
const LABEL_WORDS = String.raw`(?:[\p{Lu}][\p{L} ]{0,30}|\p{Lo}{1,8})`;
/**
 * A line of a page's footer record: a plain or emphasised label and its value (`Tags: #kerbrute`, `Resources:`,
 * `**Principal author** [Name](…)`, in a script without case `**标签**: #DNS`), or hashtags only (`#AD #gpp`).
 */
const FOOTER_FIELD = new RegExp(String.raw`^[ \t]*(?:(?:\*{1,2}|_{1,2})?${LABEL_WORDS}(?:\*{1,2}|_{1,2})?:?(?:\*{1,2}|_{1,2})?:?(?:[ \t]|$)|#[\p{L}\p{N}_-]+(?:[ \t]+#[\p{L}\p{N}_-]+)*[ \t]*$)`, 'u');
/** A label ends in a colon or in emphasis: a line that merely starts with a capital is prose. */
const LABELLED = new RegExp(String.raw`^[ \t]*(?:(?:\*{1,2}|_{1,2})[^*_\n]{1,32}(?:\*{1,2}|_{1,2})|${LABEL_WORDS}:)|^[ \t]*#[\p{L}\p{N}_-]`, 'u');

/** A label with no value on its line (`References:`): the lines under it are its values. */
const BARE_LABEL = new RegExp(String.raw`^[ \t]*(?:\*{1,2}|_{1,2})?${LABEL_WORDS}(?:\*{1,2}|_{1,2})?:(?:\*{1,2}|_{1,2})?[ \t]*$`, 'u');
/** A value under a bare label is one line of a reference or a name, not a paragraph of prose. */
const FOOTER_VALUE_CHARS = 160;

/**
 * Whether a block is a footer record: every line of it a label and its value, or hashtags, or a value under a label
 * with none on its line (`References:` / `Oberstufen-Wissen Physik: S.57`).
 */
function isFooterRecord(block: Block): boolean {
  if (block.kind !== 'paragraph' || block.text.length >= FOOTER_CHARS) return false;
  const lines = block.text.split('\n').filter((l) => l.trim() !== '');
  let underLabel = false;
  for (const line of lines) {
    if (FOOTER_FIELD.test(line) && LABELLED.test(line)) underLabel = BARE_LABEL.test(line);
    else if (!underLabel || line.length > FOOTER_VALUE_CHARS) return false;
  }
  return lines.length > 0;
}

/** Scripts and styles, whose code is no text of the page. */
const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
/** A template tag or output (`{% include docs-footer.md %}`, `{{ page.title }}`). */
const TEMPLATE_TAG = /\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g;
/** How much of a block is read for words outside markup. */
const MARKUP_READ = 4000;

/** Whether a block holds no words outside tags, scripts and template tags: a widget or an include a footer ends with. */
function isMarkupOnly(block: Block): boolean {
  if (block.text.length > MARKUP_READ) return false;
  return block.text.replace(SCRIPT_OR_STYLE, '').replace(HTML_TAG, '').replace(TEMPLATE_TAG, '').trim() === '';
}

/** Whether a block is a paragraph set wholly in emphasis. */
function isNote(block: Block): boolean {
  return block.kind === 'paragraph' && block.text.length < 2000 && WHOLLY_EMPHASIZED.test(block.text.trim());
}

/**
 * How many matches of `pattern` the content blocks from `first` up to `end` (exclusive) hold and how many words
 * they hold outside them; undefined when the blocks are too long to be a small chunk's links or fields.
 */
function matchesAndWords(sorted: readonly Block[], first: number, end: number, pattern: RegExp): { matches: number; words: number } | undefined {
  let text = '';
  for (let i = first; i < end && text.length < LINK_BLOCK_CHARS; i++) if (isContentBlock(sorted[i])) text += `${withoutCalloutTitle(sorted[i])}\n`;
  if (text.length >= LINK_BLOCK_CHARS) return undefined;
  let matches = 0;
  const rest = text
    .replace(pattern, () => {
      matches++;
      return ' ';
    })
    .replace(HTML_TAG, ' ');
  return { matches, words: rest.match(/[\p{L}\p{N}]+/gu)?.length ?? 0 };
}

/**
 * Whether the content blocks from `first` up to `end` (exclusive) are only links, images or an embed: a site's
 * shortcode or tag, or label-and-link lines (`**Source Code**: https://…`) with at most a few words besides.
 */
function isLinksOrEmbed(sorted: readonly Block[], first: number, end: number): boolean {
  const found = matchesAndWords(sorted, first, end, LINK_OR_EMBED);
  return found !== undefined && found.matches > 0 && found.words <= LINK_BLOCK_WORDS;
}

/** An image or an embedded picture or video: `![alt](src)`, `![[file.png]]`, `<img …>`, `<video …>`. */
const PICTURE = /!\[\[[^\]\n]*\]\]|!\[[^\]\n]*\]\([^)\n]*\)|<(?:img|video)\b[^>]{0,2000}>/gi;

/** Whether the content blocks from `first` up to `end` (exclusive) are pictures with at most a few words besides (their captions). */
function isPicturesOnly(sorted: readonly Block[], first: number, end: number): boolean {
  const found = matchesAndWords(sorted, first, end, PICTURE);
  return found !== undefined && found.matches > 0 && found.words <= LINK_BLOCK_WORDS;
}

/**
 * Whether the break at `at` stands between pictures of a gallery: the small chunk (from `first`) ends with a picture
 * and only pictures follow the break (from `after`) to the end of the section. A lone diagram after prose is content
 * the break sets apart; a picture followed by more prose goes on with the explanation.
 */
function isBetweenPictures(sorted: readonly Block[], first: number, at: number, after: number): boolean {
  const last = lastContentBefore(sorted, at, first);
  if (last === undefined || sorted[after] === undefined || sorted[after].kind === 'heading') return false;
  const lastAt = sorted.lastIndexOf(last, at);
  return isPicturesOnly(sorted, lastAt, lastAt + 1) && isPicturesOnly(sorted, after, sectionRestEnd(sorted, after));
}

/**
 * An expression a page fills in when it renders: Dataview's inline query (`` `=this.name` ``, `` `$= dv.current()` ``),
 * Liquid, Jinja, Handlebars or Hugo (`{{ page.title }}`), Templater or EJS (`<% tp.file.title %>`).
 */
const TEMPLATE_EXPRESSION = /`\$?=[^`\n]{1,200}`|\{\{[^{}\n]{1,200}\}\}|<%[^%\n]{1,200}%>/g;
/** A block filled in by template expressions: at least this many of them... */
const MIN_EXPRESSIONS = 3;
/** ...and at most this many words outside them per expression (labels such as `**Duration**`). */
const WORDS_PER_EXPRESSION = 2;

/** Whether the content blocks from `first` up to `end` (exclusive) are a template's fields: mostly expressions the page fills in when it renders. */
function isTemplateFilled(sorted: readonly Block[], first: number, end: number): boolean {
  const found = matchesAndWords(sorted, first, end, TEMPLATE_EXPRESSION);
  return found !== undefined && found.matches >= MIN_EXPRESSIONS && found.words <= WORDS_PER_EXPRESSION * found.matches;
}

/** A line that opens with a label set in emphasis, then its value: `**Duration** 1 day`, `*Source* Core Rulebook`, `**Status:** Accepted`. */
const FIELD_LINE = /^[ \t]*(?:\*{1,2}|_{1,2})[^*_\n]{1,40}(?:\*{1,2}|_{1,2}):?[ \t]*\S/;
/**
 * A short line of a plain label of up to three words, a colon and a value: a property as a note exported from a
 * database writes it (`Created: March 30, 2023`, `Tag: [[C MOC]]`, `Academic Year: 2022-2023`).
 */
const PLAIN_FIELD_LINE = /^[ \t]*\p{Lu}[\p{L}\p{N}]*(?:[ \t][\p{L}\p{N}]+){0,2}:[ \t]+\S/u;
/** At most this long a plain line is a property; a longer one is a sentence after a label (`Note: the setting …`). */
const PLAIN_FIELD_CHARS = 80;

/** Whether a line is a field: an emphasised label and its value, or a short plain one. */
function isFieldLine(line: string): boolean {
  return FIELD_LINE.test(line) || (line.length <= PLAIN_FIELD_CHARS && PLAIN_FIELD_LINE.test(line));
}
/** A record of fields has at least this many lines... */
const MIN_FIELDS = 3;
/** ...and at least this share of its lines are fields; a record of two fields has nothing else. */
const FIELD_SHARE = 0.6;
/** A record of fields that are all its lines may have as few as this. */
const MIN_PURE_FIELDS = 2;

/**
 * Whether the content blocks from `first` up to `end` (exclusive) end in a record of fields: lines of a label and
 * its value (a stat block, a decision record's status and date, a page's `**Documentation**: …` and
 * `**Source Code**: …` links), which a break sets apart from the prose after it. The record is the run of short
 * paragraphs before the break, read back to the first block that is none.
 */
function isFieldRecord(sorted: readonly Block[], first: number, end: number): boolean {
  let lines = 0;
  let fields = 0;
  let chars = 0;
  for (let i = end - 1; i >= first; i--) {
    const b = sorted[i];
    if (!isContentBlock(b)) continue;
    if (b.kind !== 'paragraph' || chars + b.text.length >= LINK_BLOCK_CHARS) return false;
    chars += b.text.length;
    for (const line of b.text.split('\n')) {
      if (line.trim() === '') continue;
      lines++;
      if (isFieldLine(line)) fields++;
    }
    if ((fields >= MIN_FIELDS && fields >= FIELD_SHARE * lines) || (fields >= MIN_PURE_FIELDS && fields === lines)) return true;
  }
  return false;
}

/**
 * A line of a note's metadata as vault templates write it above their first break: hashtags only (`#seed`,
 * `#incubator #aws`), or a label of up to three words and its colon with links, tags or nothing after it
 * (`upstream: [[Deep Learning]]`, `links:`, `status: #evergreen`), labels in any case.
 */
const NOTE_METADATA_LINE = /^[ \t]*(?:#[\p{L}\p{N}_/-]+(?:[ \t]+#[\p{L}\p{N}_/-]+)*|(?:\*{1,2})?[\p{L}][\p{L}\p{N}_-]*(?:[ \t][\p{L}\p{N}_-]+){0,2}(?:\*{1,2})?:(?:\*{1,2})?(?:[ \t]*(?:\[\[[^\]\n]+\]\]|\[[^\]\n]*\]\([^)\n]*\)|#[\p{L}\p{N}_/-]+|https?:\/\/\S+)[,;]?)*)[ \t]*$/u;
/** At most this many lines make a note's metadata. */
const NOTE_METADATA_LINES = 6;

/**
 * Whether the content blocks from `first` up to the break at `end` are a note's metadata (NOTE_METADATA_LINE lines
 * only, at most NOTE_METADATA_LINES, a hashtag among them), and nothing but headings comes before them: the opening
 * a vault's note template gives every note (`#seed` / `upstream:` / `---`), no prose for the break to join.
 */
function isNoteMetadata(sorted: readonly Block[], first: number, end: number): boolean {
  if (sorted.slice(0, first).some((b) => b.kind !== 'heading' && b.kind !== 'frontMatter' && isContentBlock(b))) return false;
  let lines = 0;
  let tagged = false;
  for (let i = first; i < end; i++) {
    const b = sorted[i];
    if (!isContentBlock(b)) continue;
    if (b.kind !== 'paragraph') return false;
    for (const line of b.text.split('\n')) {
      if (line.trim() === '') continue;
      if (++lines > NOTE_METADATA_LINES || !NOTE_METADATA_LINE.test(line)) return false;
      tagged ||= /(?:^|\s)#[\p{L}\p{N}_/-]/u.test(line);
    }
  }
  return lines > 0 && tagged;
}

/** Whether the break at `at` closes a tab group: a tab heading comes after the previous break, within the lookback. */
function closesTabGroup(sorted: readonly Block[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - TAB_LOOKBACK; i--) {
    const b = sorted[i];
    if (b.kind === 'thematicBreak') return false;
    if (b.kind === 'heading' && isTabHeadingText(b.text)) return true;
  }
  return false;
}

/** The index in `sorted` of the block starting at `offset`, or -1. */
function indexAt(sorted: readonly Block[], offset: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const start = sorted[mid].span.start;
    if (start === offset) return mid;
    if (start < offset) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** How many of the ascending `offsets` lie in `[from, to)`. */
function countBetween(offsets: readonly number[], from: number, to: number): number {
  const lowerBound = (x: number) => {
    let low = 0;
    let high = offsets.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (offsets[mid] < x) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return lowerBound(to) - lowerBound(from);
}

/**
 * The index of the first content block or heading after the break at `at` in `sorted` (its length when none); the
 * heading itself when anchors come first (`<span id="x"></span>` belongs to the heading after it).
 */
/** At most this many blocks after a break are read for the rest of its section. */
const SECTION_REST_BLOCKS = 24;

/** Where the rest of the section from `from` ends (exclusive): at the next heading, or SECTION_REST_BLOCKS on. */
function sectionRestEnd(sorted: readonly Block[], from: number): number {
  let end = from;
  while (end < sorted.length && end - from < SECTION_REST_BLOCKS && sorted[end].kind !== 'heading') end++;
  return end;
}

function firstAfter(sorted: readonly Block[], at: number): number {
  let after = at + 1;
  while (after < sorted.length && !(isContentBlock(sorted[after]) || sorted[after].kind === 'heading')) after++;
  const heading = anchoredHeading(sorted, after);
  return heading >= 0 ? heading : after;
}

/**
 * What the thematic break at `breakStart` separates when removing it would not join related prose (a phrase
 * for the message), or undefined when it closes prose that goes on after it: then the break is the writer's.
 * `chunkStart` is where the small chunk's own text starts.
 */
export function breakSeparates(blocks: readonly Block[], breakStart: number, chunkStart: number): string | undefined {
  const sorted = blocksInSourceOrder(blocks);
  const at = indexAt(sorted, breakStart);
  if (at < 0) return undefined;
  const after = firstAfter(sorted, at);
  const next = sorted[after];
  if (next && next.kind !== 'heading' && !PROSE.has(next.kind)) return 'two different kinds of content';
  if (isSlideDeck(sorted, thematicBreakOffsets(blocks).length)) return 'one slide of a deck from the next';
  if (closesTabGroup(sorted, at)) return 'the end of a tab group (the `---` closes DocFX tabs)';
  if (showsBreakSyntax(lastContentBefore(sorted, at, Math.max(0, at - 2)))) return 'an example of the break itself, right after the text that gives its syntax (`---`)';
  if (framesQuotation(sorted, at)) return 'a quotation or a notice framed by two breaks (a box: a checkpoint, a callout, an update) from the prose beside it';
  if (isPropsFence(sorted, at)) return "a component's props (the YAML a `::name` directive opens with `---`, MDC syntax), no prose to join";
  if (next?.kind === 'paragraph' && VERSION_NOTE.test(next.text)) return 'one change from the next, which opens with its own version note';
  const headings = headingOffsets(blocks);
  const sectionStart = headings[countBetween(headings, -1, breakStart) - 1] ?? 0;
  const sectionEnd = headings[countBetween(headings, -1, breakStart)] ?? Infinity;
  if (countBetween(thematicBreakOffsets(blocks), sectionStart, sectionEnd) >= SERIES) return 'one record of a series from the next';
  const label = recordLabelAround(sorted, at, firstAfter(sorted, at));
  if (label !== undefined) return `one record from the next of the same shape (each opened by the label "${label}")`;
  const fields = fieldRecordsAround(sorted, at, firstAfter(sorted, at));
  if (fields) return `one field of a reference from the next ("${fields[0]}", "${fields[1]}": each opens with its name in code)`;
  const parts = labelledPartsAround(sorted, at, firstAfter(sorted, at));
  if (parts) return `one labelled part from the next ("${parts[0]}", "${parts[1]}": labels that open several paragraphs of the page, set like headings)`;
  let remark = false;
  let pageRemark = false;
  let closingWords = false;
  if (next && sectionEnd === Infinity) {
    let rest = 0;
    let links = 0;
    let footnotes = 0;
    let last: Block | undefined;
    const linksAt = closingLinkListAt(sorted, after);
    const footerEnd = linksAt < 0 ? sorted.length : linksAt;
    for (let i = after; i < footerEnd && rest <= FOOTER_BLOCKS; i++) {
      if (FOOTNOTE.test(sorted[i].text)) {
        footnotes++;
        // A label on a line of its own (`[^pitch]:`) is followed by its text, a paragraph to CommonMark.
        if (BARE_FOOTNOTE.test(sorted[i].text) && sorted[i + 1]?.kind === 'paragraph') i++;
        continue;
      }
      if (!isContentBlock(sorted[i]) || DEFINITIONS.test(sorted[i].text) || isMarkupOnly(sorted[i]) || UPDATE_STAMP.test(sorted[i].text)) continue;
      rest++;
      links += sorted[i].text.slice(0, FOOTER_CHARS).match(LINK)?.length ?? 0;
      last = sorted[i];
    }
    if (rest === 0 && footnotes > 0) return "the page's text from its footnotes";
    if (isCalloutsOnly(sorted, after)) return "the page's closing callouts (boxed notes after its last break, no section of their own)";
    if (isLabelledFooter(sorted, after)) return "the page's closing record (short paragraphs opened by bold labels after its last break: time to complete, skills learned, next)";
    if (rest <= FOOTER_BLOCKS && (SIGN_OFF.test(next.text.trim()) || isNote(next) || links >= rest || isPointer(next) || isFooterRecord(next))) return "the page's closing sign-off";
    // Closing words that end in a sign-off ("… Good luck, and have fun!" / "All the best!") are the page's closing.
    if (rest <= FOOTER_BLOCKS && last !== undefined && last.text.length <= CLOSING_REMARK_CHARS && SIGN_OFF.test(plainClosing(last.text))) return "the page's closing sign-off";
    if (rest <= QUOTATION_BLOCKS && endsInAttribution(sorted, after)) return "the page's closing quotation (a saying and its source after its last break)";
    closingWords = rest === 1 && (next.kind === 'paragraph' || next.kind === 'quote') && next.text.length <= CLOSING_REMARK_CHARS;
    // One block with a link is a footer of links above; one short paragraph without it is a closing remark, read
    // after every more particular role of the small chunk itself.
    remark = rest === 1 && next.kind === 'paragraph' && next.text.length <= CLOSING_REMARK_CHARS;
    pageRemark = rest <= CLOSING_SUMMARY_BLOCKS && namesPageSubject(sorted, after);
  }
  if (next && next.kind !== 'heading' && sectionEnd !== Infinity && isSectionTail(sorted, after, sectionEnd)) return "the section's closing pointer or note";
  if (next && next.kind !== 'heading' && isFramedNoteBeforeHeading(sorted, after)) return "a note framed by breaks before the next heading (the page's, not this section's)";
  if (next && next.kind !== 'heading' && closesConclusion(sorted, at, after)) return "the end of a part (its summary or conclusion) from what the page takes up after it";
  if (next && next.kind !== 'heading' && sectionEnd !== Infinity && closesParentSection(sorted, after, sectionEnd)) return 'a closing paragraph of the parent section (the heading after it is of a higher level) from the last subsection';
  const first = indexAt(sorted, chunkStart);
  if (first >= 0 && isRecordOfShape(sorted, first, at, after)) return 'one record from the next of the same shape (the same kinds of blocks in the same order)';
  if (first >= 0 && first <= OPENING_BLOCKS && !sorted.slice(0, first).some((b) => b.kind !== 'heading' && isContentBlock(b))) {
    if (isNote(sorted[first])) return 'an opening note set in emphasis from the page';
    const opening = firstAfterContainers(sorted, first, at);
    if (opening >= 0 && isEpigraph(sorted[opening])) return 'an opening quotation (an epigraph and its source) from the page';
  }
  if (isFramedSectionNote(sorted, at)) return 'a note set in emphasis, framed by breaks at the top of its section, from the section\'s body';
  if (first >= 0 && isPageNotice(sorted, first, at) && opensPageOrSection(sorted, first)) return 'a notice about the page (its status, a call to improve it) from its body';
  const lead = first < 0 ? -1 : firstProse(sorted, first, at);
  if (lead > 0 && opensSection(sorted, lead) && isEpigraph(sorted[lead])) return 'a quotation (an epigraph and its source) that opens its section';
  const closing = first >= 0 && at - first <= POINTER_BLOCKS ? lastContentBefore(sorted, at, first) : undefined;
  if (closing && isPointer(closing)) return 'a closing pointer ("to read more, see …") from what follows';
  if (closesFramedAside(sorted, at)) return 'the end of an aside framed by breaks under a bold title (a troubleshooting box)';
  if (first >= 0 && isImprint(sorted, first, at)) return 'an imprint (a copyright notice and the publisher\'s links), no prose to join';
  const before = first > 0 ? sorted[first - 1] : undefined;
  const line = sorted[first]?.text.split('\n')[0].trim();
  if (before?.kind === 'code' && line && before.text.split('\n').some((l) => l.trim() === line)) return 'a rendered example from the text after it';
  if (first >= 0 && (isLinksOrEmbed(sorted, first, at) || isLabelledLinkLists(sorted, first, at) || isLinkIndex(sorted, first, at))) return 'a block of links or an embed, no prose to join';
  if (first >= 0 && isBetweenPictures(sorted, first, at, after)) return 'one picture from the next, pictures only to the end of the section (a gallery of screenshots): no words to join';
  if (first >= 0 && isEmptyCallouts(sorted, first, at)) return 'callouts left empty (the boxes a note template opens with, not filled in), no prose to join';
  if (first >= 0 && isTemplateFilled(sorted, first, at)) return 'fields a template fills in when the page renders (`=this.name`, `{{ page.title }}`), no prose to join';
  if (first >= 0 && isFieldRecord(sorted, first, at)) return 'a record of fields (a label and its value a line) from the prose after it';
  if (first >= 0 && isNoteMetadata(sorted, first, at)) return "a note's metadata (the tags and link fields its template opens with) from its body";
  if (first >= 0 && isFramedOpening(sorted, first)) return 'a box framed by breaks at the top of the page (a banner or an announcement)';
  // After content of its section before the small chunk, the chunk is in effect the last of its section; a chunk that
  // opens its section has its body after the break, however short, unless the section follows others and the
  // paragraphs after the page's last break speak of the page's subject: they sum up the page, not the section.
  if (remark && first > 0 && followsSectionContent(sorted, first)) return "the page's closing remark (one short paragraph after its last break)";
  if (closingWords && first > 0 && endsRunOfOneParagraphSections(sorted, first, at)) return "the page's closing words after a run of sections of one short paragraph each (an overview of cards), not the last section's";
  if (pageRemark && first > 0 && followsEarlierSection(sorted, first)) return "the page's closing summary (short paragraphs after its last break that name the page's subject)";
  return undefined;
}

/** At most this many short paragraphs after a page's last break sum up the page. */
const CLOSING_SUMMARY_BLOCKS = 2;
/** A word of a page's title that names its subject: four letters or more. */
const TITLE_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]{3,}/gu;
/** Title words that name no subject. */
const TITLE_FILLER = new Set(['with', 'your', 'from', 'into', 'about', 'what', 'when', 'that', 'this', 'using', 'guide', 'overview', 'introduction', 'getting', 'started', 'page']);

/** At most this many blocks after a page's last break are read for its closing summary (its paragraphs, comments, definitions). */
const SUMMARY_READ = 8;

/**
 * Whether the blocks from `after` to the page's end (at most SUMMARY_READ) are short paragraphs (CLOSING_REMARK_CHARS
 * each) of which one names a word of the page's title in any of its forms (stemOf; the title is its front matter's
 * `title:` or a level-1 heading among its first OPENING_BLOCKS blocks): "Recurring work items help ensure nothing
 * falls through the cracks …" after the last section of "# Recurring Work Items", "With re-connection enabled, …"
 * closing "# Re-connecting to a Session". Reads a bounded number of blocks.
 */
function namesPageSubject(sorted: readonly Block[], after: number): boolean {
  if (sorted.length - after > SUMMARY_READ) return false;
  const tail = sorted.slice(after).filter((b) => isContentBlock(b) && !DEFINITIONS.test(b.text));
  if (!tail.length || tail.some((b) => b.kind !== 'paragraph' || b.text.length > CLOSING_REMARK_CHARS)) return false;
  const top = sorted.slice(0, OPENING_BLOCKS);
  const titled = frontMatterTitleOf(top);
  const h1 = top.find((b) => b.kind === 'heading' && (b.level ?? 1) === 1);
  const stems = new Set<string>();
  for (const title of [titled, h1?.text.replace(/<[^>\n]*>/g, ' ')]) {
    for (const w of title?.toLowerCase().match(TITLE_WORD) ?? []) if (!TITLE_FILLER.has(w)) stems.add(stemOf(w));
  }
  if (!stems.size) return false;
  return tail.some((b) => (b.text.toLowerCase().match(TITLE_WORD) ?? []).some((w) => stems.has(stemOf(w))));
}

/** A word's letters that its forms share: its first STEM_LETTERS (`re-connecting`, `re-connection`), or the word without a plural `s`. */
function stemOf(word: string): string {
  return word.length >= STEM_LETTERS ? word.slice(0, STEM_LETTERS) : word.replace(/s$/, '');
}

/** Words of at least this many letters are one word when they share them (`installation` and `install`). */
const STEM_LETTERS = 7;

/** Whether the section of the block at `first` follows another section with content: a heading above it, and content before that heading. */
function followsEarlierSection(sorted: readonly Block[], first: number): boolean {
  let i = first - 1;
  while (i >= 0 && sorted[i].kind !== 'heading') i--;
  for (i--; i >= 0; i--) if (isContentBlock(sorted[i]) && sorted[i].kind !== 'heading') return true;
  return false;
}

/** At least this many sections before the last one, each one short paragraph under its heading, make an overview of cards. */
const CARD_SECTIONS = 3;

/**
 * Whether the small chunk from block `first` to the break at `at` is the one short paragraph of its section and
 * follows CARD_SECTIONS sections of one short paragraph each under headings of its level (an overview page of
 * cards: `### Coding` / "Hand-written Lodash implementations." … `### AI` / "AI prompts and tool notes."): the section
 * is whole in the page's shape, and the words after the page's last break are the page's. Reads back a bounded run.
 */
function endsRunOfOneParagraphSections(sorted: readonly Block[], first: number, at: number): boolean {
  const own = sorted.slice(first, at).filter(isContentBlock);
  if (own.length !== 1 || own[0].kind !== 'paragraph' || own[0].text.length > CLOSING_REMARK_CHARS) return false;
  let i = first - 1;
  while (i >= 0 && sorted[i].kind !== 'heading' && !isContentBlock(sorted[i])) i--;
  if (i < 0 || sorted[i].kind !== 'heading') return false;
  const level = sorted[i].level;
  let sections = 0;
  let body = 0;
  for (i--; i >= 0 && sections < CARD_SECTIONS; i--) {
    const b = sorted[i];
    if (b.kind === 'heading') {
      if (b.level !== level || body !== 1) return false;
      sections++;
      body = 0;
    } else if (isContentBlock(b) && (b.kind !== 'paragraph' || b.text.length > CLOSING_REMARK_CHARS || ++body > 1)) return false;
  }
  return sections >= CARD_SECTIONS;
}

/** Whether content of its own section comes before the block at `first`: a content block before any heading, reading back. */
function followsSectionContent(sorted: readonly Block[], first: number): boolean {
  for (let i = first - 1; i >= 0; i--) {
    const b = sorted[i];
    if (b.kind === 'heading') return false;
    if (isContentBlock(b) && !DEFINITIONS.test(b.text) && !isHeadingAnchor(b)) return true;
  }
  return false;
}

/**
 * Whether the small chunk starting at block `first` (among the page's first blocks) opens right after a break that
 * nothing but headings comes before:
 * a box the page sets between two breaks at its top (a course's banner, an announcement), not its body's prose.
 */
function isFramedOpening(sorted: readonly Block[], first: number): boolean {
  if (first > OPENING_BLOCKS) return false;
  let i = first - 1;
  while (i >= 0 && sorted[i].kind !== 'thematicBreak' && !isContentBlock(sorted[i])) i--;
  if (i < 0 || sorted[i].kind !== 'thematicBreak') return false;
  for (let j = i - 1; j >= 0; j--) if (sorted[j].kind !== 'heading' && sorted[j].kind !== 'thematicBreak' && isContentBlock(sorted[j])) return false;
  return true;
}

/**
 * Whether the break at `at` closes a frame of notes set in emphasis that a break right under a section's heading
 * opens: `### 5.3.2 How to Set Fee Limit` / `***` / `*Within the scope of this section, …*` / `***` (TRON's developer
 * guide), a frame around a note on the section, not a cut between two of its thoughts.
 */
function isFramedSectionNote(sorted: readonly Block[], at: number): boolean {
  let notes = 0;
  let i = at - 1;
  for (; i >= 0 && sorted[i].kind !== 'thematicBreak'; i--) {
    if (sorted[i].kind === 'heading') return false;
    if (!isContentBlock(sorted[i])) continue;
    if (!isNote(sorted[i])) return false;
    notes++;
  }
  if (notes === 0 || i < 0) return false;
  for (i--; i >= 0 && sorted[i].kind !== 'heading' && !isContentBlock(sorted[i]); i--);
  return i >= 0 && sorted[i].kind === 'heading';
}

/** How many blocks back a closing break looks for the break and bold title that opened its aside. */
const ASIDE_LOOKBACK = 40;

/**
 * Whether the break at `at` closes an aside: an earlier break in the same section, with no heading between, is
 * followed by a line wholly in bold (`---` / `**Troubleshooting**` / … / `---`), the frame of a box set into a step.
 */
function closesFramedAside(sorted: readonly Block[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - ASIDE_LOOKBACK; i--) {
    const b = sorted[i];
    if (b.kind === 'heading') return false;
    if (b.kind !== 'thematicBreak') continue;
    const next = sorted[firstAfter(sorted, i)];
    return next !== undefined && next.kind === 'paragraph' && BOLD_TITLE.test(next.text.split('\n', 1)[0]);
  }
  return false;
}

/**
 * The title of a line set wholly in bold that opens the block right after the thematic break at `breakStart`, or
 * undefined: a break and a bold title stand for a heading, and a heading there would end the small chunk's section.
 * A bold label that opens more than one paragraph of the page is a field's label, which stands for no heading.
 */
export function boldTitleAfterBreak(blocks: readonly Block[], breakStart: number): string | undefined {
  const sorted = blocksInSourceOrder(blocks);
  const at = indexAt(sorted, breakStart);
  const next = at < 0 ? undefined : sorted[firstAfter(sorted, at)];
  if (!next || next.kind !== 'paragraph') return undefined;
  const end = next.text.indexOf('\n');
  const title = BOLD_TITLE.exec(end < 0 ? next.text : next.text.slice(0, end))?.[2].trim();
  // A sentence set in bold for emphasis ("**It is free to use, forever!**") states something; it titles nothing.
  if (title === undefined || BOLD_STATEMENT.test(title)) return undefined;
  // A label that opens several paragraphs of the page (`**Attendees:**` under every meeting) is a field's, no heading's.
  return labelCount(sorted, boldLabelOf(next) ?? '') > 1 ? undefined : title;
}

/** A bold line that is a sentence: at least four words and a full stop or exclamation mark at its end. */
const BOLD_STATEMENT = /^(?:\S+\s+){3,}\S*[.!。！]$/u;

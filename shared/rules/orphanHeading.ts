// CK003: a heading with no content of its own before the next heading of the same or a higher level (a deeper
// heading right after it is its content's start, so that is not orphan). Such a heading only lives on in the
// headings_path of others, or nowhere. A heading that renders a line of the code block just above it (a syntax
// demo) is an example, not an orphan, as is one of a heading of every level with the same words (syntaxDemo.ts); so is an MkDocs autodoc heading (`## ::: module`), which mkdocstrings fills
// from the code; and a document with no content at all (an index page a site generator fills) has no section a
// reader could land in, nor has a stub (its title and a status word, `INIT`). A closing thanks set as a heading at the
// end of a page (a README's sign-off) is no section either, nor is a branch with no entries in a map drawn with
// headings and lists of names (a menu map's leaf menus, listTreeLeaves.ts), nor a letter with no entries in a page's
// alphabetical index (`## X` in a glossary, alphabetIndex.ts).
//
// Who fixes it: the writer, for an empty section (give it content or remove the heading). Nobody, for a
// heading a schema or template requires (requiredHeadings.ts): it is not reported. The pipeline, for a group
// of sibling headings that share the content under the last of them (`### System.IO.DirectoryInfo` /
// `### System.IO.FileInfo` / "The cmdlet outputs these types…", a release's `## 2.2.1` over GitHub's generated
// `## What's Changed`): reported once, and only where the strategy
// loses the earlier titles (no chunk holds their line, no heading path names them). A section whose only
// body is an include (`--8<-- "file.md"`, `{% include %}`, an MDX partial `<Snippet />`) is an empty section in
// disguise: the pipeline sees one include line, so it is a pipeline finding (expand includes before chunking).
// A heading inside a steps component (Nextra's `<Steps>`) titles a step, which its title alone can be. A section
// whose only body is a comment saying a tool writes it (`<!-- content will be automatically generated -->`) is filled
// by that tool: a pipeline finding (index the pages after it ran).
// A heading the page keeps out of its table of contents (`{: .no_toc }`, tocExcluded.ts) is no section of its outline.
// A heading that is only a link (`### [Get-User](Get-User.md)`, `## [[Setup]]`) is an entry of a page's index:
// its content is the page it links to, so it is no empty section either; nor is a heading without any text
// (`## {data-background-iframe="…"}`, a slide's marker), which names nothing. A section named like two or more
// others at its level in the page (a changelog's `### Added` / `### Changed` under every release, a lint
// page's `### Drawbacks` under every lint, a monthly log's `### New Contributors - February, 2025`, its date left
// out) is a slot each entry repeats: left empty, it loses nothing, so it is a summary entry, not a line to fix.
// Three or more empty sibling headings in a row are one outline not written yet: one finding on the first. A
// paper's closing `# References` heading, empty in a page with Pandoc or MyST citations (`[@key]`), is filled by
// the citation processor: a pipeline finding (index the rendered page).

import { isContentBlock } from '../engine/blockContent';
import { isTabHeadingText } from '../parse/docfxSyntax';
import type { Block, Chunk, PipelineCause, StrategyId } from '../model/types';
import type { DocumentText } from '../text/documentText';
import { chunkSpanIndexOf } from './chunkSpans';
import { isRequiredHeading } from './requiredHeadings';
import { isInstructionStep, stepTitleIndices } from './stepTitles';
import { statesValue, valueHeadingCause } from './valueHeading';
import { isSlideSettings, underlinedParagraphOf } from './underlinedParagraph';
import { GENERATED_SIGN } from '../text/generatedSign';
import { emptyMarkedRegion } from '../engine/generatedMarkers';
import { isHeadingAnchor } from './headingAnchor';
import { isListTreeLeaves } from './listTreeLeaves';
import { isIndexLetter } from './alphabetIndex';
import { lateFrontMatterMessage, lateFrontMatterOf, lateFrontMatterPipelineCause } from './lateFrontMatter';
import { isBreakDemo, isHeadingFeatureDemo, isHeadingLevelDemo, isSyntaxGuide } from './syntaxDemo';
import { INCLUDE_SYNTAXES } from '../parse/markerMeta';
import type { Rule, RuleReport } from './types';
import { hidesPageTitle, isUntitledHeading, untitledHeadingMessage, untitledRunEnd } from './untitledHeading';
import { captionedBy, captionHeadingMessage } from './captionHeading';
import { isOutOfToc } from './tocExcluded';

/** Blocks looked back over for the code block a heading may render. */
const DEMO_LOOKBACK = 8;
/** A character a name of a code entity carries: a dotted or namespaced type, a call, a parameter (`-Path`), `snake_case`, `camelCase`. */
const CODE_NAME = /[.(:_<>/`[]|^-|[a-z][A-Z]|\S-\S/;

/**
 * Whether a title names a code entity: one word before any parameter list, with a code name's characters; or a
 * call signature with no name (`(...args: Args): Locale`, an interface's call member).
 */
function isCodeName(title: string): boolean {
  if (/^\([^()\n]*\)\s*(?::|=>)/.test(title)) return true;
  const head = title.split('(')[0].trim();
  return head !== '' && !/\s/.test(head) && CODE_NAME.test(title);
}
/** The shared content speaks of several things at once. */
const PLURAL_REFERENCE = /\b(?:these|both|all of (?:these|them)|each of (?:these|them)|either of|the above|they)\b/i;
/** The most headings a group holds: a longer run of empty siblings is an outline, and the scan stays linear. */
const MAX_GROUP = 32;
/** How much of the shared content is read for a plural reference. */
const PLURAL_WINDOW = 200;

/** A heading line's title without its ATX marks: a demo may show `### Step` and render it a level deeper, inside the page's own outline. */
function atxTitle(line: string): string {
  return line.trim().replace(/^#{1,6}\s+/, '').replace(/\s+#+$/, '');
}

/**
 * Whether the heading at `i` repeats a line of a code block shortly above it: documentation about Markdown
 * shows the source of a heading in a code block and then the heading itself, as it renders. Such a heading is
 * an example, not a section anyone can give content to.
 */
function rendersCodeAbove(blocks: readonly Block[], i: number): boolean {
  const title = atxTitle(blocks[i].text);
  for (let j = i - 1; j >= 0 && j >= i - DEMO_LOOKBACK; j--) {
    const b = blocks[j];
    if (b.kind === 'code') return b.text.split('\n').some((l) => atxTitle(l) === title);
    // Only back over the example's own headings (empty, same level): never into another section.
    if (b.kind === 'heading' && (b.level !== blocks[i].level || blocks[j + 1].kind !== 'heading')) return false;
  }
  return false;
}

/**
 * A heading whose whole text is one link: Markdown (inline or reference), a wikilink, or an HTML anchor (an icon's
 * element inside it: `<a class="button"><i class="glyphicon"></i> Getting Started</a>`); with at most
 * a short qualifier in parentheses after it (`#### [[Operational Intrusion Detection System]] (Honeypot)`).
 */
const LINK_ONLY_HEADING = /^#{1,6}[ \t]+(?:\[[^\]\n]*\](?:\((?:[^()\n]|\([^()\n]*\))*\)|\[[^\]\n]*\])|\[\[[^\]\n]+\]\]|<a\s[^>\n]*>(?:[^<\n]|<(?!\/a>)[^>\n]*>)*<\/a>)(?:[ \t]+\([^()\n]{1,40}\))?[.:!]?[ \t]*(?:\{[^{}\n]*\}[ \t]*)?#*[ \t]*$/;

/** Whether a heading is an index entry: its text is a link to the page that holds its content. */
function isLinkOnly(block: Block): boolean {
  return block.text.length < 500 && LINK_ONLY_HEADING.test(block.text.trim());
}

/** The index of the first heading or content block after `i` (an HTML anchor is none: headingAnchor.ts), or `blocks.length`. */
function nextSignificant(blocks: readonly Block[], i: number): number {
  let j = i + 1;
  while (j < blocks.length && blocks[j].kind !== 'heading' && !(isContentBlock(blocks[j]) && /\S/.test(blocks[j].text) && !isHeadingAnchor(blocks[j]))) j++;
  return j;
}

/** A heading's title as CK003's messages name it (and the heading census keys it: headingCensus.ts). */
export function headingTitleOf(block: Block): string {
  return String(block.meta?.headingText ?? block.text.trim());
}

/** The empty-section messages of CK003 (an include-only body, a group or a misplaced slot is reported differently). */
const EMPTY_SECTION = /^Heading "(.*)" has no content(?: before the next heading| ?: nothing follows it)/;

/** The title a CK003 empty-section message names, or undefined for another message (the lint run's folds read it). */
export function emptySectionTitle(message: string): string | undefined {
  return EMPTY_SECTION.exec(message)?.[1].trim();
}

/** A page of API reference names code entities in at least this share of its headings below the title… */
const API_PAGE_SHARE = 0.5;
/** …and in at least this many. */
const API_PAGE_MIN = 6;
/** A lower-case identifier: on a page of API reference, a member's name (`datetime`, `messages`). */
const IDENTIFIER = /^[a-z_$][\w$]*$/;

/** Whether a title names a code entity, where `apiPage` lets a lower-case word name a member. */
function namesCode(title: string, apiPage: boolean): boolean {
  return isCodeName(title) || (apiPage && IDENTIFIER.test(title));
}

/**
 * The title GitHub's generated release notes open with: pasted under a release's heading (release-please's `github`
 * changelog type does so), it follows the version's heading at the same level and holds that release's notes.
 */
const GENERATED_NOTES_TITLE = /^what['’]s changed$/i;

/** A title of at most this many words can be named by the content a group shares. */
const NAMED_TITLE_WORDS = 4;
/**
 * At least this many titles named one by one make a group: of two, one is often the other's topic (a page's title set
 * at the level of its first section, `## Storage` over `## Storage.storage_type`), which that section's text names too.
 */
const MIN_NAMED_TITLES = 3;

/**
 * Whether `shared` names every title of a group of different titles, each as words of its own and none inside
 * another (`### . entities` / `### . events` / `### . operations` over `var srv.entities/events/operations`): the
 * content that follows the group speaks of each of its members.
 */
function namesEveryTitle(titles: readonly string[], shared: string): boolean {
  if (titles.length < MIN_NAMED_TITLES) return false;
  // Each as its words between spaces, so that `includes` finds whole words only.
  const wordsOf = (t: string) => ` ${t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  const named = titles.map(wordsOf);
  const words = wordsOf(shared);
  return named.every(
    (title, i) => title.trim() !== '' && title.trim().split(' ').length <= NAMED_TITLE_WORDS && !named.some((other, j) => j !== i && other.includes(title)) && words.includes(title),
  );
}

/** Whether empty sibling headings and the one after them that has content read as one group of titles. */
function isGroup(titles: readonly string[], content: Block | undefined, apiPage: boolean): boolean {
  if (titles.every((t) => namesCode(t, apiPage))) return true;
  if (GENERATED_NOTES_TITLE.test(titles[titles.length - 1].trim())) return true;
  if (content === undefined) return false;
  const shared = content.text.slice(0, PLURAL_WINDOW);
  return PLURAL_REFERENCE.test(shared) || namesEveryTitle(titles, shared);
}

/** The titles of `headings` that no chunk holds and no heading path under `content` names, in order. */
function lostTitles(headings: readonly Block[], content: Block | undefined, chunks: readonly Chunk[]): string[] {
  const index = chunkSpanIndexOf(chunks);
  const first = chunks[0]?.index ?? 0;
  const paths = content ? index.chunksIntersecting(content.span).map((n) => chunks[n - first]?.headingsPath ?? []) : [];
  return headings.flatMap((h) => {
    const title = headingTitleOf(h);
    if (index.chunksIntersecting(h.span).length > 0 || paths.some((p) => p.some((x) => x.trim() === title))) return [];
    return [title];
  });
}

/**
 * A sign-off's words: thanks, a hope that the page helped, a farewell, a cheer at the end of a walkthrough
 * (`### **Get those insights! 🎉**`, "That's it!"), a lab's closing line (`### ✔ You have completed Lab 7`), a closing exclamation of three words or more ("And always
 * remember: IF YOU WRITE IT GOOD, THEY WILL COME!"); or a credit line that states the page's licence or copyright (`###### fortran-lang intrinsic descriptions (license: MIT) @urbanjost`, `##### © 2024 Example Ltd`).
 */
const SIGN_OFF_TITLE = /(?<![A-Za-z])thank(?:s|\s+you)\b|\bhope (?:this|it|that)\b[^\n]*\b(?:helps?|helped|useful)\b|\bhappy (?:coding|hacking|building|learning)\b|^cheers\b|\bstay tuned\b|\bcongrat|🎉|\b(?:that's|that is) (?:it|all)\b|\byou(?:'re|’re| are) (?:all )?(?:set|done)\b|\ball done\b|^(?:\W|&#?\w+;)*you(?:'ve|’ve| have) (?:now |just )?(?:completed|finished)\b|\blicen[cs]ed?(?: under(?: the)?)?:?\s+(?:MIT|Apache|BSD|GPL|LGPL|AGPL|MPL|ISC|CC[- ]?BY|CC0|Unlicense)\b|\b(?:MIT|Apache|BSD|GPL|ISC)(?:[- ][\d.]+)? licen[cs]e\b|©|\(c\)\s*\d{4}|\bcopyright\s+(?:©\s*)?\d{4}|^(?:\S+\s+){2,}\S*!\s*$/i;

/**
 * A page whose only heading is its title and whose other text is at most this many words is a stub: a status word
 * (`INIT`, `TODO`) by a title, a page not written yet rather than a section left empty.
 */
const STUB_WORDS = 1;
/** How much of a block is read for its words: a longer block is content whatever it holds. */
const STUB_READ = 200;

/** Whether the page is a stub (STUB_WORDS): one heading, and at most a status word besides. Linear; stops early. */
function isStub(blocks: readonly Block[]): boolean {
  let headings = 0;
  let words = 0;
  for (const b of blocks) {
    if (b.kind === 'heading') headings++;
    else if (isContentBlock(b)) words += b.text.length > STUB_READ ? STUB_WORDS + 1 : (b.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
    if (headings > 1 || words > STUB_WORDS) return false;
  }
  return true;
}

/** Keep a Changelog's `## [Unreleased]` section, which a changelog keeps at its top and leaves empty after each release. */
const UNRELEASED = /^\[?unreleased\]?$/i;

/**
 * A release's title in a changelog or release notes: a version, in brackets or code or not, maybe behind a package's
 * name and maybe with its date (`[3.6.0] - 2023-10-02`, `v1.2.0 (2024-05-01)`, `` `turnkey_sessions` - `v0.1.0` ``,
 * `1.4.0-beta.2`).
 */
const RELEASE_TITLE = /^(?:`?[\w@/.-]{1,60}`?\s*[-–—:@]\s*)?\[?`?v?\d+\.\d+(?:\.\d+)*(?:[-+][\w.-]+)?`?\]?(?:\s*[-–—,]?\s*\(?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2} \p{L}+ \d{4}|\p{L}+ \d{1,2},? \d{4})\)?)?$/iu;
/** A page with this many release titles among its headings is a changelog: a release there may have no notes. */
const MIN_RELEASES = 3;

/** How many headings of the page have a release's title (RELEASE_TITLE). */
function releaseHeadingCount(blocks: readonly Block[]): number {
  let count = 0;
  for (const b of blocks) if (b.kind === 'heading' && RELEASE_TITLE.test(headingTitleOf(b))) count++;
  return count;
}

/** A heading title shared by this many sections at one level of a page is a slot each entry repeats. */
const REPEATED_SLOT = 3;

/** A date in a title: an ISO date, a month's name or its abbreviation, a year, a quarter. */
const DATE_IN_TITLE = /\b(?:\d{4}-\d{2}(?:-\d{2})?|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?|(?:19|20)\d{2}|q[1-4])\b/g;

/**
 * The key under which a heading counts as a slot of the page: its level and its title lower-cased, with the dates
 * in it left out when words remain (`### New Contributors - February, 2025` repeats under every month of a
 * changelog as `new contributors -`). A title that is one name and then the title of its parent heading
 * (`### @typespec/http Bug Fixes` under `## Bug Fixes`, a release's notes per package) is the parent's slot, filled
 * once for each name.
 */
function slotKey(level: number, title: string, parent: string | undefined): string {
  const lower = title.toLowerCase();
  const category = parent?.trim().toLowerCase();
  if (category && lower.endsWith(category) && NAME_BEFORE.test(lower.slice(0, lower.length - category.length))) return `${level} ${category}`;
  const undated = lower.replace(DATE_IN_TITLE, ' ').replace(/[\s,]+/g, ' ').trim();
  return `${level} ${/\p{L}{2}/u.test(undated) ? undated : lower}`;
}

/** One name and a space: what a per-entry title puts before its parent's title. */
const NAME_BEFORE = /^\S+\s+$/;

/** The title of the heading a heading sits under, or undefined at the top. */
function parentTitleOf(b: Block): string | undefined {
  return b.headingPath[b.headingPath.length - 1];
}

/** What CK003 reads of the whole page, found once per version of its blocks. */
export interface PageFacts {
  /** How many headings of each level carry each title, keyed by slotKey. */
  counts: Map<string, number>;
  /** How many headings of each level carry each numbered title with its numbers left out, keyed by entryKey. */
  entries: Map<string, number>;
  /** Most headings below the title name code entities: then a lower-case word heading names one too. */
  apiPage: boolean;
  /** The page holds content besides headings. */
  hasContent: boolean;
  /** Changes whenever the facts may have: the slot keys of the headings in order, and whether the page has content. */
  signature: string;
}

const FACTS = new WeakMap<readonly Block[], PageFacts>();
/** A heading's slot key and whether it names code, by level, title and parent title: typing elsewhere leaves them as they were. */
const TITLE_FACTS = new Map<string, TitleFacts>();
/** The memo of titles is dropped past this many (it serves the documents being edited). */
const TITLE_FACTS_MAX = 50_000;

interface TitleFacts {
  key: string;
  code: boolean;
  /** entryKey, for a title with a number. */
  entry: string | undefined;
}

/** A title's key as one of numbered entries (`Event ID 4022` → `3 event id #`), or undefined for a title without a number. */
function entryKey(level: number, title: string): string | undefined {
  return /\d/.test(title) ? `${level} ${title.toLowerCase().replace(/\d+/g, '#')}` : undefined;
}

function titleFactsOf(b: Block): TitleFacts {
  const level = b.level ?? 1;
  const title = headingTitleOf(b);
  const parent = parentTitleOf(b);
  const memo = `${level}\u0000${title}\u0000${parent ?? ''}`;
  let facts = TITLE_FACTS.get(memo);
  if (!facts) {
    if (TITLE_FACTS.size >= TITLE_FACTS_MAX) TITLE_FACTS.clear();
    TITLE_FACTS.set(memo, (facts = { key: slotKey(level, title, parent), code: isCodeName(title), entry: entryKey(level, title) }));
  }
  return facts;
}

/**
 * Carries the facts of the page's previous blocks `before` over to its new blocks `after`, when the edit between them
 * (blocks `[firstBlock, oldEnd)` became `[firstBlock, newEnd)`) replaced no heading and made none: the headings, so the
 * facts, are the same; whether the page holds content is read again (it stops at the first content block).
 */
export function carryPageFacts(before: readonly Block[], after: readonly Block[], change: { firstBlock: number; oldEnd: number; newEnd: number }): void {
  const facts = FACTS.get(before);
  if (!facts || FACTS.has(after)) return;
  for (let i = change.firstBlock; i < change.oldEnd; i++) if (before[i]?.kind === 'heading') return;
  for (let i = change.firstBlock; i < change.newEnd; i++) if (after[i]?.kind === 'heading') return;
  const hasContent = after.some(isContentOfPage);
  if (hasContent === facts.hasContent) FACTS.set(after, facts);
}

/** The facts of the page whose blocks are `blocks` (memoised per blocks array). Linear in the blocks. */
export function pageFactsOf(blocks: readonly Block[]): PageFacts {
  let facts = FACTS.get(blocks);
  if (facts) return facts;
  const counts = new Map<string, number>();
  const entries = new Map<string, number>();
  let headings = 0;
  let code = 0;
  let hasContent = false;
  let h1 = 0x811c9dc5;
  for (const b of blocks) {
    if (b.kind !== 'heading') {
      hasContent ||= isContentBlock(b) && /\S/.test(b.text);
      continue;
    }
    const { key, code: names, entry } = titleFactsOf(b);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (entry !== undefined) entries.set(entry, (entries.get(entry) ?? 0) + 1);
    for (let i = 0; i < key.length; i++) h1 = Math.imul(h1 ^ key.charCodeAt(i), 0x01000193);
    h1 = Math.imul(h1 ^ 10, 0x01000193);
    if ((b.level ?? 1) === 1) continue;
    headings++;
    if (names) code++;
  }
  const apiPage = code >= API_PAGE_MIN && code >= API_PAGE_SHARE * headings;
  facts = { counts, entries, apiPage, hasContent, signature: `${(h1 >>> 0).toString(36)}:${counts.size}:${hasContent ? 1 : 0}` };
  FACTS.set(blocks, facts);
  return facts;
}

/** Whether the page holds content besides headings (PageFacts.hasContent, without the rest of the facts when they are not known). */
function hasPageContent(blocks: readonly Block[]): boolean {
  return FACTS.get(blocks)?.hasContent ?? blocks.some(isContentOfPage);
}

function isContentOfPage(b: Block): boolean {
  return b.kind !== 'heading' && isContentBlock(b) && /\S/.test(b.text);
}

/** How many sections of the page share the title of `heading` at its level when that makes it a repeated slot, else 0. */
function slotNamed(heading: Block, counts: ReadonlyMap<string, number>): number {
  const title = headingTitleOf(heading);
  if (!title.trim()) return 0;
  const n = counts.get(slotKey(heading.level ?? 1, title, parentTitleOf(heading))) ?? 0;
  return n >= REPEATED_SLOT ? n : 0;
}

/**
 * How many numbered entries of the page (`### Event ID 4022`, REPEATED_SLOT or more at one level) the heading `next`
 * is one of, when it follows the empty unnumbered heading `heading` at its level: a category set at the level of
 * its entries (`### VM Management` between `### Event ID …` entries); else 0.
 */
function entriesAt(heading: Block, next: Block, entries: ReadonlyMap<string, number>): number {
  if (next.level !== heading.level || /\d/.test(headingTitleOf(heading))) return 0;
  const key = entryKey(next.level ?? 1, headingTitleOf(next));
  const n = key === undefined ? 0 : (entries.get(key) ?? 0);
  return n >= REPEATED_SLOT ? n : 0;
}

/** A heading's closing link (`[Changelog](…)`, `([Changelog](…))`, `[[setup]]`), its text in group 1 or 2. */
const ENDS_WITH_LINK = /(?:\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)\)?|\[\[([^\]\n]*)\]\])[.:!]?[ \t]*(?:\{[^{}\n]*\}[ \t]*)?#*[ \t]*$/;
/** A heading longer than this is read as no pointer (an index entry's or a navigation heading's link). */
const POINTER_READ = 500;
/** At most this many words before the link make a name (`Azure Cosmos`), not a sentence that cites a source. */
const POINTER_NAME_WORDS = 4;

/**
 * Whether a heading names an entry and links to where its content is (`### Keys [Changelog](…)`,
 * `#### 1.0.0 ([Changelog](…))`): a short name, then a link whose text is a word, not an issue number
 * (`#### Bail when traversing groups ([#1294](…))` cites its pull request and stays a section to fill).
 */
function endsWithLink(block: Block): boolean {
  if (block.text.length >= POINTER_READ) return false;
  const line = block.text.trim();
  const link = ENDS_WITH_LINK.exec(line);
  if (!link || /^\W*\d+\W*$/.test(link[1] ?? link[2] ?? '')) return false;
  const name = line.slice(0, link.index).replace(/^#{1,6}\s+/, '').match(/[\p{L}\p{N}][^\s]*/gu) ?? [];
  return name.length <= POINTER_NAME_WORDS;
}

/** A navigation heading's opening words (`Next Step: [Run the tester](…) again`, `Continue to [Setup](…)`). */
const NAVIGATION_OPENING = /^#{1,6}[ \t]+(?:\*\*|__)?(?:next(?:[ \t]+(?:steps?|page|up|chapter))?|continue(?:[ \t]+(?:to|with|reading))?|go[ \t]+to|back[ \t]+to|previous(?:[ \t]+(?:steps?|page|chapter))?|up[ \t]+next)(?:\*\*|__)?[ \t]*[:\-–—]?[ \t]*(?:\*\*|__)?[ \t]*\[/i;

/** Whether a heading opens with navigation words and a link: a pointer to the next page, whose content is there. */
function isNavigationHeading(block: Block): boolean {
  return block.text.length < POINTER_READ && NAVIGATION_OPENING.test(block.text.trim());
}

/** The title of the slot a heading fills: its parent's, for a name and then the parent's title (slotKey); else its own. */
function slotTitleOf(block: Block, text: string): string {
  const parent = parentTitleOf(block);
  return parent !== undefined && slotKey(block.level ?? 1, text, parent) === `${block.level ?? 1} ${parent.trim().toLowerCase()}` ? parent : text;
}

/** The cause of a run of empty headings whose every title is a slot the page repeats at least `count` times. */
function repeatedSlotsCause(titles: readonly string[], count: number): PipelineCause {
  return {
    cause: `${titles.map((t) => `"${t}"`).join(', ')} each name at least ${count} sections at this level of the page, slots each entry repeats; left empty here, they lose nothing`,
    remedy: 'dropping empty slots where the page is written or generated',
  };
}

function repeatedSlotCause(title: string, count: number): PipelineCause {
  return {
    cause: `"${title}" names ${count} sections at this level of the page, a slot each entry repeats (a changelog's Added or Fixed); left empty here, it loses nothing`,
    remedy: 'dropping empty slots where the page is written or generated',
  };
}

/** The title of a paper's closing list of works cited, which a citation processor writes from the page's citations. */
const BIBLIOGRAPHY_TITLE = /^(?:references|bibliography|works cited|literature cited|citations)$/i;
/** A citation a processor resolves against a bibliography: Pandoc's `[@key]`, `[see @a; @b]`, MyST's `` {cite}`key` ``. */
const CITATION = /\[(?:[^\]\n]{0,200}?[\s;])?-?@\w[\w:.#$%&+?<>~/-]*[^\]\n]{0,200}\]|\{cite(?::\w+)?\}`[^`\n]+`/;

const BIBLIOGRAPHY: PipelineCause = {
  cause: "the page's closing bibliography heading, which the citation processor fills from the citations in its text: the source holds the heading alone",
  remedy: 'indexing the rendered page (or the bibliography it is built from)',
};

/** Whether some paragraph or list of the page cites a work a citation processor resolves (CITATION). */
function citesWorks(blocks: readonly Block[]): boolean {
  return blocks.some((b) => (b.kind === 'paragraph' || b.kind === 'list') && CITATION.test(b.text));
}

/** The title of a page's closing list of notes, which a renderer fills with the footnotes the page defines. */
const FOOTNOTES_TITLE = /^(?:references|sources|notes|footnotes|endnotes|citations|bibliography)$/i;
/** A footnote's definition (`[^1]: …`), which GFM, kramdown, Python-Markdown and Obsidian list at the page's end. */
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\n]+\]:/;

const FOOTNOTES: PipelineCause = {
  cause: "the page's closing notes heading, under which the renderer lists the footnotes defined beside the text that cites them: the source holds the heading alone",
  remedy: 'indexing the rendered page, or moving the footnote definitions under the heading where the source should read as the page does',
};

/** Whether the page defines a footnote (a paragraph that opens with `[^label]:`). */
function definesFootnotes(blocks: readonly Block[]): boolean {
  return blocks.some((b) => b.kind === 'paragraph' && FOOTNOTE_DEFINITION.test(b.text));
}

/**
 * An MDX partial placed alone: a self-closing component on one line with at most plain string props
 * (`<Snippet />`, `<SharedIntro product="cli" />`). One with data in its props (`videos={[…]}`) holds content.
 */
const MDX_PARTIAL = /^<[A-Z][\w.]*(?:[ \t]+[\w-]+="[^"\n]*")*[ \t]*\/>$/;
/** Longer marker text is no partial's one line (and the test stays short). */
const PARTIAL_READ = 200;

const GENERATED_PLACEHOLDER: PipelineCause = {
  cause: 'its only body is a placeholder a tool fills (a release script, a generator, a preprocessor): a comment saying so, a directive for a list of pages, or the empty region between its start and end markers',
  remedy: 'indexing the pages after the tool has filled them',
};

/** How much of a placeholder comment is read and quoted. */
const PLACEHOLDER_READ = 200;

/**
 * What the comments between a heading at `i` and the next block at `j` say of a tool that writes the section, trimmed:
 * a comment saying so (`<!-- content will be automatically generated -->`), a preprocessor's directive for a list of
 * pages (`<!-- chapter-list -->`, LIST_DIRECTIVE), or the start marker of an empty region the tool fills
 * (`<!--BEGIN:CONFIG_TABLE[shuffle]-->` right before `<!--END:CONFIG_TABLE-->`).
 */
function placeholderNote(blocks: readonly Block[], i: number, j: number): string | undefined {
  const comments: string[] = [];
  for (let k = i + 1; k < j; k++) {
    const b = blocks[k];
    const comment = (b.kind === 'html' || b.kind === 'marker') && (b.meta as { comment?: boolean } | undefined)?.comment === true;
    const note = comment ? b.text.slice(0, PLACEHOLDER_READ) : '';
    if (GENERATED_SIGN.test(note)) return note.replace(/^\s*(?:<!--|\{\/\*)\s*|\s*(?:-->|\*\/\})\s*$/g, '');
    if (b.kind === 'html' && comment) comments.push(b.text);
  }
  if (comments.length === 1) {
    const directive = LIST_DIRECTIVE.exec(comments[0].trim())?.[1];
    if (directive) return directive;
  }
  return comments.length ? emptyMarkedRegion(comments.join('\n')) : undefined;
}

/**
 * A comment that is only the directive of a preprocessor that writes a list of pages or a table of contents in its
 * place: `<!-- chapter-list -->`, `<!-- toc -->`, `<!-- mdbook-toc -->`, `<!-- children -->`.
 */
const LIST_DIRECTIVE = /^<!--\s*((?:[a-z][a-z0-9]*[-_])*(?:toc|list|index|contents|children|subpages|chapters?|pages)(?:[-_][a-z0-9]+)*)\s*-->$/;

/** VitePress's include, written as an HTML comment (`<!-- @include: @/meta/FocusScope.md -->`): the site renders the file there. */
const COMMENT_INCLUDE = /^<!--\s*@include:\s*\S/;

/** The include comment between a heading at `i` and the next block at `j` (COMMENT_INCLUDE), its first line, or undefined. */
function commentInclude(blocks: readonly Block[], i: number, j: number): string | undefined {
  for (let k = i + 1; k < j; k++) {
    const b = blocks[k];
    if (b.kind === 'html' && b.meta?.comment === true && COMMENT_INCLUDE.test(b.text.trimStart())) return includeLine(b);
  }
  return undefined;
}

const INCLUDE_ONLY: PipelineCause = {
  cause: 'the pipeline indexes the include line, not the text it pulls in',
  remedy: 'expanding includes before chunking (index the rendered pages)',
};

/** An include block's first line as a message quotes it, in code. */
function includeLine(block: Block): string {
  return `\`${block.text.trim().split('\n')[0].slice(0, 80)}\``;
}

/** The pipeline's finding on a heading whose only body is the include `line` (quoted by includeLine). */
function includeOnlyReport(heading: Block, line: string): RuleReport {
  return { span: { ...heading.span }, message: `Heading "${headingTitleOf(heading)}" has no content of its own: its only body is an include (${line})`, pipeline: INCLUDE_ONLY };
}

/**
 * The first line of the include that is the whole body of the section whose first content block is at `from`
 * (up to the next heading), or undefined when the body holds anything else: other content, or a subheading.
 */
export function includeOnlyBody(blocks: readonly Block[], from: number, level: number): string | undefined {
  let first: string | undefined;
  for (let k = from; k < blocks.length; k++) {
    const b = blocks[k];
    if (b.kind === 'heading') return (b.level ?? 1) <= level ? first : undefined;
    if (!isContentBlock(b) || !/\S/.test(b.text) || isHeadingAnchor(b)) continue;
    const syntax = b.kind === 'marker' ? b.meta?.syntax : undefined;
    const include = typeof syntax === 'string' && (INCLUDE_SYNTAXES.has(syntax) || (syntax === 'jsx' && b.text.length <= PARTIAL_READ && MDX_PARTIAL.test(b.text.trim())));
    if (!include) return undefined;
    first ??= includeLine(b);
  }
  return first;
}

function groupCause(strategy: StrategyId): PipelineCause {
  return {
    cause: `${strategy} keeps only the last heading of a group of sibling headings in the heading path and no heading line in the chunk text: the titles before it reach no chunk`,
    remedy: 'a strategy that keeps heading lines in the chunk text (adaptive-section, recursive, sentence), or joining the group\'s titles into one heading before chunking',
  };
}

function listCause(strategy: StrategyId): PipelineCause {
  return {
    cause: `${strategy} keeps no heading line in the chunk text and names only the last of sibling headings in a heading path: titles with nothing under them reach no chunk`,
    remedy: 'a strategy that keeps heading lines in the chunk text (adaptive-section, recursive, sentence), or the titles written as a list where the site allows one',
  };
}

export const orphanHeading: Rule = {
  id: 'CK003',
  names: ['orphan-heading'],
  tags: ['structure', 'heading'],
  defaultSeverity: 'warning',
  readsWholePage: true,
  pageSignature: (blocks) => pageFactsOf(blocks).signature,
  description: 'A heading has no content of its own before the next heading of the same or a higher level',
  check: ({ doc, chunks, strategy, requiredHeadings, pageBlocks, site }, report) => {
    const blocks = doc.blocks;
    // A document without any content makes no chunk, so no search can find an empty section in it: a site's
    // index page whose list the generator writes (a blog index, a book part's page) is not an orphan.
    if (!hasPageContent(pageBlocks ?? blocks)) return;
    // The rest of the page's facts serve only a heading found empty: most pages have none.
    let facts: PageFacts | undefined;
    const pageFacts = () => (facts ??= pageFactsOf(pageBlocks ?? blocks));
    // Front matter after a blank first line reads as a break and a heading made of its keys (or as page text): the
    // blank line is what the writer removes, so the finding stands there and not on the heading (lateFrontMatter.ts).
    const late = lateFrontMatterOf(doc.text);
    if (late && blocks.some((b) => b.span.start < late.end)) {
      const pipeline = lateFrontMatterPipelineCause(late, site);
      report({ span: { ...late.blank }, message: lateFrontMatterMessage(late), ...(pipeline ? { pipeline } : {}) });
    }
    // The position of the last heading of the group reported last: its members are not orphans.
    let groupedUntil = -1;
    let steps: Set<number> | undefined;
    let releases: number | undefined;
    let syntaxGuide: boolean | undefined;
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i];
      // mkdocstrings fills an autodoc heading (`## ::: package.module`) with the object's documentation.
      if (block.kind !== 'heading' || block.meta?.autodoc !== undefined || i <= groupedUntil || (late && block.span.start < late.end)) continue;
      if (isUntitledHeading(block)) {
        if (hidesPageTitle(block, pageBlocks ?? blocks)) continue;
        const last = untitledRunEnd(blocks, i);
        report({ span: { start: block.span.start, end: blocks[last].span.end }, message: untitledHeadingMessage(block, last - i + 1, nextSignificant(blocks, last) >= blocks.length) });
        groupedUntil = last;
        continue;
      }
      const level = block.level ?? 1;
      const j = nextSignificant(blocks, i);
      const next = blocks[j];
      if (next && next.kind !== 'heading') {
        const include = includeOnlyBody(blocks, j, level);
        if (include) report(includeOnlyReport(block, include));
        continue;
      }
      if (next && (next.level ?? 1) > level) continue;
      // A DocFX tab heading (`# [.NET](#tab/dotnet)`) under a section labels a tab of that section's content.
      if (next && isTabHeadingText(next.text)) continue;
      // Lines of text a `---` right under them made a heading are CK100's (underlinedParagraph.ts), and keys between two `---` a slide's settings: no section was meant.
      if (rendersCodeAbove(blocks, i) || isLinkOnly(block) || isOutOfToc(blocks, i) || headingTitleOf(block) === '' || underlinedParagraphOf(block) || isSlideSettings(block, blocks[i - 1], pageBlocks ?? blocks) || isHeadingLevelDemo(blocks, i, headingTitleOf)) continue;
      // The title of such a demonstration ("### Heading examples" over "## My heading 1" …) introduces the example.
      if (next?.kind === 'heading' && isHeadingLevelDemo(blocks, j, headingTitleOf)) continue;
      // A heading that names the thematic break over a break alone, and on a syntax guide a heading feature's title and
      // its example heading, show the syntax.
      if (isBreakDemo(blocks, i, j, headingTitleOf)) continue;
      if (isHeadingFeatureDemo(blocks, i, j, headingTitleOf) && (syntaxGuide ??= isSyntaxGuide(pageBlocks ?? blocks, headingTitleOf))) continue;
      // A heading inside a steps component (`<Steps>`), or a numbered step among numbered siblings whose title is a whole
      // instruction, titles one step: the title alone is the step (stepTitles.ts).
      if ((steps ??= stepTitleIndices(blocks)).has(i) || isInstructionStep(blocks, i, headingTitleOf)) continue;
      const included = commentInclude(blocks, i, j);
      if (included !== undefined) {
        report(includeOnlyReport(block, included));
        continue;
      }
      const placeholder = placeholderNote(blocks, i, j);
      if (placeholder !== undefined) {
        report({ span: { ...block.span }, message: `Heading "${headingTitleOf(block)}" has no content in the source: its placeholder says "${placeholder}"`, pipeline: GENERATED_PLACEHOLDER });
        continue;
      }
      const apiPage = pageFacts().apiPage;
      const group = next ? siblingGroup(blocks, i, level, doc.text, apiPage) : undefined;
      if (group) {
        groupedUntil = group.last;
        const lost = lostTitles(group.lastIsEmpty ? group.headings : group.headings.slice(0, -1), group.content, chunks);
        if (lost.length) report(groupReport(group, lost, strategy));
        continue;
      }
      const text = headingTitleOf(block);
      if (statesValue(block)) {
        if (lostTitles([block], undefined, chunks).length) report({ span: { ...block.span }, message: `Heading "${text}" states a value that no chunk holds: nothing is under it, and no chunk keeps the heading line`, pipeline: valueHeadingCause(strategy) });
        continue;
      }
      if (isRequiredHeading(block, text, requiredHeadings) || UNRELEASED.test(text)) continue;
      // A release with no notes in a changelog (`## [3.6.0] - 2023-10-02` among others): its title is the record.
      if (RELEASE_TITLE.test(text) && (releases ??= releaseHeadingCount(pageBlocks ?? blocks)) >= MIN_RELEASES) continue;
      const run = emptyRun(blocks, i, level);
      if (isListTreeLeaves(blocks, run, level) || run.every((k) => isIndexLetter(blocks, blocks[k], headingTitleOf))) {
        groupedUntil = run[run.length - 1];
        continue;
      }
      if (run.length >= MIN_RUN) {
        groupedUntil = run[run.length - 1];
        // A run whose every title is a slot the page repeats (`### Function Prototypes` / `### Examples` /
        // `### Tables` under every chapter) is those slots left empty: nothing lost, a summary entry.
        // One title over and over (front matter pasted again and again) is a duplicated line, no slots.
        const titles = run.map((k) => headingTitleOf(blocks[k]));
        const fewest = Math.min(...run.map((k) => pageFacts().counts.get(slotKey(level, headingTitleOf(blocks[k]), parentTitleOf(blocks[k]))) ?? 0));
        const slots = fewest >= REPEATED_SLOT && new Set(titles).size > 1;
        report({ span: { ...block.span }, message: runMessage(titles), ...(slots ? { pipeline: repeatedSlotsCause(titles, fewest) } : {}) });
        continue;
      }
      if (!next && BIBLIOGRAPHY_TITLE.test(text) && citesWorks(pageBlocks ?? blocks)) {
        report({ span: { ...block.span }, message: `Heading "${text}" has no content in the source: the citation processor writes the works the page cites under it`, pipeline: BIBLIOGRAPHY });
        continue;
      }
      if (!next && FOOTNOTES_TITLE.test(text) && definesFootnotes(pageBlocks ?? blocks)) {
        report({ span: { ...block.span }, message: `Heading "${text}" has no content in the source: the renderer lists the page's footnotes under it`, pipeline: FOOTNOTES });
        continue;
      }
      // A closing thanks set as a heading (`## Thank you for stopping by!`) at the page's end is its sign-off, not a
      // section; a stub's title (`INIT` / `# GPU`) heads no section yet. Nothing a retriever needs goes missing.
      if (!next && (SIGN_OFF_TITLE.test(text) || isStub(pageBlocks ?? blocks))) continue;
      const counts = pageFacts().counts;
      const sameName = counts.get(slotKey(level, text, parentTitleOf(block))) ?? 0;
      const slotAfter = next && sameName < REPEATED_SLOT ? slotNamed(next, counts) : 0;
      const entriesAfter = next && !slotAfter ? entriesAt(block, next, pageFacts().entries) : 0;
      // A title that points at its content elsewhere (`### Cosmos ([Changelog](…))`, `#### Next Step: [Setup](…) again`)
      // is an index entry or a pointer, unless a slot heading right after it (`### New Features`) shows the entry's own
      // content set a level too high.
      if (!slotAfter && (endsWithLink(block) || isNavigationHeading(block))) continue;
      const captioned = captionedBy(text, blocks[i - 1]);
      if (captioned) {
        report({ span: { ...block.span }, message: captionHeadingMessage(text, captioned) });
        continue;
      }
      report({
        ...(sameName >= REPEATED_SLOT ? { pipeline: repeatedSlotCause(slotTitleOf(block, text), sameName) } : {}),
        span: { ...block.span },
        message: next && !headingTitleOf(next).trim() && (next.level ?? 1) < level
          ? `Heading "${text}" has no content: the level-${next.level ?? 1} heading after it has no text of its own (only pictures or markup) and ends this section; make that heading a level deeper than "${text}", or a paragraph`
          : slotAfter
          ? `Heading "${text}" has no content: "${headingTitleOf(next!)}" after it, a title ${slotAfter} sections of the page share, reads as its subsection (make it a level deeper than "${text}")`
          : entriesAfter
            ? `Heading "${text}" has no content before the next heading of the same or a higher level: "${headingTitleOf(next!)}" after it is one of ${entriesAfter} numbered entries at its level (make "${text}" a level higher than them, so they read as its entries)`
          : next
            ? `Heading "${text}" has no content before the next heading of the same or a higher level${emptyBeforeHint(block, next, text, pageBlocks ?? blocks)}`
            : `Heading "${text}" has no content: nothing follows it to the end of the document`,
      });
    }
  },
};

/**
 * What the writer does with an empty heading that a heading of its level follows, when its place says: the same title
 * again is a duplicated line; the page's first heading, below level 1, that says what the title in its front matter
 * says is its title set at the level of its sections (a proposal's `## Deletion of tenant data` before `## Problem`,
 * titled "Deletion of Tenant Data from Blocks Storage"), which a level higher would make the sections' parent in every
 * heading path. A first heading that names something else (`## Prerequisites` on "Using Cursor with Unkey") is an
 * empty section like any other: a sentence under it, or, where the sibling headings after it are its parts set a
 * level too high (`## Npm Packages` / `## npm.js`), those a level deeper; before a heading of a higher level, a
 * sentence or nothing.
 */
function emptyBeforeHint(block: Block, next: Block, text: string, page: readonly Block[]): string {
  if (headingTitleOf(next) === text) return ` ("${text}" follows it again: a duplicated heading line, remove one)`;
  const level = block.level ?? 1;
  const sibling = next.level === level;
  if (level > 1 && sibling && page.find((b) => b.kind === 'heading')?.span.start === block.span.start && saysTitle(text, page)) {
    return ` (as the page's first heading it reads as its title: make it a level higher than "${headingTitleOf(next)}" and the sections after it, or remove it)`;
  }
  return sibling
    ? ` (write what it covers under it, or, where "${headingTitleOf(next)}" and the headings after it belong to it, make them a level deeper)`
    : ' (write what it covers under it, or remove it)';
}

/** A front matter's title line. */
const TITLE_LINE = /^title:[ \t]*["']?([^\n]*?)["']?[ \t]*$/m;
/** A word that names something: three letters or more (not "of", "a"). */
const NAMING_WORD = /[\p{L}\p{N}]{3,}/gu;

/** The `title:` of the page's front matter, or undefined. */
export function frontMatterTitleOf(page: readonly Block[]): string | undefined {
  const front = page.find((b) => b.kind === 'frontMatter');
  return (front && TITLE_LINE.exec(front.text)?.[1]) || undefined;
}

/** Whether most naming words of a heading's text are in the `title:` of the page's front matter. */
function saysTitle(text: string, page: readonly Block[]): boolean {
  const title = frontMatterTitleOf(page)?.toLowerCase();
  if (!title) return false;
  const words = text.toLowerCase().match(NAMING_WORD) ?? [];
  const titleWords = new Set(title.match(NAMING_WORD) ?? []);
  return words.length > 0 && words.filter((w) => titleWords.has(w)).length * 2 >= words.length;
}

/**
 * The group that starts at the empty heading `i`: the empty siblings after it and the first sibling that has
 * content, when they read as one group of titles; undefined for an orphan. Headings written one a line with no
 * blank line between them (`## Create a role` / `## Assign roles` inside a `<Steps>` component) are a list of
 * titles, a group whether or not the last of them has content; so are empty siblings that each name a code entity
 * up to the end of their parent section (`#### .parser_classes` / `#### .get_parsers(self)` under "The following
 * attributes…"): a reference listing names, none of which the writer meant to describe there.
 */
function siblingGroup(blocks: readonly Block[], i: number, level: number, text: DocumentText, apiPage: boolean): SiblingGroup | undefined {
  const headings = [blocks[i]];
  let adjacent = 0;
  let last = i;
  let j = nextSignificant(blocks, i);
  while (headings.length < MAX_GROUP) {
    const h = blocks[j];
    const sibling = h !== undefined && h.kind === 'heading' && (h.level ?? 1) === level;
    if (!sibling) {
      if (headings.length < MIN_LISTED) return undefined;
      const listed = isListed(adjacent, headings.length - 1);
      return listed || headings.every((x) => namesCode(headingTitleOf(x), apiPage)) ? { headings, content: undefined, last, listed, lastIsEmpty: true } : undefined;
    }
    if (onNextLine(text, headings[headings.length - 1], h)) adjacent++;
    headings.push(h);
    last = j;
    const after = nextSignificant(blocks, j);
    const next = blocks[after];
    if (next && (next.kind !== 'heading' || (next.level ?? 1) > level)) {
      const content = next.kind !== 'heading' ? next : undefined;
      const listed = isListed(adjacent, headings.length - 1);
      return listed || isGroup(headings.map(headingTitleOf), content, apiPage) ? { headings, content, last, listed, lastIsEmpty: false } : undefined;
    }
    j = after;
  }
  return undefined;
}

/** Empty sibling headings in a row from this many on are one outline left unwritten: one finding, not one each. */
const MIN_RUN = 3;
/** A run's message names every title up to this many; a longer run names the first RUN_TITLES and counts the rest. */
const RUN_ALL_TITLES = 6;
const RUN_TITLES = 3;

/** Whether the heading at `k` has nothing under it: the next heading or content is a heading of its level or higher, or nothing. */
function isEmptyAt(blocks: readonly Block[], k: number, level: number): boolean {
  const next = blocks[nextSignificant(blocks, k)];
  return next === undefined || (next.kind === 'heading' && (next.level ?? 1) <= level);
}

/** The positions of the empty heading at `i` and of the empty sibling headings right after it, in a row (at most MAX_GROUP). */
function emptyRun(blocks: readonly Block[], i: number, level: number): number[] {
  const run = [i];
  for (let k = i; run.length < MAX_GROUP; ) {
    const n = nextSignificant(blocks, k);
    const h = blocks[n];
    if (h === undefined || h.kind !== 'heading' || (h.level ?? 1) !== level || !isEmptyAt(blocks, n, level)) break;
    run.push(n);
    k = n;
  }
  return run;
}

function runMessage(titles: readonly string[]): string {
  const shown = titles.length <= RUN_ALL_TITLES ? titles : titles.slice(0, RUN_TITLES);
  const named = shown.map((t) => `"${t}"`).join(', ');
  const more = shown.length < titles.length ? ` and ${titles.length - shown.length} more` : '';
  return `Headings ${named}${more} have no content: ${titles.length} sibling headings in a row with nothing under them (an outline not written yet; write their sections or remove them)`;
}

/** A run's message that names every title of the run. */
const RUN_NAMING_ALL = /^Headings ((?:"[^"\n]*"(?:, )?)+) have no content: \d+ sibling headings in a row/;

/** Every title of an empty run that a CK003 message names (the heading census reads it), or undefined for another message. */
export function emptyRunTitles(message: string): string[] | undefined {
  const named = RUN_NAMING_ALL.exec(message)?.[1];
  return named === undefined ? undefined : [...named.matchAll(/"([^"\n]*)"/g)].map((m) => m[1].trim());
}

interface SiblingGroup {
  headings: Block[];
  /** The first content block under the last heading, when it has one (a deeper heading is none). */
  content: Block | undefined;
  /** The position of the last heading in the blocks. */
  last: number;
  /** The headings are written one a line, with no blank line between most of them (`isListed`). */
  listed: boolean;
  /** The last heading has neither content nor a subsection: its title is lost as the others are. */
  lastIsEmpty: boolean;
}

/** A list of headings has at least this many. */
const MIN_LISTED = 2;

/**
 * Whether headings with `adjacent` of their `gaps` on the next line (no blank line between) are written as a list:
 * all of them, or two in three when the writer set a blank line between a few groups of entries.
 */
function isListed(adjacent: number, gaps: number): boolean {
  return gaps > 0 && adjacent * 3 >= gaps * 2;
}
/** How much of the gap between two headings is read: adjacent lines have a line break and indentation between them. */
const GAP_READ = 40;

/** Whether heading `b` starts on the line right after heading `a` (no blank line between them). */
function onNextLine(text: DocumentText, a: Block, b: Block): boolean {
  if (b.span.start - a.span.end > GAP_READ) return false;
  const gap = text.slice(a.span.end, b.span.start);
  return /^[ \t]*\r?\n?[ \t]*$/.test(gap);
}

function groupReport(group: SiblingGroup, lost: readonly string[], strategy: StrategyId): RuleReport {
  const { headings } = group;
  const last = headingTitleOf(headings[headings.length - 1]);
  const named = lost.map((t) => `"${t}"`).join(', ');
  const plural = lost.length > 1;
  if (group.listed) {
    return {
      span: { ...headings[0].span },
      message: `Heading${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} written in a list of ${headings.length} headings, one a line with no content of their own (a component's steps), and reach${plural ? '' : 'es'} no chunk`,
      pipeline: listCause(strategy),
    };
  }
  if (group.lastIsEmpty) {
    return {
      span: { ...headings[0].span },
      message: `Heading${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} in a list of ${headings.length} headings naming code entities with no content of their own up to the end of their section, and reach${plural ? '' : 'es'} no chunk`,
      pipeline: listCause(strategy),
    };
  }
  return {
    span: { ...headings[0].span },
    message: `Heading${lost.length > 1 ? 's' : ''} ${named} share${lost.length > 1 ? '' : 's'} the content under "${last}" (a group of ${headings.length} sibling headings)`,
    pipeline: groupCause(strategy),
  };
}

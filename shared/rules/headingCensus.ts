// The heading census of a lint run: which headings the Markdown pages of one folder share. Reference folders
// generated from one page template keep the same headings on every page (`## Remarks`, `## See Also`), some
// empty by design; an empty section under such a heading is the template's, not the writer's slip. Each
// document is analysed alone, so each contributes its outline (the distinct level and title of its headings, as
// short hashes) and the run decides per folder once every outline is in. The outline also says whether the page
// opens with a short lede closed by a thematic break (openingBreak.ts): a site whose template opens every page so
// gets the small chunk that break closes counted as the template's, among the pages of the nearest folder that
// holds enough of them, or wherever in the run several pages open with the same words before that break. And it says
// whether the page opens by saying the documentation is generated: a folder's index page that does makes the pages
// below it generated (generatedFolder.ts); and how its paragraphs open, names and numbers aside, so that a folder's
// pages a program writes from data are told (dataPages.ts); and which definition it opens with, so that pages a
// generator writes with the same component at their top are told (sharedPreamble.ts); and whether it opens with a
// `#` heading that repeats its front matter's title, so that a site whose tool writes that title on every page is told;
// and which sections hold a thematic break, so that a break the folder's pages all set in one section is told
// (sectionBreaks.ts).

import type { Block, Finding, PipelineCause } from '../model/types';
import { fastHash } from '../text/hash';
import { emptyRunTitles, emptySectionTitle, frontMatterTitleOf, headingTitleOf } from './orphanHeading';
import { OPENING_BREAK_PHRASE, openingBreakOffset, openingWordsOf } from './openingBreak';
import { FOLDER_GENERATED, isIndexPage, saysPagesGenerated } from './generatedFolder';
import { DATA_KEY_PAGES, DATA_MIN_KEYS, DATA_MIN_PAGES, DATA_PAGE, DATA_PAGE_SHARE, PARAGRAPH_OPENING_PREFIX, paragraphOpeningKeys } from './dataPages';
import { endsPageEmpty, isSectionListPage, SECTION_LIST } from './sectionListPage';
import { GENERATED_PREAMBLE, PREAMBLE_PAGES, PREAMBLE_PREFIX, preambleKeyOf } from './sharedPreamble';
import { isUntitledHeading, UNTITLED_LINES } from './untitledHeading';
import { BREAK_CLOSES_PHRASE, BREAK_PLACES_PREFIX, breakSectionAfter, SECTION_BREAK_LAYOUT, SECTION_BREAK_PREFIX, sectionBreakKeys } from './sectionBreaks';

/** A schema heading is in at least this many pages of its folder… */
export const SCHEMA_MIN_PAGES = 4;
/** …and in at least this share of them. */
export const SCHEMA_MIN_SHARE = 0.6;

/**
 * The census key of a heading: its title, lower-cased with runs of white space made one space. Not its level:
 * the pages of one template drift between `#` and `##` over the years (older RFCs set `# Alternatives` where newer
 * ones set `## Alternatives`), and the title is what the template keeps.
 */
export function headingKeyOf(title: string): string {
  return fastHash(title.replace(/\s+/g, ' ').trim().toLowerCase());
}

/**
 * A document's outline for the census: the distinct keys of its headings, space-separated ('' for a page without
 * headings). A string, not a list: it crosses the worker boundary and sits in the lint cache for every file.
 */
export function outlineOf(blocks: readonly Block[]): string {
  const keys = new Set<string>();
  for (const b of blocks) {
    if (b.kind !== 'heading') continue;
    keys.add(headingKeyOf(headingTitleOf(b)));
    if (isUntitledHeading(b)) keys.add(UNTITLED_KEY);
  }
  const title = repeatedTitleKeyOf(blocks);
  if (title !== undefined) keys.add(title);
  if (openingBreakOffset(blocks) >= 0) keys.add(OPENING_KEY);
  const words = openingWordsOf(blocks);
  if (words !== undefined) keys.add(OPENING_WORDS_PREFIX + fastHash(words));
  if (saysPagesGenerated(blocks)) keys.add(PAGES_GENERATED_KEY);
  for (const key of paragraphOpeningKeys(blocks)) keys.add(key);
  const preamble = preambleKeyOf(blocks);
  if (preamble !== undefined) keys.add(preamble);
  for (const key of sectionBreakKeys(blocks, headingKeyOf)) keys.add(key);
  return [...keys].join(' ');
}

/** The outline's key of a page whose opening says the documentation is generated (generatedFolder.ts). */
const PAGES_GENERATED_KEY = 'says-pages-generated';

/** The prefix of an outline's key for the first words of its opening before the break (no heading key starts so). */
const OPENING_WORDS_PREFIX = 'opening-words-';
/** At least this many pages of a run open with the same words before their opening break for those words to be the template's. */
const OPENING_WORDS_PAGES = 4;

/** The outline's key of a page that opens with a short lede closed by a thematic break (no heading hashes to it: those hold a `:`). */
const OPENING_KEY = 'opening-break';
/** The outline's key of a page with a heading line that has no text (untitledHeading.ts). */
const UNTITLED_KEY = 'untitled-heading';

/** The prefix of an outline's key for a first heading that repeats the front matter's title, before that heading's key. */
const TITLE_PREFIX = 'title-heading-';

/**
 * The outline's key of the page's first heading when it is a `#` right after the front matter whose text is the front
 * matter's `title:`, as an export tool writes it; else undefined.
 */
function repeatedTitleKeyOf(blocks: readonly Block[]): string | undefined {
  const title = blocks[0]?.kind === 'frontMatter' ? frontMatterTitleOf(blocks) : undefined;
  const first = blocks[1];
  if (title === undefined || first?.kind !== 'heading' || (first.level ?? 1) !== 1) return undefined;
  const key = headingKeyOf(headingTitleOf(first));
  return key === headingKeyOf(title!) ? TITLE_PREFIX + key : undefined;
}

/** The folder of a path (`/` or `\` separated), '' for a bare file name. */
function folderOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0 ? '' : path.slice(0, cut);
}

/** How many pages of a folder hold a schema heading, of how many Markdown pages the folder has. */
export interface SchemaShare {
  pages: number;
  of: number;
  /** Counted among the folder's own pages, or among the pages of the folders beside it (each page in a folder of its own). */
  scope: 'folder' | 'sibling folders' | 'folders around it' | 'same opening words';
}

interface SubtreeCount {
  pages: number;
  opening: number;
  untitled: number;
  titled: number;
}

interface FolderCount {
  pages: number;
  counts: Map<string, number>;
}

/**
 * The outlines of the pages of a run, per folder (a folder's own pages), and per parent folder for the pages of
 * its subfolders: where each page sits in a folder of its own (a Hugo page bundle `posts/x/index.md`, a proposal
 * `108-schemas/schemas.md`), its folder holds no other page to tell a template by, and the pages of its parent's
 * subfolders are counted instead. Adding a path again replaces its outline, so the editor can keep one census
 * while documents are linted again.
 */
export class HeadingCensus {
  private readonly outlines = new Map<string, string[]>();
  private readonly folders = new Map<string, FolderCount>();
  /** Keyed by a folder: the pages one level down, in its subfolders. */
  private readonly subfolders = new Map<string, FolderCount>();
  /**
   * Keyed by a folder: every page anywhere below it, how many of them open with a break (OPENING_KEY), how many
   * hold a heading line with no text (UNTITLED_KEY), and how many open with a heading that repeats their title.
   */
  private readonly subtrees = new Map<string, SubtreeCount>();
  /**
   * Keyed by an opening-words key or a preamble key: how many pages of the run open with those words before their
   * opening break, or with that definition (sharedPreamble.ts).
   */
  private readonly runKeys = new Map<string, number>();
  /** Keyed by a folder: its index page, when that page says the folder's pages are generated. */
  private readonly generatedIndexes = new Map<string, string>();

  /** Counts the page at `path` with `outline` (outlineOf), in place of what it had before. */
  add(path: string, outline: string): void {
    this.remove(path);
    const keys = outline ? outline.split(' ') : [];
    this.outlines.set(path, keys);
    const folder = folderOf(path);
    for (const entry of [entryOf(this.folders, folder), entryOf(this.subfolders, folderOf(folder))]) count(entry, keys, 1);
    this.countSubtrees(folder, keys, 1);
    this.countRunKeys(keys, 1);
    if (keys.includes(PAGES_GENERATED_KEY) && isIndexPage(path)) this.generatedIndexes.set(folder, path);
  }

  /** Takes the page at `path` out of the census. */
  remove(path: string): void {
    const keys = this.outlines.get(path);
    if (!keys) return;
    this.outlines.delete(path);
    const folder = folderOf(path);
    for (const entry of [entryOf(this.folders, folder), entryOf(this.subfolders, folderOf(folder))]) count(entry, keys, -1);
    this.countSubtrees(folder, keys, -1);
    this.countRunKeys(keys, -1);
    if (this.generatedIndexes.get(folder) === path) this.generatedIndexes.delete(folder);
  }

  /** How many pages of the run lie in `folder` or below it. */
  pagesUnder(folder: string): number {
    return this.subtrees.get(folder)?.pages ?? 0;
  }

  /** The index page of the folder holding `path`, or of one above it, that says the pages there are generated; else undefined. */
  generatedIndexOf(path: string): string | undefined {
    if (!this.generatedIndexes.size) return undefined;
    for (let f = folderOf(path); ; f = folderOf(f)) {
      const index = this.generatedIndexes.get(f);
      if (index !== undefined) return index === path ? undefined : index;
      if (f === '') return undefined;
    }
  }

  /** Adds (`by` 1) or takes out (`by` -1) the opening-words and preamble keys among `keys`. */
  private countRunKeys(keys: readonly string[], by: 1 | -1): void {
    for (const key of keys) {
      if (key.startsWith(OPENING_WORDS_PREFIX) || key.startsWith(PREAMBLE_PREFIX)) this.runKeys.set(key, (this.runKeys.get(key) ?? 0) + by);
    }
  }

  /** Whether the page at `path` opens with a definition that PREAMBLE_PAGES pages of the run or more open with (sharedPreamble.ts). */
  opensWithSharedPreamble(path: string): boolean {
    const key = this.outlines.get(path)?.find((k) => k.startsWith(PREAMBLE_PREFIX));
    return key !== undefined && (this.runKeys.get(key) ?? 0) >= PREAMBLE_PAGES;
  }

  /** Adds (`by` 1) or takes out (`by` -1) one page of `folder` with `keys` in the subtree count of the folder and of each above it. */
  private countSubtrees(folder: string, keys: readonly string[], by: 1 | -1): void {
    const opening = keys.includes(OPENING_KEY);
    const untitled = keys.includes(UNTITLED_KEY);
    const titled = keys.some((k) => k.startsWith(TITLE_PREFIX));
    for (let f = folder; ; f = folderOf(f)) {
      let entry = this.subtrees.get(f);
      if (!entry) this.subtrees.set(f, (entry = { pages: 0, opening: 0, untitled: 0, titled: 0 }));
      entry.pages += by;
      if (opening) entry.opening += by;
      if (untitled) entry.untitled += by;
      if (titled) entry.titled += by;
      if (f === '') break;
    }
  }

  /**
   * The share of pages with `mark` among those below the nearest folder of `path` (its own, else the one above, and
   * so on) that holds at least SCHEMA_MIN_PAGES pages, when at least SCHEMA_MIN_PAGES and SCHEMA_MIN_SHARE of them
   * have it; else undefined.
   */
  private subtreeShare(path: string, mark: 'opening' | 'untitled' | 'titled'): SchemaShare | undefined {
    for (let f = folderOf(path); ; f = folderOf(f)) {
      const entry = this.subtrees.get(f);
      if (entry && entry.pages >= SCHEMA_MIN_PAGES) {
        const marked = entry[mark];
        const share = marked >= SCHEMA_MIN_PAGES && marked >= SCHEMA_MIN_SHARE * entry.pages;
        return share ? { pages: marked, of: entry.pages, scope: f === folderOf(path) ? 'folder' : 'folders around it' } : undefined;
      }
      if (f === '') return undefined;
    }
  }

  /** How many pages around `path` hold a heading line with no text, when most do (the site's layout, not a slip); else undefined. */
  untitledShare(path: string): SchemaShare | undefined {
    return this.subtreeShare(path, 'untitled');
  }

  /**
   * How many pages around `path` open with a heading that repeats their front matter's title, when `title` is that
   * heading on this page and most pages around do so (a tool writes the title); else undefined.
   */
  repeatedTitleShare(path: string, title: string): SchemaShare | undefined {
    if (!this.outlines.get(path)?.includes(TITLE_PREFIX + headingKeyOf(title))) return undefined;
    return this.subtreeShare(path, 'titled');
  }

  /**
   * How many pages of the run open with the same first words before their opening break as the page at `path`, when
   * at least OPENING_WORDS_PAGES do (the template's sentence); else how many pages open with a short lede closed by a
   * thematic break among those below the nearest folder (the page's own, else the one above, and so on) that holds
   * at least SCHEMA_MIN_PAGES pages, when that makes the opening their template's; else undefined.
   */
  openingShare(path: string): SchemaShare | undefined {
    const words = this.outlines.get(path)?.find((k) => k.startsWith(OPENING_WORDS_PREFIX));
    const same = words === undefined ? 0 : (this.runKeys.get(words) ?? 0);
    if (same >= OPENING_WORDS_PAGES) return { pages: same, of: this.outlines.size, scope: 'same opening words' };
    return this.subtreeShare(path, 'opening');
  }

  /**
   * How many pages of the folder of `path` (or of the folders beside it) hold a break in the section that holds the
   * first break of the page at or after `offset`, when most do (the layout of the folder's pages); else undefined.
   */
  sectionBreakShare(path: string, offset: number): SchemaShare | undefined {
    const section = breakSectionAfter(this.outlines.get(path)?.find((k) => k.startsWith(BREAK_PLACES_PREFIX)), offset);
    return section === undefined ? undefined : this.schemaShare(path, SECTION_BREAK_PREFIX + section);
  }

  /**
   * Whether the page at `path` is written by a program from data (dataPages.ts): its folder holds DATA_MIN_PAGES
   * pages or more, and DATA_PAGE_SHARE of its paragraph openings (DATA_MIN_KEYS or more) open paragraphs on
   * DATA_KEY_PAGES of them.
   */
  isDataPage(path: string): boolean {
    const own = this.folders.get(folderOf(path));
    if (!own || own.pages < DATA_MIN_PAGES) return false;
    const keys = (this.outlines.get(path) ?? []).filter((k) => k.startsWith(PARAGRAPH_OPENING_PREFIX));
    if (keys.length < DATA_MIN_KEYS) return false;
    const shared = keys.filter((k) => (own.counts.get(k) ?? 0) >= DATA_KEY_PAGES).length;
    return shared >= DATA_PAGE_SHARE * keys.length;
  }

  /**
   * How many pages have the heading `key` among those of `path`'s folder (or, when the page is its folder's only
   * one, among the pages of its parent's subfolders), when that makes it a heading of their template; else undefined.
   */
  schemaShare(path: string, key: string, share = SCHEMA_MIN_SHARE): SchemaShare | undefined {
    const folder = folderOf(path);
    const own = this.folders.get(folder);
    if (own && own.pages >= SCHEMA_MIN_PAGES) return shareIn(own, key, 'folder', share);
    if (own && own.pages > 1) return undefined;
    const beside = folder === '' ? undefined : this.subfolders.get(folderOf(folder));
    return beside ? shareIn(beside, key, 'sibling folders', share) : undefined;
  }
}

function shareIn(group: FolderCount, key: string, scope: SchemaShare['scope'], share: number): SchemaShare | undefined {
  const pages = group.counts.get(key) ?? 0;
  return pages >= SCHEMA_MIN_PAGES && pages >= share * group.pages ? { pages, of: group.pages, scope } : undefined;
}

function entryOf(map: Map<string, FolderCount>, folder: string): FolderCount {
  let entry = map.get(folder);
  if (!entry) map.set(folder, (entry = { pages: 0, counts: new Map() }));
  return entry;
}

/** Adds (`by` 1) or takes out (`by` -1) one page with heading keys `keys`. */
function count(entry: FolderCount, keys: readonly string[], by: 1 | -1): void {
  entry.pages += by;
  for (const k of keys) if (!k.startsWith(BREAK_PLACES_PREFIX)) entry.counts.set(k, (entry.counts.get(k) ?? 0) + by);
}

/** Each title of a run of empty headings is in at least this share of its folder's pages (and SCHEMA_MIN_PAGES). */
const SCHEMA_RUN_SHARE = 0.3;

/** The cause of every empty schema section: one line in the pipeline summary, whatever the folder. */
export const SCHEMA_SECTION: PipelineCause = {
  cause: 'a heading the page template of its folder keeps (most pages of the folder have it), left empty on this page: no chunk carries the heading, so a search for what it names finds nothing here',
  remedy: 'dropping empty template sections when the pages are generated or indexed (or filling them where there is something to say)',
};

/** The cause of a heading line with no text that most pages around it hold: one line in the pipeline summary. */
export const UNTITLED_LAYOUT: PipelineCause = {
  cause: "a heading line with no text that most pages around this one hold: the site's way of laying out its pages, not a title left out",
  remedy: 'dropping heading lines with no text before chunking (the heading path then ends in the title above)',
};

/** The cause of an empty title heading that most pages around repeat from their front matter: one line in the pipeline summary. */
export const TITLE_LAYOUT: PipelineCause = {
  cause: "the page's title written again as its first heading, as on most pages around this one (the site's tool writes it from the front matter), with the page's own top headings at its level: its section is empty and no chunk's heading path holds the title",
  remedy: "dropping a first heading that repeats the front matter's title before chunking, or a strategy that puts that title at the root of every heading path",
};

/** Findings that say a file could not be read or analysed: no census moves them. */
const ALWAYS_SHOWN = new Set(['CK100', 'CK900']);

/**
 * Whether the census may move `finding`: a writer's finding, any but an input or internal problem (a page below an
 * index that says its pages are generated), of which schemaSectionOf reads CK003 empty sections and CK002 small chunks.
 */
export function censusMayMove(finding: Finding): boolean {
  return !finding.pipeline && !ALWAYS_SHOWN.has(finding.ruleId);
}

/**
 * The finding moved to the pipeline when it is a writer's finding on a page below an index page that says the pages
 * there are generated (generatedFolder.ts), or on a page a program writes from data (dataPages.ts) or that opens
 * with a generator's definition (sharedPreamble.ts); a CK003 empty heading that ends a section's list page whose
 * folder holds
 * other pages (sectionListPage.ts); a CK003 empty section under a heading of its folder's schema, or a run of
 * empty sections under headings that all are, its message saying how many pages keep the heading; a CK002 small
 * opening that the page template's break closes (templateOpeningOf) or small chunk that a break of the folder's layout
 * closes (sectionBreakOf); else undefined.
 */
export function schemaSectionOf(finding: Finding, path: string, census: HeadingCensus): Finding | undefined {
  if (!censusMayMove(finding)) return undefined;
  if (census.generatedIndexOf(path) !== undefined) return { ...finding, message: `${finding.message}: ${FOLDER_GENERATED.cause}`, pipeline: FOLDER_GENERATED };
  if (census.isDataPage(path)) return { ...finding, message: `${finding.message}: ${DATA_PAGE.cause}`, pipeline: DATA_PAGE };
  if (census.opensWithSharedPreamble(path)) return { ...finding, message: `${finding.message}: ${GENERATED_PREAMBLE.cause}`, pipeline: GENERATED_PREAMBLE };
  if (finding.ruleId === 'CK002') return templateOpeningOf(finding, path, census) ?? sectionBreakOf(finding, path, census);
  if (finding.ruleId !== 'CK003' || finding.pipeline) return undefined;
  if (isSectionListPage(path) && endsPageEmpty(finding.message) && census.pagesUnder(folderOf(path)) > 1) return { ...finding, message: `${finding.message}: ${SECTION_LIST.cause}`, pipeline: SECTION_LIST };
  if (UNTITLED_LINES.test(finding.message)) {
    const share = census.untitledShare(path);
    return share ? { ...finding, message: `${finding.message}: ${UNTITLED_LAYOUT.cause} (${shareText(share).replace(/ have it$/, ' hold one')})`, pipeline: UNTITLED_LAYOUT } : undefined;
  }
  const title = emptySectionTitle(finding.message);
  const titled = title === undefined ? undefined : census.repeatedTitleShare(path, title);
  if (titled) return { ...finding, message: `${finding.message}: ${TITLE_LAYOUT.cause} (${shareText(titled).replace(/ have it$/, ' open so')})`, pipeline: TITLE_LAYOUT };
  if (title !== undefined) {
    const share = census.schemaShare(path, headingKeyOf(title));
    if (!share) return undefined;
    return { ...finding, message: `Heading "${title}" has no content: the page template of this folder keeps it (${shareText(share)}), and no chunk carries it`, pipeline: SCHEMA_SECTION };
  }
  const run = emptyRunTitles(finding.message);
  if (!run) return undefined;
  // A run's titles (three or more), each a heading of a good part of the folder's pages, left empty together are the
  // template's outline, even where older pages of the folder follow an older template (release notes since a version).
  const shares = run.map((t) => census.schemaShare(path, headingKeyOf(t), SCHEMA_RUN_SHARE));
  if (!shares.every((s) => s !== undefined)) return undefined;
  const fewest = shares.reduce((a, b) => (b!.pages < a!.pages ? b : a))!;
  const named = run.map((t) => `"${t}"`).join(', ');
  return { ...finding, message: `Headings ${named} have no content: the page template of this folder keeps them (at least ${shareText(fewest)}), and no chunk carries them`, pipeline: SCHEMA_SECTION };
}

/** The census's own message for an empty section or run it moved: the titles it names come first. */
const MOVED_SECTIONS = /^Headings? ((?:"[^"\n]*"(?:, )?)+) ha(?:s|ve) no content: the page template of this folder keeps/;

/**
 * The titles of the empty sections a finding the census moved names (SCHEMA_SECTION), else undefined: they are still
 * empty sections of those titles, which the template tally (templateSections.ts) counts across the run.
 */
export function schemaSectionTitles(finding: Finding): string[] | undefined {
  if (finding.pipeline?.cause !== SCHEMA_SECTION.cause) return undefined;
  const named = MOVED_SECTIONS.exec(finding.message)?.[1];
  return named === undefined ? undefined : [...named.matchAll(/"([^"\n]*)"/g)].map((m) => m[1].trim());
}

function shareText(share: SchemaShare): string {
  if (share.scope === 'same opening words') return `${share.pages} of the ${share.of} pages of the run open with the same words and the break`;
  if (share.scope === 'folder') return `${share.pages} of its ${share.of} pages have it`;
  if (share.scope === 'sibling folders') return `${share.pages} of the ${share.of} pages in the folders beside this one have it`;
  return `${share.pages} of the ${share.of} pages in and around this folder have it`;
}

/** The cause of a small opening chunk that the page template's break closes: one line in the pipeline summary. */
export const TEMPLATE_OPENING: PipelineCause = {
  cause: "a short opening (a lede, a date line) that the site's page template closes with a thematic break on most pages: the strategy cuts it off as a chunk of its own",
  remedy: 'dropping the template\'s opening break when the pages are indexed (or a lower minTokens)',
};

/**
 * The CK002 finding moved to the pipeline when the break that closes its small chunk ends the page's opening and
 * most pages around it open the same way (the site's template); else undefined.
 */
/**
 * The CK002 finding moved to the pipeline when the break that closes its small chunk lies in a section that most pages
 * of the folder hold a break in (sectionBreaks.ts); else undefined.
 */
function sectionBreakOf(finding: Finding, path: string, census: HeadingCensus): Finding | undefined {
  if (!finding.message.includes(BREAK_CLOSES_PHRASE)) return undefined;
  const share = census.sectionBreakShare(path, finding.span.start);
  if (!share) return undefined;
  return { ...finding, message: `${finding.message}: ${SECTION_BREAK_LAYOUT.cause} (${shareText(share).replace(/ have it$/, ' break it so')})`, pipeline: SECTION_BREAK_LAYOUT };
}

function templateOpeningOf(finding: Finding, path: string, census: HeadingCensus): Finding | undefined {
  if (!finding.message.includes(OPENING_BREAK_PHRASE)) return undefined;
  const share = census.openingShare(path);
  if (!share) return undefined;
  const message = finding.message.replace(OPENING_BREAK_PHRASE, `${OPENING_BREAK_PHRASE}, as the page template has it (${shareText(share).replace(/ have it$/, ' open so')})`);
  return { ...finding, message, pipeline: TEMPLATE_OPENING };
}

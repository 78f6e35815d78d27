// The heading census of a lint run: which headings the Markdown pages of one folder share. Reference folders
// generated from one page template keep the same headings on every page (`## Remarks`, `## See Also`), some
// empty by design; an empty section under such a heading is the template's, not the writer's slip. Each
// document is analysed alone, so each contributes its outline (the distinct level and title of its headings, as
// short hashes) and the run decides per folder once every outline is in.

import type { Block, Finding, PipelineCause } from '../model/types';
import { fastHash } from '../text/hash';
import { emptyRunTitles, emptySectionTitle, headingTitleOf } from './orphanHeading';

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
  for (const b of blocks) if (b.kind === 'heading') keys.add(headingKeyOf(headingTitleOf(b)));
  return [...keys].join(' ');
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
  scope: 'folder' | 'sibling folders';
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

  /** Counts the page at `path` with `outline` (outlineOf), in place of what it had before. */
  add(path: string, outline: string): void {
    this.remove(path);
    const keys = outline ? outline.split(' ') : [];
    this.outlines.set(path, keys);
    const folder = folderOf(path);
    for (const entry of [entryOf(this.folders, folder), entryOf(this.subfolders, folderOf(folder))]) count(entry, keys, 1);
  }

  /** Takes the page at `path` out of the census. */
  remove(path: string): void {
    const keys = this.outlines.get(path);
    if (!keys) return;
    this.outlines.delete(path);
    const folder = folderOf(path);
    for (const entry of [entryOf(this.folders, folder), entryOf(this.subfolders, folderOf(folder))]) count(entry, keys, -1);
  }

  /**
   * How many pages have the heading `key` among those of `path`'s folder (or, when the page is its folder's only
   * one, among the pages of its parent's subfolders), when that makes it a heading of their template; else undefined.
   */
  schemaShare(path: string, key: string): SchemaShare | undefined {
    const folder = folderOf(path);
    const own = this.folders.get(folder);
    if (own && own.pages >= SCHEMA_MIN_PAGES) return shareIn(own, key, 'folder');
    if (own && own.pages > 1) return undefined;
    const beside = folder === '' ? undefined : this.subfolders.get(folderOf(folder));
    return beside ? shareIn(beside, key, 'sibling folders') : undefined;
  }
}

function shareIn(group: FolderCount, key: string, scope: SchemaShare['scope']): SchemaShare | undefined {
  const pages = group.counts.get(key) ?? 0;
  return pages >= SCHEMA_MIN_PAGES && pages >= SCHEMA_MIN_SHARE * group.pages ? { pages, of: group.pages, scope } : undefined;
}

function entryOf(map: Map<string, FolderCount>, folder: string): FolderCount {
  let entry = map.get(folder);
  if (!entry) map.set(folder, (entry = { pages: 0, counts: new Map() }));
  return entry;
}

/** Adds (`by` 1) or takes out (`by` -1) one page with heading keys `keys`. */
function count(entry: FolderCount, keys: readonly string[], by: 1 | -1): void {
  entry.pages += by;
  for (const k of keys) entry.counts.set(k, (entry.counts.get(k) ?? 0) + by);
}

/** The cause of every empty schema section: one line in the pipeline summary, whatever the folder. */
export const SCHEMA_SECTION: PipelineCause = {
  cause: 'a heading the page template of its folder keeps (most pages of the folder have it), left empty on this page: no chunk carries the heading, so a search for what it names finds nothing here',
  remedy: 'dropping empty template sections when the pages are generated or indexed (or filling them where there is something to say)',
};

/**
 * The finding moved to the pipeline when it is a CK003 empty section (a writer's finding) under a heading of its
 * folder's schema, or a run of empty sections under headings that all are, its message saying how many pages keep
 * the heading; else undefined.
 */
export function schemaSectionOf(finding: Finding, path: string, census: HeadingCensus): Finding | undefined {
  if (finding.ruleId !== 'CK003' || finding.pipeline) return undefined;
  const title = emptySectionTitle(finding.message);
  if (title !== undefined) {
    const share = census.schemaShare(path, headingKeyOf(title));
    if (!share) return undefined;
    return { ...finding, message: `Heading "${title}" has no content: the page template of this folder keeps it (${shareText(share)}), and no chunk carries it`, pipeline: SCHEMA_SECTION };
  }
  const run = emptyRunTitles(finding.message);
  const shares = run?.map((t) => census.schemaShare(path, headingKeyOf(t)));
  if (!run || !shares?.every((s) => s !== undefined)) return undefined;
  const fewest = shares.reduce((a, b) => (b!.pages < a!.pages ? b : a))!;
  const named = run.map((t) => `"${t}"`).join(', ');
  return { ...finding, message: `Headings ${named} have no content: the page template of this folder keeps them (at least ${shareText(fewest)}), and no chunk carries them`, pipeline: SCHEMA_SECTION };
}

function shareText(share: SchemaShare): string {
  return share.scope === 'folder' ? `${share.pages} of its ${share.of} pages have it` : `${share.pages} of the ${share.of} pages in the folders beside this one have it`;
}

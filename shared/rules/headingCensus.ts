// The heading census of a lint run: which headings the Markdown pages of one folder share. Reference folders
// generated from one page template keep the same headings on every page (`## Remarks`, `## See Also`), some
// empty by design; an empty section under such a heading is the template's, not the writer's slip. Each
// document is analysed alone, so each contributes its outline (the distinct level and title of its headings, as
// short hashes) and the run decides per folder once every outline is in.

import type { Block, Finding, PipelineCause } from '../model/types';
import { fastHash } from '../text/hash';
import { emptySectionTitle, headingTitleOf } from './orphanHeading';

/** A schema heading is in at least this many pages of its folder… */
export const SCHEMA_MIN_PAGES = 4;
/** …and in at least this share of them. */
export const SCHEMA_MIN_SHARE = 0.6;

/** The census key of a heading: its level and its title, lower-cased with runs of white space made one space. */
export function headingKeyOf(level: number, title: string): string {
  return fastHash(`${level} ${title.replace(/\s+/g, ' ').trim().toLowerCase()}`);
}

/**
 * A document's outline for the census: the distinct keys of its headings, space-separated ('' for a page without
 * headings). A string, not a list: it crosses the worker boundary and sits in the lint cache for every file.
 */
export function outlineOf(blocks: readonly Block[]): string {
  const keys = new Set<string>();
  for (const b of blocks) if (b.kind === 'heading') keys.add(headingKeyOf(b.level ?? 1, headingTitleOf(b)));
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
}

/**
 * The outlines of the pages of a run, per folder (only a folder's own pages, not its subfolders'). Adding a
 * path again replaces its outline, so the editor can keep one census while documents are linted again.
 */
export class HeadingCensus {
  private readonly outlines = new Map<string, string[]>();
  private readonly folders = new Map<string, { pages: number; counts: Map<string, number> }>();

  /** Counts the page at `path` with `outline` (outlineOf), in place of what it had before. */
  add(path: string, outline: string): void {
    this.remove(path);
    const keys = outline ? outline.split(' ') : [];
    this.outlines.set(path, keys);
    const folder = this.folderEntry(folderOf(path));
    folder.pages++;
    for (const k of keys) folder.counts.set(k, (folder.counts.get(k) ?? 0) + 1);
  }

  /** Takes the page at `path` out of the census. */
  remove(path: string): void {
    const keys = this.outlines.get(path);
    if (!keys) return;
    this.outlines.delete(path);
    const folder = this.folderEntry(folderOf(path));
    folder.pages--;
    for (const k of keys) folder.counts.set(k, folder.counts.get(k)! - 1);
  }

  /** How many pages of `path`'s folder have the heading `key`, when that makes it a heading of the folder's schema; else undefined. */
  schemaShare(path: string, key: string): SchemaShare | undefined {
    const folder = this.folders.get(folderOf(path));
    const pages = folder?.counts.get(key) ?? 0;
    return folder && pages >= SCHEMA_MIN_PAGES && pages >= SCHEMA_MIN_SHARE * folder.pages ? { pages, of: folder.pages } : undefined;
  }

  private folderEntry(folder: string): { pages: number; counts: Map<string, number> } {
    let entry = this.folders.get(folder);
    if (!entry) this.folders.set(folder, (entry = { pages: 0, counts: new Map() }));
    return entry;
  }
}

/** The cause of every empty schema section: one line in the pipeline summary, whatever the folder. */
export const SCHEMA_SECTION: PipelineCause = {
  cause: 'a heading the page template of its folder keeps (most pages of the folder have it), left empty on this page: no chunk carries the heading, so a search for what it names finds nothing here',
  remedy: 'dropping empty template sections when the pages are generated or indexed (or filling them where there is something to say)',
};

/** A page's source: a string, or the editor's DocumentText. */
type SourceText = Pick<string, 'slice'>;

/** An ATX heading's marks, an HTML heading's tag, or a setext heading's underline. */
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const HTML_HEADING = /^\s*<h([1-6])\b/i;
const SETEXT = /\n {0,3}(=+|-+)[ \t]*$/;

/** The level of the heading written at `start` in `text` (ATX, setext or HTML), or undefined. */
function levelAt(text: SourceText, start: number, end: number): number | undefined {
  const source = text.slice(start, end).replace(/\s+$/, '');
  const atx = ATX.exec(source) ?? HTML_HEADING.exec(source);
  if (atx) return atx[1].startsWith('#') ? atx[1].length : Number(atx[1]);
  const setext = SETEXT.exec(source);
  return setext ? (setext[1].startsWith('=') ? 1 : 2) : undefined;
}

/**
 * The finding moved to the pipeline when it is a CK003 empty section (a writer's finding) under a heading of its
 * folder's schema, its message saying how many pages keep the heading; else undefined. `text` is the page's
 * source (the finding's span is its heading).
 */
export function schemaSectionOf(finding: Finding, path: string, text: SourceText, census: HeadingCensus): Finding | undefined {
  if (finding.ruleId !== 'CK003' || finding.pipeline) return undefined;
  const title = emptySectionTitle(finding.message);
  const level = title === undefined ? undefined : levelAt(text, finding.span.start, finding.span.end);
  if (title === undefined || level === undefined) return undefined;
  const share = census.schemaShare(path, headingKeyOf(level, title));
  if (!share) return undefined;
  return {
    ...finding,
    message: `Heading "${title}" has no content: the page template of this folder keeps it (${share.pages} of its ${share.of} pages have it), and no chunk carries it`,
    pipeline: SCHEMA_SECTION,
  };
}

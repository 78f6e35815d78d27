// The chapters of an mdBook or GitBook book: the pages its `SUMMARY.md` links. Both build those and no others, so a
// Markdown file in the book's source folder that the summary does not link (an old draft, notes kept beside the
// chapters, a third-party README among the resources) is no page of the site, and its headings and breaks are nobody's
// to fix for readers (shared/engine/byAudience.ts). mdBook's source folder is `src` unless `book.toml` names another
// (`[book] src = "…"`); GitBook's is the folder of `book.json` or `.gitbook.yaml` unless it names a `root`, and its
// summary may be named under `structure`. Each summary is read once; the chapters themselves are not, so a Markdown
// file that a chapter pulls in with `{{#include part.md}}` counts as unlisted.

import type { FileAccess } from '../host/fileAccess';
import type { FoundMarker } from '../../shared/sites/siteReading';

/** A summary longer than this is not read (a book's table of contents is a few KB). */
const MAX_SUMMARY_BYTES = 1024 * 1024;
/** `src = "…"` in book.toml (under `[book]`, where mdBook reads it). */
const SOURCE_FOLDER = /^\s*src\s*=\s*["']([^"'\n]+)["']/m;
/** The configuration files that root a GitBook book: the command line's book.json, GitBook's .gitbook.yaml. */
const GITBOOK_CONFIG = /(?:^|[/\\])(?:book\.json|\.gitbook\.ya?ml)$/;
/** A GitBook book's root: `"root": "./docs"` in book.json, `root: ./docs/` in .gitbook.yaml. */
const GITBOOK_ROOT = /^\s*"?root"?\s*:\s*["']?([^"'\n,]+?)["']?\s*,?\s*$/m;
/** A GitBook book's summary file: `"summary": "toc.md"` (under `structure`), `summary: toc.md`. */
const GITBOOK_SUMMARY = /^\s*"?summary"?\s*:\s*["']?([^"'\n,]+?)["']?\s*,?\s*$/m;
/** A link's target in the summary: `[Intro](intro.md)`, `[Intro](<my page.md>)`. */
const LINK_TARGET = /\]\(\s*(?:<([^>\n]+)>|([^)\s]+))/g;

interface Book {
  /** The book's source folder, resolved. */
  source: string;
  /** Its summary's name in the source folder. */
  summary: string;
  /** The resolved paths of the chapters the summary links, or undefined when the book has no readable summary. */
  chapters: Set<string> | undefined;
}

export class BookChapters {
  /** Per book.toml path: its book. */
  private readonly books = new Map<string, Book>();

  constructor(private readonly files: FileAccess) {}

  /** Whether the Markdown file at `path`, in the mdBook or GitBook book of `marker`, lies in its source folder unlinked by its summary. */
  isUnlisted(path: string, marker: FoundMarker | undefined): boolean {
    // A `.gitbook/` folder holds a space's assets wherever a page's pictures are: no root of a book.
    if (marker?.site !== 'mdbook' && !(marker?.site === 'gitbook' && GITBOOK_CONFIG.test(marker.path))) return false;
    const book = this.bookOf(marker);
    if (!book.chapters) return false;
    const resolved = this.files.paths.resolve(path);
    const relative = this.files.paths.relative(book.source, resolved);
    if (relative === '' || relative.startsWith('..') || /^[/\\]/.test(relative)) return false;
    if (relative.toLowerCase() === book.summary.toLowerCase()) return false;
    return !book.chapters.has(resolved) && !(marker.site === 'gitbook' && /^README\.md$/i.test(relative));
  }

  private bookOf(marker: FoundMarker): Book {
    const known = this.books.get(marker.path);
    if (known) return known;
    const paths = this.files.paths;
    const folder = paths.dirname(marker.path);
    const gitbook = marker.site === 'gitbook';
    const root = gitbook ? (GITBOOK_ROOT.exec(marker.text)?.[1] ?? '.') : (SOURCE_FOLDER.exec(marker.text)?.[1] ?? 'src');
    const source = paths.resolve(folder, root);
    const summary = (gitbook ? GITBOOK_SUMMARY.exec(marker.text)?.[1] : undefined) ?? 'SUMMARY.md';
    const book: Book = { source, summary, chapters: this.chaptersIn(source, summary) };
    this.books.set(marker.path, book);
    return book;
  }

  private chaptersIn(source: string, summary: string): Set<string> | undefined {
    let read;
    try {
      read = this.files.readFile(this.files.paths.join(source, summary), MAX_SUMMARY_BYTES);
    } catch {
      return undefined;
    }
    if (!read.ok) return undefined;
    const chapters = new Set<string>();
    for (const link of read.text.matchAll(LINK_TARGET)) {
      // GitBook writes `orders\_create.md`: a backslash escape, which a link's target drops.
      const target = (link[1] ?? link[2]).replace(/#.*$/, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');
      if (target === '' || /^[a-z][\w+.-]*:/i.test(target)) continue;
      chapters.add(this.files.paths.resolve(source, safeDecode(target)));
    }
    return chapters;
  }

  /** Forgets every book read (summaries may have changed). */
  forget(): void {
    this.books.clear();
  }
}

function safeDecode(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

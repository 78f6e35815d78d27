// The chapters of an mdBook book: the pages its `SUMMARY.md` links. mdBook builds those and no others, so a Markdown
// file in the book's source folder that the summary does not link (an old draft, notes kept beside the chapters) is
// no page of the site, and its headings and breaks are nobody's to fix for readers (shared/engine/byAudience.ts).
// The source folder is `src` unless `book.toml` names another (`[book] src = "…"`). Each summary is read once; the
// chapters themselves are not, so a Markdown file that a chapter pulls in with `{{#include part.md}}` counts as unlisted.

import type { FileAccess } from '../host/fileAccess';
import type { FoundMarker } from '../../shared/sites/siteReading';

/** A summary longer than this is not read (a book's table of contents is a few KB). */
const MAX_SUMMARY_BYTES = 1024 * 1024;
/** `src = "…"` in book.toml (under `[book]`, where mdBook reads it). */
const SOURCE_FOLDER = /^\s*src\s*=\s*["']([^"'\n]+)["']/m;
/** A link's target in the summary: `[Intro](intro.md)`, `[Intro](<my page.md>)`. */
const LINK_TARGET = /\]\(\s*(?:<([^>\n]+)>|([^)\s]+))/g;

interface Book {
  /** The book's source folder, resolved. */
  source: string;
  /** The resolved paths of the chapters the summary links, or undefined when the book has no readable summary. */
  chapters: Set<string> | undefined;
}

export class BookChapters {
  /** Per book.toml path: its book. */
  private readonly books = new Map<string, Book>();

  constructor(private readonly files: FileAccess) {}

  /** Whether the Markdown file at `path`, in the mdBook book of `marker`, lies in its source folder unlinked by its summary. */
  isUnlisted(path: string, marker: FoundMarker | undefined): boolean {
    if (marker?.site !== 'mdbook') return false;
    const book = this.bookOf(marker);
    if (!book.chapters) return false;
    const resolved = this.files.paths.resolve(path);
    const relative = this.files.paths.relative(book.source, resolved);
    if (relative === '' || relative.startsWith('..') || /^[/\\]/.test(relative)) return false;
    return !/^SUMMARY\.md$/i.test(relative) && !book.chapters.has(resolved);
  }

  private bookOf(marker: FoundMarker): Book {
    const known = this.books.get(marker.path);
    if (known) return known;
    const paths = this.files.paths;
    const source = paths.resolve(paths.dirname(marker.path), SOURCE_FOLDER.exec(marker.text)?.[1] ?? 'src');
    const book: Book = { source, chapters: this.chaptersIn(source) };
    this.books.set(marker.path, book);
    return book;
  }

  private chaptersIn(source: string): Set<string> | undefined {
    let read;
    try {
      read = this.files.readFile(this.files.paths.join(source, 'SUMMARY.md'), MAX_SUMMARY_BYTES);
    } catch {
      return undefined;
    }
    if (!read.ok) return undefined;
    const chapters = new Set<string>();
    for (const link of read.text.matchAll(LINK_TARGET)) {
      const target = (link[1] ?? link[2]).replace(/#.*$/, '');
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

// The chapters of a book: the pages its table of contents lists, where the generator builds those and no others.
// mdBook and GitBook build only what `SUMMARY.md` links; a Jupyter Book builds only what `_toc.yml` lists when its
// `_config.yml` says so (`only_build_toc_files: true`, or sphinx-external-toc's `external_toc_exclude_missing:
// true`). A Markdown file in such a book's source folder that the table of contents leaves out (an old draft, notes
// kept beside the chapters, a third-party README among the resources, an unfilled template) is no page of the site,
// and its headings and breaks are nobody's to fix for readers (shared/engine/byAudience.ts). mdBook's source folder
// is `src` unless `book.toml` names another (`[book] src = "…"`); GitBook's is the folder of `book.json` or
// `.gitbook.yaml` unless it names a `root`, and its summary may be named under `structure` (a book in several
// languages lists its language folders in `LANGS.md`, each with a SUMMARY.md of its own); a Jupyter Book's is the
// folder of `_toc.yml`, whose `file:` and `root:` entries may leave out the extension and whose `glob:` entries are
// patterns. Each table of contents is read once; the chapters themselves are not, so a Markdown file that a chapter
// pulls in with `{{#include part.md}}` counts as unlisted.

import picomatch from 'picomatch';
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
/** A Jupyter Book's table of contents. */
const JUPYTER_BOOK_TOC = /(?:^|[/\\])_toc\.ya?ml$/;
/** The `_config.yml` settings that make a Jupyter Book build only the files its `_toc.yml` lists. */
const TOC_FILES_ONLY = /^\s*(?:only_build_toc_files|external_toc_exclude_missing)\s*:\s*true\b/im;
/** An entry of `_toc.yml`: `- file: part/intro`, `root: index`, `- glob: notes/*`. */
const TOC_ENTRY = /^[\s-]*(file|root|glob)\s*:\s*["']?([^"'#\n]+?)["']?\s*(?:#.*)?$/gm;
/** A page's extension, which `_toc.yml` entries may leave out. */
const PAGE_EXTENSION = /\.(?:md|mdx|markdown|ipynb|rst)$/i;

interface Book {
  /** The book's source folder, resolved. */
  source: string;
  /** Its summary's name in the source folder. */
  summary: string;
  /** The resolved paths of the chapters the summary links, or undefined when the book has no readable summary. */
  chapters: Set<string> | undefined;
  /** Whether the table of contents names pages without their extension (a Jupyter Book's `_toc.yml`). */
  extensionless?: true;
  /** Whether a path relative to the source folder, extension left out, matches a `glob:` entry of `_toc.yml`. */
  globbed?: (relative: string) => boolean;
  /** A GitBook book in several languages: the language folders its `LANGS.md` links, each a book of its own. */
  languages?: string[];
}

export class BookChapters {
  /** Per marker path (book.toml, book.json, .gitbook.yaml, _toc.yml): its book. */
  private readonly books = new Map<string, Book>();

  constructor(private readonly files: FileAccess) {}

  /** Whether the Markdown file at `path`, in the book of `marker`, lies in its source folder left out of its table of contents. */
  isUnlisted(path: string, marker: FoundMarker | undefined): boolean {
    if (!marker || !rootsBook(marker)) return false;
    const resolved = this.files.paths.resolve(path);
    const root = this.bookOf(marker);
    const book = root.languages ? this.languageBookOf(root.languages, resolved) : root;
    if (!book?.chapters) return false;
    const relative = this.files.paths.relative(book.source, resolved);
    if (relative === '' || relative.startsWith('..') || /^[/\\]/.test(relative)) return false;
    if (relative.toLowerCase() === book.summary.toLowerCase()) return false;
    if (book.extensionless) {
      const stem = relative.replace(PAGE_EXTENSION, '');
      return !book.chapters.has(resolved.replace(PAGE_EXTENSION, '')) && !book.globbed?.(stem.replace(/\\/g, '/'));
    }
    return !book.chapters.has(resolved) && !(marker.site === 'gitbook' && /^README\.md$/i.test(relative));
  }

  private bookOf(marker: FoundMarker): Book {
    const known = this.books.get(marker.path);
    if (known) return known;
    const paths = this.files.paths;
    const folder = paths.dirname(marker.path);
    if (marker.site === 'myst') {
      const book = this.jupyterBookIn(folder, marker);
      this.books.set(marker.path, book);
      return book;
    }
    const gitbook = marker.site === 'gitbook';
    const root = gitbook ? (GITBOOK_ROOT.exec(marker.text)?.[1] ?? '.') : (SOURCE_FOLDER.exec(marker.text)?.[1] ?? 'src');
    const source = paths.resolve(folder, root);
    const summary = (gitbook ? GITBOOK_SUMMARY.exec(marker.text)?.[1] : undefined) ?? 'SUMMARY.md';
    const chapters = this.chaptersIn(source, summary);
    const languages = gitbook && !chapters ? this.languagesIn(source) : undefined;
    const book: Book = { source, summary, chapters, ...(languages ? { languages } : {}) };
    this.books.set(marker.path, book);
    return book;
  }

  /** The language folders a GitBook's `LANGS.md` links (`* [English](en/)`), or undefined where it has none. */
  private languagesIn(source: string): string[] | undefined {
    const text = this.textOf(this.files.paths.join(source, 'LANGS.md'));
    if (text === undefined) return undefined;
    const folders = [...text.matchAll(LINK_TARGET)].map((link) => link[1] ?? link[2]).filter((target) => !/^[a-z][\w+.-]*:/i.test(target));
    return folders.length ? folders.map((folder) => this.files.paths.resolve(source, safeDecode(folder))) : undefined;
  }

  /** The book of the language folder that holds `resolved`, read from its own SUMMARY.md; undefined outside every one. */
  private languageBookOf(languages: readonly string[], resolved: string): Book | undefined {
    const paths = this.files.paths;
    const source = languages.find((folder) => {
      const relative = paths.relative(folder, resolved);
      return relative !== '' && !relative.startsWith('..') && !paths.isAbsolute(relative);
    });
    if (source === undefined) return undefined;
    const key = paths.join(source, 'SUMMARY.md');
    let book = this.books.get(key);
    if (!book) this.books.set(key, (book = { source, summary: 'SUMMARY.md', chapters: this.chaptersIn(source, 'SUMMARY.md') }));
    return book;
  }

  private chaptersIn(source: string, summary: string): Set<string> | undefined {
    const text = this.textOf(this.files.paths.join(source, summary));
    if (text === undefined) return undefined;
    const chapters = new Set<string>();
    for (const link of text.matchAll(LINK_TARGET)) {
      // GitBook writes `orders\_create.md`: a backslash escape, which a link's target drops.
      const target = (link[1] ?? link[2]).replace(/#.*$/, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');
      if (target === '' || /^[a-z][\w+.-]*:/i.test(target)) continue;
      chapters.add(this.files.paths.resolve(source, safeDecode(target)));
    }
    return chapters;
  }

  /** A Jupyter Book's pages from its `_toc.yml`, where its `_config.yml` builds only those. */
  private jupyterBookIn(folder: string, marker: FoundMarker): Book {
    const summary = marker.path.slice(folder.length).replace(/^[/\\]/, '');
    const book: Book = { source: folder, summary, chapters: undefined, extensionless: true };
    const config = this.textOf(this.files.paths.join(folder, '_config.yml'));
    if (config === undefined || !TOC_FILES_ONLY.test(config)) return book;
    const chapters = new Set<string>();
    const globs: string[] = [];
    for (const [, key, value] of marker.text.matchAll(TOC_ENTRY)) {
      const entry = value.trim().replace(/^\.\//, '');
      if (key === 'glob') globs.push(entry.replace(PAGE_EXTENSION, ''));
      else chapters.add(this.files.paths.resolve(folder, entry).replace(PAGE_EXTENSION, ''));
    }
    const globbed = globs.length > 0 ? picomatch(globs) : undefined;
    return { ...book, chapters, ...(globbed ? { globbed } : {}) };
  }

  private textOf(path: string): string | undefined {
    try {
      const read = this.files.readFile(path, MAX_SUMMARY_BYTES);
      return read.ok ? read.text : undefined;
    } catch {
      return undefined;
    }
  }

  /** Forgets every book read (summaries may have changed). */
  forget(): void {
    this.books.clear();
  }
}

/** Whether `marker` roots a book with a table of contents: mdBook's book.toml, GitBook's configuration, a Jupyter Book's `_toc.yml`. */
function rootsBook(marker: FoundMarker): boolean {
  if (marker.site === 'mdbook') return true;
  // A `.gitbook/` folder holds a space's assets wherever a page's pictures are: no root of a book.
  if (marker.site === 'gitbook') return GITBOOK_CONFIG.test(marker.path);
  return marker.site === 'myst' && JUPYTER_BOOK_TOC.test(marker.path);
}

function safeDecode(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

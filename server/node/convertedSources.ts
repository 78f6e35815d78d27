// Finds Markdown files converted from a document beside them: a PDF, Word, slide or e-book file of the same name in
// the same folder (`backend.md` beside `backend.pdf`, or beside `backend (1).pdf` as a browser names a second
// download). Such a page is a converter's text (pdftotext, markitdown, a PDF's outline flattened into headings), and
// its headings and breaks are the converter's, not a writer's (shared/engine/byAudience.ts). Folders are listed once.

import type { FileAccess } from '../host/fileAccess';

/** Extensions of documents that are converted to Markdown for indexing. */
const SOURCE_EXTENSIONS = new Set(['pdf', 'docx', 'doc', 'pptx', 'ppt', 'odt', 'epub', 'rtf']);
/** The suffix a browser adds to a file downloaded again: `name (1).pdf`. */
const DOWNLOAD_COPY = / \(\d+\)$/;
/** A Markdown file's name at the end of a path (either separator): its stem. */
const MARKDOWN_NAME = /([^/\\]+)\.(?:md|markdown|mdx)$/i;

export class ConvertedSources {
  /** Per folder: the lower-cased stems of the source documents it holds (null: none). */
  private readonly byFolder = new Map<string, Set<string> | null>();

  /** Lists folders through `files` (rememberingListings shares the listings with the site markers). */
  constructor(private readonly files: FileAccess) {}

  /** Whether a source document of the same name sits beside the Markdown file at `path`. */
  isConverted(path: string): boolean {
    const stem = MARKDOWN_NAME.exec(path)?.[1];
    if (stem === undefined) return false;
    return this.stemsIn(this.files.paths.resolve(this.files.paths.dirname(path)))?.has(stem.toLowerCase()) ?? false;
  }

  private stemsIn(folder: string): Set<string> | null {
    const known = this.byFolder.get(folder);
    if (known !== undefined) return known;
    let stems: Set<string> | null = null;
    for (const name of this.files.namesIn?.(folder) ?? []) {
      const dot = name.lastIndexOf('.');
      if (dot > 0 && SOURCE_EXTENSIONS.has(name.slice(dot + 1))) (stems ??= new Set()).add(name.slice(0, dot).replace(DOWNLOAD_COPY, ''));
    }
    this.byFolder.set(folder, stems);
    return stems;
  }

  /** Forgets every folder read (files may have appeared or gone). */
  forget(): void {
    this.byFolder.clear();
  }
}

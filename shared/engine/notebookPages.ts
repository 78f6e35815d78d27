// A page converted from a Jupyter notebook: its top links the notebook of its own name (`audio_with_weave.mdx` under
// "[Open in Google Colab](…/docs/notebooks/audio_with_weave.ipynb)" or "View source on GitHub"), as nbconvert,
// mkdocs-jupyter, Quarto and docs sites' notebook importers leave it. Its headings and breaks are the notebook's cells
// (an empty `## ` is an empty Markdown cell): an edit of the page is lost when the notebook is converted again.

import type { PipelineCause } from '../model/types';

/** How far into the page the link to its notebook is looked for: the badges or note under its title. */
export const NOTEBOOK_LINK_READ = 2000;
/** A link to a notebook (`](…/name.ipynb)`, `href="…/name.ipynb"`): the notebook's file name stem. */
const NOTEBOOK_LINK = /(?:\]\(<?|href=["'])[^\s"'()<>]*?([^\s"'()<>/\\]+)\.ipynb(?=[?#)"'>\s])/gi;
/** A page's file name stem at the end of its id (a path or a URI). */
const PAGE_STEM = /([^/\\]+)\.(?:md|markdown|mdx|qmd)$/i;

/**
 * The notebook (`name.ipynb`) that `head`, the page's first NOTEBOOK_LINK_READ characters, links under the page's own
 * name (`documentId`'s), or undefined.
 */
export function sourceNotebookOf(documentId: string, head: string): string | undefined {
  const stem = PAGE_STEM.exec(documentId)?.[1];
  if (stem === undefined || !head.includes('.ipynb')) return undefined;
  const page = decodeName(stem);
  for (const m of head.matchAll(NOTEBOOK_LINK)) {
    if (decodeName(m[1]) === page) return `${m[1]}.ipynb`;
  }
  return undefined;
}

/** The cause of every finding of a page converted from the notebook it links. */
export function convertedNotebookPage(notebook: string): PipelineCause {
  return {
    cause: `this page is converted from the notebook it links at its top (${notebook}): its headings and breaks are the notebook's cells`,
    remedy: 'fixing the cells in the notebook and converting it again, or keeping converted notebooks out of the index (`ignores`)',
  };
}

/** A file name stem compared as a reader would: URL escapes decoded, case and `-`/`_` ignored. */
function decodeName(stem: string): string {
  let name = stem;
  try {
    name = decodeURIComponent(stem);
  } catch {
    // A stray `%` leaves the name as written.
  }
  return name.toLowerCase().replace(/[-_ ]/g, '');
}

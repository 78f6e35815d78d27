// A section's list page: Hugo's and Zola's `_index.md` is the page of a folder (a section), and the site's list layout
// writes the links to the section's pages after the page's own text when it renders. A heading the page ends with
// ("## Get started with OLM") introduces that list: in the source nothing follows it, on the site the list does.
// The empty section is the rendering's, not the writer's, when the folder holds pages for the list.

import type { PipelineCause } from '../model/types';

/** A section's list page: `_index.md` (Hugo, Zola). */
const SECTION_LIST_PAGE = /(?:^|[/\\])_index\.(?:md|markdown|mdx)$/i;
/** The message of an empty heading that ends its page (orphanHeading.ts). */
const ENDS_PAGE = /: nothing follows it to the end of the document$/;

/** Whether `path` names a section's list page. */
export function isSectionListPage(path: string): boolean {
  return SECTION_LIST_PAGE.test(path);
}

/** Whether a CK003 message says the heading ends its page with nothing under it. */
export function endsPageEmpty(message: string): boolean {
  return ENDS_PAGE.test(message);
}

export const SECTION_LIST: PipelineCause = {
  cause: "it ends a section's list page (`_index.md`): the site's list layout writes the links to the section's pages under it when it renders, and the source holds none",
  remedy: 'indexing the rendered pages, or a sentence under the heading that says what the section holds',
};

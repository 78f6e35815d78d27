// Headings a page keeps out of its table of contents: kramdown's `{: .no_toc }` under the heading (just-the-docs puts
// it under every page title and subtitle), Pandoc's `{.unlisted}` or `{-}` on the heading line, and the comment
// `<!-- omit in toc -->` (`omit from toc`) that Markdown All in One reads. The writer marked such a heading as no
// section of the page's outline (a subtitle under the title, "Fall 2026 Syllabus"): left empty, it is no section a
// reader misses.

import type { Block } from '../model/types';
import type { MarkerMeta } from '../parse/markerMeta';

/** A kramdown attribute list that drops the heading above it from the table of contents. */
const NO_TOC_ATTRIBUTES = /^\{:[^}\n]*\.no_toc\b[^}\n]*\}\s*$/;
/** A heading line that drops itself from the table of contents: Pandoc's class, or the comment editors read. */
const NO_TOC_ON_LINE = /(?:\{[ \t]*-[ \t]*\}|\{[^}\n]*\.(?:unlisted|no_toc)\b[^}\n]*\})[ \t]*#*[ \t]*$|<!--\s*omit (?:in|from) toc\s*-->/i;

/** Whether heading `i` of `blocks` is kept out of the page's table of contents. */
export function isOutOfToc(blocks: readonly Block[], i: number): boolean {
  const heading = blocks[i];
  if (heading.kind !== 'heading') return false;
  if (NO_TOC_ON_LINE.test(heading.text.split('\n')[0])) return true;
  const next = blocks[i + 1];
  return next?.kind === 'marker' && (next.meta as MarkerMeta | undefined)?.syntax === 'attributes' && NO_TOC_ATTRIBUTES.test(next.text.trim());
}

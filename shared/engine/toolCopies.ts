// Copies of a page that a tool writes beside the sources and that a repository sometimes commits: Sphinx's copy of each
// source page in its HTML output (`_build/html/_sources/intro.md`, or `docs/_sources/` in a site published from
// `docs/`: what a built page's "Show source" link serves; Jupyter Book builds the same), and Jupyter's autosaved
// checkpoint of a page it edits (`.ipynb_checkpoints/intro-checkpoint.md`). Their text is the page's at some earlier
// time: a finding there is fixed in the page itself, and the copy is kept out of the index.

import type { PipelineCause } from '../model/types';

/**
 * A file under the `_sources` folder of a Sphinx HTML builder's output: `html/`, `dirhtml/`, `singlehtml/`, or the
 * folder a repository publishes its built site from (`docs/`, `build/`).
 */
const SPHINX_SOURCE_COPY = /(?:^|[/\\])(?:html|dirhtml|singlehtml|docs|build)[/\\]_sources[/\\]/;
/** Jupyter's checkpoint of a file: `.ipynb_checkpoints/name-checkpoint.md`. */
const JUPYTER_CHECKPOINT = /(?:^|[/\\])\.ipynb_checkpoints[/\\][^/\\]+-checkpoint\.[A-Za-z]+$/;

const REMEDY = 'fixing the source page, and keeping build output and editor copies out of the index (`ignores`, `.gitignore`)';

/** Why the document `documentId` is a tool's copy of a page, or undefined. */
export function toolCopyOf(documentId: string): PipelineCause | undefined {
  if (SPHINX_SOURCE_COPY.test(documentId)) {
    return { cause: "this file is Sphinx's copy of a source page in its HTML output (`_sources/`), written again by each build", remedy: REMEDY };
  }
  if (JUPYTER_CHECKPOINT.test(documentId)) {
    return { cause: "this file is Jupyter's autosaved checkpoint of a page (`.ipynb_checkpoints/`), a copy of it", remedy: REMEDY };
  }
  return undefined;
}

// A folder whose index page says its pages are generated ("Documentation for Python modules, generated from module
// source:" atop a folder of module reference pages): no line of those pages is a writer's edit, though none of them
// says so itself. The index page's opening is read when its outline is made (outlineOf); the run's heading census
// knows which folders such an index opens, and moves the findings of the pages below it.

import type { Block, PipelineCause } from '../model/types';

/**
 * A sentence saying the documentation is generated: "Documentation for Python modules, generated from module source",
 * "This reference is generated from the OpenAPI specification", "The pages in this section are auto-generated".
 */
const SAYS_PAGES_GENERATED =
  /\b(?:documentation|docs|reference|pages|files)\b(?: (?:for|in|of|under) [^.\n]{1,80}?)?,? (?:(?:is|are) )?(?:auto-?generated|(?:automatically )?generated (?:automatically )?(?:from|by|with|using))\b/i;
/**
 * A sentence saying a crawler writes the pages: "Crawls the pages of https://oi-wiki.org/ and saves their text as
 * Markdown files", "抓取 … 站内页面，并把正文保存为本地 Markdown 文件" (a folder of scraped copies of another site).
 */
const SAYS_PAGES_CRAWLED =
  /\b(?:crawl(?:s|ed|er|ing)?|scrap(?:e|es|ed|er|ing))\b[^.\n]{0,160}?\b(?:sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|writ(?:e|es|ing|ten)|convert(?:s|ed|ing)?)\b[^.\n]{0,80}?\bmarkdown\b|(?:抓取|爬取)[^。\n]{0,160}?(?:保存|存储|存为|转换|转存)[^。\n]{0,60}?markdown/i;
/** How many blocks of a page's opening are read for the sentence, and how far into the page. */
const OPENING_BLOCKS = 4;
const OPENING_READ = 2000;
/** An index page: the one a folder opens with on a site (`README.md`, `index.md`, Hugo's `_index.md`). */
const INDEX_PAGE = /(?:^|[/\\])_?(?:readme|index)\.mdx?$/i;

/** Whether the opening of a page (its first paragraphs, before anything else) says the documentation is generated or crawled. */
export function saysPagesGenerated(blocks: readonly Block[]): boolean {
  for (let i = 0, read = 0; i < blocks.length && read < OPENING_BLOCKS && blocks[i].span.start < OPENING_READ; i++) {
    const b = blocks[i];
    if (b.kind === 'heading' || b.kind === 'marker') continue;
    read++;
    if (b.kind === 'paragraph' && (SAYS_PAGES_GENERATED.test(b.text) || SAYS_PAGES_CRAWLED.test(b.text))) return true;
  }
  return false;
}

/** Whether `path` names a folder's index page. */
export function isIndexPage(path: string): boolean {
  return INDEX_PAGE.test(path);
}

/** The cause of every finding of a page below an index that says its pages are generated. */
export const FOLDER_GENERATED: PipelineCause = {
  cause: 'this page is generated: the index page of its folder says the pages there are generated',
  remedy: "fixing the generator's source, or keeping generated pages out of the index (`ignores`)",
};

// Which site a page was written for, from its own text: for files with no site marker in reach (a folder of
// exported pages, a file opened on its own). Each site's signs are counted on the lines outside fenced code (a
// MyST directive's opening fence counts, its body is skipped as code); the site with the most wins, an earlier record on a tie.

import { SITES, type SiteId } from './siteRecords';

/** How much of a page is read for signs: bounded work per file, and enough for any page's first constructs. */
export const SIGN_WINDOW = 64 * 1024;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The site whose signs occur most often in `text` outside fenced code (its first SIGN_WINDOW units), if any. */
export function siteFromText(text: string): SiteId | undefined {
  const counts = new Map<SiteId, number>();
  let fence: string | undefined;
  for (const line of text.slice(0, SIGN_WINDOW).split('\n')) {
    const opener = FENCE.exec(line);
    if (fence !== undefined) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = undefined;
      continue;
    }
    for (const site of SITES) if (site.signs.some((sign) => sign.test(line))) counts.set(site.id, (counts.get(site.id) ?? 0) + 1);
    if (opener) fence = opener[1];
  }
  let best: SiteId | undefined;
  let bestCount = 0;
  for (const site of SITES) {
    const count = counts.get(site.id) ?? 0;
    if (count > bestCount) [best, bestCount] = [site.id, count];
  }
  return best;
}

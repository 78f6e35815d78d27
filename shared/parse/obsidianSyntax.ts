// Obsidian block syntax: a line of embeds (`![[Note]]`, `![[image.png|300]]`) pulls another note or file into
// the page, and a `%% … %%` comment (on one line, or from a line that opens it to the line that closes it) is
// hidden in reading view: an annotation, not content. Callouts (`> [!tip]- Title`) are marked on their quote
// (dialectSection.ts), wikilinks read as their text wherever plain text is made (headingPlainText.ts).

import { findClosingLine, markerMatch, type SiteMatch, type SiteScan, type SourceLine } from './siteMatch';

/** Lines that may start Obsidian block syntax (a cheap pre-test for the region). */
export const OBSIDIAN_SIGN = /^ {0,3}(?:!\[\[|%%)/m;

const EMBED_LINE = /^ {0,3}!\[\[[^[\]\n]+\]\](?:[ \t]*!\[\[[^[\]\n]+\]\])*[ \t]*$/;
const COMMENT_OPEN = /^ {0,3}%%/;

/** The Obsidian construct at line `i`, or undefined. */
export function obsidianSyntaxAt(lines: SourceLine[], i: number, scan: SiteScan): SiteMatch | undefined {
  const line = lines[i].text;
  if (EMBED_LINE.test(line)) return markerMatch(lines, i, i, { syntax: 'include', role: 'self' });
  const open = COMMENT_OPEN.exec(line);
  if (!open) return undefined;
  const rest = line.slice(open[0].length);
  const close = rest.indexOf('%%');
  if (close >= 0) return /^[ \t]*$/.test(rest.slice(close + 2)) ? markerMatch(lines, i, i, { syntax: 'directive', role: 'self', comment: true }) : undefined;
  const end = findClosingLine(lines, i, (l) => l.includes('%%'), 'comment', scan);
  return end < 0 ? undefined : markerMatch(lines, i, end, { syntax: 'directive', role: 'self', comment: true });
}

// Which site a page was written for, from its own text: for files with no site marker in reach (a folder of
// exported pages, a file opened on its own). Each site's signs are looked for outside code: not in fenced code
// (a MyST directive's opening fence counts, its body is skipped), not on lines indented as code, not in inline
// code spans. A site is shown by two lines with its signs, or by one line of its block syntax (a sign anchored at
// the line's start, not inline syntax that a sentence may mention); the site with the most such lines wins, an
// earlier record on a tie.

import { SITES, type SiteId } from './siteRecords';

/** How much of a page is read for signs: bounded work per file, and enough for any page's first constructs. */
export const SIGN_WINDOW = 64 * 1024;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DIRECTIVE_FENCE = /^ {0,3}(?:`{3,}|:{3,})\{/;
const INLINE_CODE = /`+[^`\n]*`+/g;
/** A line indented as code may be an indented code block's: no sign is read there. */
const INDENTED_CODE = /^(?: {4}|\t)/;
/** A TOML array-of-tables header (`[[menus.main]]`) shown outside a fence: configuration, not a wikilink. */
const TOML_TABLE = /^\s*\[\[[\w.-]+\]\]\s*$/;

/**
 * The signs of every site joined into one pattern per set of flags: a line none of them matches (most lines) is
 * read once instead of once per sign. A sign with a backreference keeps a pattern of its own (joining would renumber
 * its groups).
 */
const SCREENS = screensOf(SITES.flatMap((site) => site.signs));

function screensOf(signs: readonly RegExp[]): RegExp[] {
  const joined = new Map<string, string[]>();
  const alone: RegExp[] = [];
  for (const sign of signs) {
    const flags = sign.flags.replace(/[gy]/g, '');
    if (/\\[1-9]|\\k</.test(sign.source)) alone.push(new RegExp(sign.source, flags));
    else joined.set(flags, [...(joined.get(flags) ?? []), `(?:${sign.source})`]);
  }
  return [...[...joined].map(([flags, sources]) => new RegExp(sources.join('|'), flags)), ...alone];
}

/** The site whose signs `text` shows (its first SIGN_WINDOW units), if any; see the file header. */
export function siteFromText(text: string): SiteId | undefined {
  const counts = new Map<SiteId, { lines: number; leading: boolean }>();
  let fence: string | undefined;
  for (const line of text.slice(0, SIGN_WINDOW).split('\n')) {
    const opener = FENCE.exec(line);
    if (fence !== undefined) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = undefined;
      continue;
    }
    if (opener) fence = opener[1];
    if ((opener && !DIRECTIVE_FENCE.test(line)) || INDENTED_CODE.test(line) || TOML_TABLE.test(line)) continue;
    const prose = line.includes('`') && !opener ? line.replace(INLINE_CODE, '') : line;
    if (!SCREENS.some((screen) => screen.test(prose))) continue;
    for (const site of SITES) {
      for (const sign of site.signs) {
        if (!sign.test(prose)) continue;
        const count = counts.get(site.id) ?? { lines: 0, leading: false };
        count.lines++;
        count.leading ||= sign.source.startsWith('^');
        counts.set(site.id, count);
        break;
      }
    }
  }
  let best: SiteId | undefined;
  let bestLines = 0;
  for (const site of SITES) {
    const count = counts.get(site.id);
    if (count && (count.lines >= 2 || count.leading) && count.lines > bestLines) [best, bestLines] = [site.id, count.lines];
  }
  return best;
}

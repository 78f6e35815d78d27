// DocFX / Microsoft Learn block syntax: `[!INCLUDE [title](file)]` and `[!code-lang[title](file)]` lines pull
// in another file; the triple-colon extensions `:::image …:::`, `:::video …:::` (figures) and `:::code …:::`
// (code from a file) stand alone, on one line or over several; `:::zone pivot="…"`, `:::moniker range="…"`,
// `:::row:::`, `:::column:::` open a Markdown body that `:::zone-end` (`:::moniker-end`, `:::column-end:::`…)
// closes. A complex image (`type="complex"`) holds its long description up to `:::image-end:::`, and all of it
// is the figure.

import { findClosingLine, markerMatch, type SiteMatch, type SiteScan, type SourceLine } from './siteMatch';

/** Lines that may start DocFX syntax (a cheap pre-test for the region). */
/** A heading that labels one tab of a DocFX tab group (`# [.NET](#tab/dotnet)`): the tab's content follows it, at any level. */
const TAB_HEADING = /\]\(#tab\/[^)\s]+\)/;

/** Whether a heading's text is a DocFX tab label rather than a section title. */
export function isTabHeadingText(text: string): boolean {
  return TAB_HEADING.test(text.slice(0, 500));
}

export const DOCFX_SIGN = /^ {0,3}(?::::|\[!)/im;

const INCLUDE_LINE = /^ {0,3}\[!(?:INCLUDE|code-[\w+#.-]+)[ \t]*\[[^\]\n]*\]\([^)\n]*\)[ \t]*\][ \t]*$/i;
const TRIPLE_COLON = /^ {0,3}:::[ \t]*([A-Za-z][\w-]*)/;
/** Extensions that stand alone, ended by `:::` on their line or a following one. */
const SELF_CLOSING = new Set(['image', 'video', 'code']);
const ENDS_WITH_COLONS = /:::[ \t]*$/;
const COMPLEX = /\btype[ \t]*=[ \t]*["']?complex\b/;
const IMAGE_END = /^ {0,3}:::[ \t]*image-end[ \t]*:::[ \t]*$/;
/** Attribute lines of a multi-line extension are looked at up to this many (a bound on an opener left open). */
const MAX_ATTRIBUTE_LINES = 32;

/** The DocFX construct at line `i`, or undefined. */
export function docfxSyntaxAt(lines: SourceLine[], i: number, scan: SiteScan): SiteMatch | undefined {
  const line = lines[i].text;
  if (INCLUDE_LINE.test(line)) return markerMatch(lines, i, i, { syntax: 'include', role: 'self' });
  const colon = TRIPLE_COLON.exec(line);
  if (!colon) return undefined;
  const name = colon[1].toLowerCase();
  if (name.endsWith('-end')) return markerMatch(lines, i, i, { syntax: 'directive', role: 'close' });
  if (!SELF_CLOSING.has(name)) return markerMatch(lines, i, i, { syntax: 'directive', role: 'open' });
  const last = attributesEnd(lines, i, colon[0].length);
  const syntax = name === 'code' ? 'include' : 'directive';
  if (name === 'image' && COMPLEX.test(lines.slice(i, last + 1).map((l) => l.text).join(' '))) {
    const end = findClosingLine(lines, last, (l) => IMAGE_END.test(l), 'image-end', scan);
    if (end >= 0) return markerMatch(lines, i, end, { syntax, role: 'self' });
  }
  return markerMatch(lines, i, last, { syntax, role: 'self' });
}

/** The line that ends a self-closing extension's attributes with `:::` (the opener's own, or a later one before a blank line). */
function attributesEnd(lines: SourceLine[], i: number, nameEnd: number): number {
  if (ENDS_WITH_COLONS.test(lines[i].text.slice(nameEnd))) return i;
  for (let j = i + 1; j < lines.length && j <= i + MAX_ATTRIBUTE_LINES; j++) {
    const text = lines[j].text;
    if (/^[ \t]*$/.test(text)) break;
    if (ENDS_WITH_COLONS.test(text)) return j;
  }
  return i;
}

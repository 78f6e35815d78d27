// Display math as Obsidian, MyST (dollarmath, on in Jupyter Book) and mdBook's KaTeX preprocessor read it: a line that
// opens with `$$` and the next line holding `$$` (`$$ \tag{4} $$`, `$$ (label)`) enclose a formula, one opaque
// paragraph. Read as CommonMark, a line of its formula holding only `=` or `-` underlines the lines above it into a
// heading, and a `$$` … `$$` around a blank line is no formula there either, so a blank line ends the search.

import type { SiteMatch, SourceLine } from './siteMatch';

/** Lines that may open display math (a cheap pre-test for the region). */
export const DISPLAY_MATH_SIGN = /^ {0,3}\$\$/m;

const OPENER = /^ {0,3}\$\$/;

/** The display math that opens at line `i`, as one formula (a paragraph no line of which is read as Markdown), or undefined. */
export function displayMathAt(lines: SourceLine[], i: number): SiteMatch | undefined {
  const open = OPENER.exec(lines[i].text);
  if (!open || lines[i].text.includes('$$', open[0].length)) return undefined;
  for (let j = i + 1; j < lines.length; j++) {
    const text = lines[j].text;
    if (text.trim() === '') return undefined;
    if (text.includes('$$')) return { segments: [{ type: 'formula', start: lines[i].start, end: lines[j].end }], last: j };
  }
  return undefined;
}

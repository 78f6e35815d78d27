// Display math as the sites read it: a line that opens with `$$` and the next line holding `$$` (`$$ \tag{4} $$`,
// `$$ (label)`) enclose a formula, one opaque paragraph. Read as CommonMark, a line of its formula holding only `=` or
// `-` underlines the lines above it into a heading. Where math is a paragraph (MkDocs' arithmatex), a blank line ends
// the search; where it is fenced (remark-math, MyST's dollarmath, mdBook's KaTeX), an opening line of `$$` alone goes
// on over blank lines to a line that opens or closes with `$$`, within FENCED_MATH_LINES (the scan stays linear).

import type { SiteMatch, SourceLine } from './siteMatch';

/** Lines that may open display math (a cheap pre-test for the region). */
export const DISPLAY_MATH_SIGN = /^ {0,3}\$\$/m;

const OPENER = /^ {0,3}\$\$/;

/** How many lines a fenced formula's search reads past a blank line for its closing `$$`. */
const FENCED_MATH_LINES = 200;
/** A line that closes a formula after a blank line: `$$` at its start or end. */
const FENCED_CLOSER = /^\s*\$\$|\$\$\s*$/;

/** The display math that opens at line `i`, as one formula (a paragraph no line of which is read as Markdown), or undefined. */
export function displayMathAt(lines: SourceLine[], i: number, mode: 'paragraph' | 'fenced'): SiteMatch | undefined {
  const open = OPENER.exec(lines[i].text);
  if (!open || lines[i].text.includes('$$', open[0].length)) return undefined;
  const fenced = mode === 'fenced' && lines[i].text.trim() === '$$';
  let blank = false;
  for (let j = i + 1; j < lines.length && j - i <= FENCED_MATH_LINES; j++) {
    const text = lines[j].text;
    if (text.trim() === '') {
      if (!fenced) return undefined;
      blank = true;
    } else if (blank ? FENCED_CLOSER.test(text) : text.includes('$$')) return { segments: [{ type: 'formula', start: lines[i].start, end: lines[j].end }], last: j };
  }
  return undefined;
}

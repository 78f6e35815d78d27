// The one place where block syntax of documentation site families (DocFX, Obsidian, MyST, and the display math of
// the last two and mdBook) is recognised while containerLines.ts cuts a region into Markdown, markers and bodies: each
// family's recogniser is asked in turn about a line outside fenced code, before that line is read as a fence or a
// container line.

import type { DialectSyntax } from './dialect';
import { displayMathAt, DISPLAY_MATH_SIGN } from './displayMath';
import { docfxSyntaxAt, DOCFX_SIGN } from './docfxSyntax';
import { mystDirectiveAt, MYST_SIGN } from './mystDirectives';
import { obsidianSyntaxAt, OBSIDIAN_SIGN } from './obsidianSyntax';
import type { SiteMatch, SiteScan, SourceLine } from './siteMatch';

/** Whether `text` may hold site syntax of `syntax` (false means it certainly holds none). */
export function mayHoldSiteSyntax(text: string, syntax: DialectSyntax): boolean {
  return (
    (syntax.docfx && DOCFX_SIGN.test(text)) ||
    (syntax.obsidian && OBSIDIAN_SIGN.test(text)) ||
    (syntax.myst && MYST_SIGN.test(text)) ||
    (syntax.displayMath && DISPLAY_MATH_SIGN.test(text))
  );
}

/** The site syntax that begins at line `i` (outside fenced code), or undefined to read the line as usual. */
export function siteSyntaxAt(lines: SourceLine[], i: number, syntax: DialectSyntax, scan: SiteScan): SiteMatch | undefined {
  if (syntax.displayMath) {
    const math = displayMathAt(lines, i, syntax.displayMath);
    if (math) return math;
  }
  if (syntax.myst) {
    const myst = mystDirectiveAt(lines, i, scan);
    if (myst) return myst;
  }
  if (syntax.docfx) {
    const docfx = docfxSyntaxAt(lines, i, scan);
    if (docfx) return docfx;
  }
  if (syntax.obsidian) return obsidianSyntaxAt(lines, i, scan);
  return undefined;
}

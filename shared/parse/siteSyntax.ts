// The one place where block syntax of documentation site families (DocFX, Obsidian, MyST) is recognised while
// containerLines.ts cuts a region into Markdown, markers and bodies: each family's recogniser is asked in turn
// about a line outside fenced code, before that line is read as a fence or a container line.

import type { ContainerSegment } from './containerLines';
import type { DialectSyntax } from './dialect';
import { docfxSyntaxAt, DOCFX_SIGN } from './docfxSyntax';
import { mystDirectiveAt, MYST_SIGN } from './mystDirectives';
import { obsidianSyntaxAt, OBSIDIAN_SIGN } from './obsidianSyntax';

/** One line of a region: its offsets (without the line ending) and its text without a trailing `\r`. */
export interface SourceLine {
  start: number;
  end: number;
  text: string;
}

/** What a recogniser found at a line: segments in order (offsets into the region) and the last line they take. */
export interface SiteMatch {
  segments: ContainerSegment[];
  last: number;
}

/**
 * What a scan of one region learned that later lines can reuse: the line from which on a forward search for a
 * closing line (a `%%`, an `:::image-end:::`) is known to find none, so that many unclosed openers stay linear.
 */
export interface SiteScan {
  noCloseFrom: Map<string, number>;
}

export function newSiteScan(): SiteScan {
  return { noCloseFrom: new Map() };
}

/** Whether `text` may hold site syntax of `syntax` (false means it certainly holds none). */
export function mayHoldSiteSyntax(text: string, syntax: DialectSyntax): boolean {
  return (syntax.docfx && DOCFX_SIGN.test(text)) || (syntax.obsidian && OBSIDIAN_SIGN.test(text)) || (syntax.myst && MYST_SIGN.test(text));
}

/** The site syntax that begins at line `i` (outside fenced code), or undefined to read the line as usual. */
export function siteSyntaxAt(lines: SourceLine[], i: number, syntax: DialectSyntax, scan: SiteScan): SiteMatch | undefined {
  if (syntax.myst) {
    const myst = mystDirectiveAt(lines, i);
    if (myst) return myst;
  }
  if (syntax.docfx) {
    const docfx = docfxSyntaxAt(lines, i, scan);
    if (docfx) return docfx;
  }
  if (syntax.obsidian) return obsidianSyntaxAt(lines, i, scan);
  return undefined;
}

/** The first line after `i` whose text `closes`, or -1; a failed search is remembered under `key` for later openers. */
export function findClosingLine(lines: SourceLine[], i: number, closes: (line: string) => boolean, key: string, scan: SiteScan): number {
  const known = scan.noCloseFrom.get(key);
  if (known !== undefined && known <= i + 1) return -1;
  for (let j = i + 1; j < lines.length; j++) if (closes(lines[j].text)) return j;
  scan.noCloseFrom.set(key, i + 1);
  return -1;
}

/** A single marker segment spanning lines `first`..`last`. */
export function markerMatch(lines: SourceLine[], first: number, last: number, meta: Extract<ContainerSegment, { type: 'marker' }>['meta']): SiteMatch {
  return { segments: [{ type: 'marker', start: lines[first].start, end: lines[last].end, meta }], last };
}

// What a site family's block recogniser (docfxSyntax.ts, obsidianSyntax.ts, mystDirectives.ts) reads and returns:
// the lines of a region, a match of segments, and a scan's memory of closers that are not there.

import type { ContainerSegment } from './containerSegment';

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

// The Markdown items of a text parsed region by region, each region's items remembered by its text, so that
// re-chunking after an edit parses only the regions the edit touched (the whole-document micromark parse was
// most of a keystroke's time). Regions start where the project's incremental Markdown parse may cut a document
// (shared/parse/markdownSections.ts, markdownRegions.ts: every block before the cut is closed), and only at a
// line that starts in column 0 with a character that is not white space: such a line continues no list item
// (an indented heading may sit inside one), and a list's trailing blank lines stay in its region.
//
// What crosses a region's border is the document's link and footnote definitions: a reference or footnote
// call is inline content only where its label is defined anywhere in the document. Each region's own
// definitions are read from its block parse; its inline parse then sees those of the whole document, and a
// remembered region whose text holds a `[` is parsed again when the document's definitions change.

import { splitMarkdownSections } from '../../parse/markdownSections';
import { splitSectionRegions } from '../../parse/markdownRegions';
import { detachString } from '../../text/detachString';
import type { LevelRange } from './semanticRanges';

/** Normalised labels of link reference definitions and footnote definitions, as micromark records them. */
export interface Definitions {
  links: string[];
  footnotes: string[];
}

/** A region's items, offsets relative to its start, and whether its last block may go on past its end. */
export interface RegionRead {
  items: LevelRange[];
  /** A fenced code block or HTML block still open at the region's end: the region may not end there. */
  openAtEnd: boolean;
}

/** A region's block parse: its own definitions, then its inline content read with the document's definitions. */
export interface RegionParse {
  definitions: Definitions;
  read(defined: Definitions): RegionRead;
}

/** Parses one region (a text whose blocks are all closed at its end) as micromark would inside the document. */
export type RegionParser = (region: string) => RegionParse;

/** Region text remembered beyond the current document's, in UTF-16 units: a few documents' worth. */
const MEMO_CHARS = 1 << 20;

interface Remembered {
  definitions: Definitions;
  /** The key of the definitions the items were read with; '' when the region has no `[` (no label to resolve). */
  readWith: string;
  /** Items as (level, start, end) triples relative to the region's start. */
  items: Int32Array;
  openAtEnd: boolean;
  /** The call that last used it (entries of the current call are never dropped). */
  used: number;
}

/** A character that may not begin a region's first line. */
const WHITE_SPACE = /\s/;

const memo = new Map<string, Remembered>();
let memoChars = 0;
let call = 0;

/**
 * Where `text` may be cut into regions parsed on their own: section starts (ATX headings outside fences and
 * HTML blocks) and region starts inside sections, kept where the line starts with a character in column 0.
 */
export function regionStarts(text: string): number[] {
  const starts: number[] = [];
  for (const section of splitMarkdownSections(text)) {
    for (const relative of splitSectionRegions(text, section.start, section.end)) {
      const start = section.start + relative;
      if (start === 0 || !WHITE_SPACE.test(text[start] ?? ' ')) starts.push(start);
    }
  }
  return starts;
}

/**
 * The items of `text` cut at `starts` (the first 0), each region parsed by `parse` or taken from the regions
 * parsed before with the same text and definitions; in document order, offsets in `text`. Equals the items of
 * the whole text parsed as one region whenever every start is one where all blocks before it are closed; a
 * region whose last block is still open (the line tracker misread a fence) is read together with all the text
 * after it.
 */
export function regionLevels(text: string, starts: number[], parse: RegionParser): LevelRange[] {
  call++;
  let cuts = starts;
  for (;;) {
    const regions = cuts.map((start, i) => text.slice(start, i + 1 < cuts.length ? cuts[i + 1] : text.length));
    const entries = readRegions(regions, parse);
    const open = entries.findIndex((e, i) => e.openAtEnd && i + 1 < entries.length);
    if (open >= 0) {
      cuts = cuts.slice(0, open + 1);
      continue;
    }
    const out: LevelRange[] = [];
    entries.forEach((entry, i) => {
      const base = cuts[i];
      const items = entry.items;
      for (let k = 0; k < items.length; k += 3) out.push({ level: items[k], start: base + items[k + 1], end: base + items[k + 2] });
    });
    forgetOld();
    return out;
  }
}

/** Each region's remembered parse, read with the definitions of all of them (parsing the regions not remembered). */
function readRegions(regions: string[], parse: RegionParser): Remembered[] {
  const fresh = new Map<string, RegionParse>();
  const known = regions.map((region) => {
    const hit = memo.get(region);
    if (hit) {
      memo.delete(region);
      memo.set(region, hit);
      hit.used = call;
      return hit.definitions;
    }
    const parsed = fresh.get(region) ?? parse(region);
    fresh.set(region, parsed);
    return parsed.definitions;
  });
  const defined = union(known);
  const key = keyOf(defined);
  return regions.map((region) => {
    const readWith = region.includes('[') ? key : '';
    const entry = memo.get(region);
    if (entry && entry.readWith === readWith) return entry;
    const parsed = fresh.get(region) ?? parse(region);
    fresh.delete(region);
    const read = parsed.read(defined);
    return remember(region, { definitions: parsed.definitions, readWith, items: packed(read.items), openAtEnd: read.openAtEnd, used: call });
  });
}

function remember(region: string, entry: Remembered): Remembered {
  const old = memo.get(region);
  if (old) memo.delete(region);
  else memoChars += region.length;
  memo.set(old ? region : detachString(region), entry);
  return entry;
}

/** Drops the least recently used regions past MEMO_CHARS, never one of the current call. */
function forgetOld(): void {
  for (const [region, entry] of memo) {
    if (memoChars <= MEMO_CHARS || entry.used === call) return;
    memo.delete(region);
    memoChars -= region.length;
  }
}

function packed(items: LevelRange[]): Int32Array {
  const out = new Int32Array(items.length * 3);
  items.forEach((r, i) => {
    out[3 * i] = r.level;
    out[3 * i + 1] = r.start;
    out[3 * i + 2] = r.end;
  });
  return out;
}

function union(all: Definitions[]): Definitions {
  const links = new Set<string>();
  const footnotes = new Set<string>();
  for (const d of all) {
    for (const label of d.links) links.add(label);
    for (const label of d.footnotes) footnotes.add(label);
  }
  return { links: [...links].sort(), footnotes: [...footnotes].sort() };
}

/** One string per set of definitions (labels hold no line feed: micromark folds white space to one space). */
function keyOf(d: Definitions): string {
  return `${d.links.join('\n')}\n\n${d.footnotes.join('\n')}`;
}

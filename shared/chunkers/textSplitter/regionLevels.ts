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
import { isBlankLine, LineTracker } from '../../parse/lineTracker';
import { detachString } from '../../text/detachString';
import type { LevelRange } from './semanticRanges';

/** Normalised labels of link reference definitions and footnote definitions, as micromark records them. */
export interface Definitions {
  links: string[];
  footnotes: string[];
}

/**
 * Whether an item is dropped: the paragraphs of a tight list are (pulldown-cmark emits none), unless the list
 * is joined to the same list in the region before or after it (a blank line then lies inside it: it is loose).
 */
export const DROP = { never: 0, always: 1, unlessJoinedBefore: 2, unlessJoinedAfter: 3, unlessJoined: 4 } as const;

/** A list at a region's start or end, outside every other container: its item's index and its kind (bullet or delimiter). */
export interface RegionList {
  index: number;
  kind: string;
}

/** A region's items, offsets relative to its start, and whether its last block may go on past its end. */
export interface RegionRead {
  items: LevelRange[];
  /** Per item, a DROP value. */
  drop: Uint8Array;
  /** The list that starts the region, which goes on from a list of the same kind ending the region before. */
  head?: RegionList;
  /** The list that ends the region (with its blank lines), which a list of the same kind starting the next continues. */
  tail?: RegionList;
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
  drop: Uint8Array;
  head?: RegionList;
  tail?: RegionList;
  openAtEnd: boolean;
  /** The call that last used it (entries of the current call are never dropped). */
  used: number;
}

/** A list item's marker in column 0. */
const LIST_ITEM = /^(?:[-+*]|[0-9]{1,9}[.)])(?:[ \t]|\r?$)/;

/** A line indented by four columns or more (a tab among its first four characters counts as reaching them). */
const INDENTED = /^(?: {0,3}\t| {4})/;

/** A character that may not begin a region's first line. */
const WHITE_SPACE = /\s/;

const memo = new Map<string, Remembered>();
let memoChars = 0;
let call = 0;

/**
 * Where `text` may be cut into regions parsed on their own: section starts (ATX headings outside fences and
 * HTML blocks) and region starts inside sections, a start on a blank line moved to the line after the blank
 * run (a safe start, where the region splitter cuts a run), kept where the line starts with a character in column 0.
 */
export function regionStarts(text: string): number[] {
  const starts: number[] = [];
  for (const section of splitMarkdownSections(text)) {
    // Starts ascend, and in a long run of blank lines the splitter puts one every 800 characters: a start inside
    // the run walked last moves to that run's end without walking it again, so a run is read once.
    let start = section.start;
    for (const relative of splitSectionRegions(text, section.start, section.end)) {
      const at = section.start + relative;
      if (relative > 0 && at >= start) start = pastBlankLines(text, at, section.end);
      if (start === 0 || (start < section.end && start > starts[starts.length - 1] && !WHITE_SPACE.test(text[start]))) starts.push(start);
    }
  }
  return merged(starts, listItemStarts(text));
}

/**
 * Lines in column 0 that start a list item after a blank line, outside fences, HTML blocks and front matter:
 * every block before them is closed but the list they may continue, which the regions' join puts back
 * together (a long list is then parsed item by item). Not after a line indented by four columns or more: an
 * indented code block stays micromark's current construct over blank lines, and an ordered item other than
 * `1.` may not interrupt it there (the line is then paragraph text), which a region starting at the item misses.
 */
function listItemStarts(text: string): number[] {
  const starts: number[] = [];
  const tracker = new LineTracker(text);
  let previousBlank = false;
  let afterIndented = false;
  for (let at = 0; at < text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    if (at > 0 && previousBlank && !afterIndented && tracker.isClean() && LIST_ITEM.test(line)) starts.push(at);
    tracker.feed(line);
    previousBlank = isBlankLine(line);
    if (!previousBlank) afterIndented = INDENTED.test(line);
    at = end + 1;
  }
  return starts;
}

/** Two ascending lists of offsets as one, without repeats. */
function merged(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length || j < b.length; ) {
    const next = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
    if (out[out.length - 1] !== next) out.push(next);
  }
  return out;
}

/** The start of the first line at or after the line start `at` that is not blank, or `end`. */
function pastBlankLines(text: string, at: number, end: number): number {
  let line = at;
  while (line < end) {
    const next = text.indexOf('\n', line);
    if (next < 0 || !isBlankLine(text.slice(line, next))) return line;
    line = next + 1;
  }
  return end;
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
    const out = joined(entries, cuts);
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
    return remember(region, { ...read, definitions: parsed.definitions, readWith, items: packed(read.items), used: call });
  });
}

/**
 * The regions' items in document order, offsets in the text: a list that starts a region and goes on from the
 * previous region's last list (same kind) is one list with it, its range the two together and its paragraphs
 * kept, as the whole text's parse gives it.
 */
function joined(entries: Remembered[], cuts: number[]): LevelRange[] {
  const joins = entries.map((e, i) => i > 0 && e.head !== undefined && entries[i - 1].tail?.kind === e.head.kind);
  const out: LevelRange[] = [];
  let open: LevelRange | undefined;
  entries.forEach((entry, i) => {
    const before = joins[i];
    const after = joins[i + 1] === true;
    const base = cuts[i];
    const { items, drop } = entry;
    for (let k = 0; k < drop.length; k++) {
      const d = drop[k];
      const kept = d === DROP.never || (d === DROP.unlessJoinedBefore && before) || (d === DROP.unlessJoinedAfter && after) || (d === DROP.unlessJoined && (before || after));
      if (!kept) continue;
      const item = { level: items[3 * k], start: base + items[3 * k + 1], end: base + items[3 * k + 2] };
      if (before && open && k === entry.head!.index) {
        open.end = item.end;
        continue;
      }
      if (k === entry.tail?.index) open = item;
      out.push(item);
    }
    if (!entry.tail) open = undefined;
  });
  return out;
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

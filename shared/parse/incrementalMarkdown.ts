// Parses Markdown incrementally: from the previous version's sections and the new text, re-scans only the
// sections around the changed range, re-parses only regions whose text is new, and moves the blocks of
// untouched sections by the edit's offset. The result is identical to a parse from scratch (tested on long
// random edit sequences over corpus files in incrementalMarkdown.test.ts).

import { detachString } from '../text/detachString';
import type { Block, ParsedDocument, Span } from '../model/types';
import { scanSectionStarts } from './markdownSections';
import { MIN_REGION_LENGTH, splitSectionRegions } from './markdownRegions';
import type { SectionBlock, SectionCache } from './sectionBlock';
import { parseSection, toBlock } from './sectionBlocks';
import { diffTexts, type TextChange } from './textDiff';
import { unclosedJsxTags } from './unclosedJsxTags';
import { syntaxOf, type MarkdownDialect } from './dialect';
import { lastIndexAtOrBefore } from '../text/sortedSearch';
import type { DocumentText } from '../text/documentText';

interface HeadingEntry {
  level: number;
  text: string;
}

/** The open headings before a block, outermost first, with the shared path array given to blocks. */
interface HeadingStack {
  entries: readonly HeadingEntry[];
  path: string[];
}

interface ParsedRegion {
  text: string;
  /** Offset of the region in its section. */
  offset: number;
  blocks: SectionBlock[];
}

interface ParsedSection {
  start: number;
  end: number;
  regions: ParsedRegion[];
  firstBlock: number;
  stackBefore: HeadingStack;
}

/**
 * What the next version's parse needs from this one. The next version's parse consumes it: the blocks after
 * its edit are renumbered and moved in place, so a state (and its `doc`) is current only until then.
 */
export interface MarkdownParseState {
  text: DocumentText;
  minRegionLength: number;
  dialect: MarkdownDialect;
  sections: ParsedSection[];
  doc: ParsedDocument;
}

/**
 * How the blocks changed from the previous version: blocks `[0, firstBlock)` are the same objects; new
 * blocks from `newEnd` on are old blocks from `oldEnd` on with spans moved by `charDelta` (their heading
 * paths may differ unless `tailPathsKept`). Without a previous version everything changed.
 */
export interface BlockChange {
  firstBlock: number;
  oldEnd: number;
  newEnd: number;
  charDelta: number;
  /** The blocks from `newEnd` on keep their heading path arrays. */
  tailPathsKept: boolean;
}

export interface IncrementalParse {
  doc: ParsedDocument;
  state: MarkdownParseState;
  change: BlockChange;
  /** The text edit from the previous version (without one, the whole text is new). */
  textEdit: TextChange;
}

const EMPTY_STACK: HeadingStack = { entries: [], path: [] };

export interface MarkdownParseOptions {
  /** Regions are cut at the first safe line past this length (tests make it small to exercise many boundaries). */
  minRegionLength?: number;
  /** The dialect the document is read in (default: CommonMark + GFM). */
  dialect?: MarkdownDialect;
}

/**
 * Parses `text`, reusing `previous` (the state of the same document's previous version) where the edit
 * cannot have changed anything, and `memo` (parsed regions by text, of the same dialect) where a region's
 * text is known. The options of the first parse hold for the whole history; a previous state of another
 * dialect is not used.
 */
export function parseMarkdownIncremental(text: DocumentText, previous?: MarkdownParseState, memo?: SectionCache, options: MarkdownParseOptions = {}): IncrementalParse {
  const dialect = options.dialect ?? 'commonmark';
  if (!previous || previous.dialect !== dialect) {
    if (previous) memo?.clear();
    return parseFromScratch(text, memo, { minRegionLength: options.minRegionLength ?? previous?.minRegionLength ?? MIN_REGION_LENGTH, dialect });
  }
  const regionLength = previous.minRegionLength;
  const edit = diffTexts(previous.text, text);
  const oldCount = previous.doc.blocks.length;
  if (!edit) {
    const none = { start: text.length, oldEnd: text.length, newEnd: text.length };
    return { doc: previous.doc, state: previous, change: { firstBlock: oldCount, oldEnd: oldCount, newEnd: oldCount, charDelta: 0, tailPathsKept: true }, textEdit: none };
  }

  const old = previous.sections;
  const delta = edit.newEnd - edit.oldEnd;
  const k = lastIndexAtOrBefore(old, startOf, edit.start);
  const firstLineEnd = previous.text.indexOf('\n', old[k].start);
  const r = firstLineEnd >= 0 && firstLineEnd < edit.start ? k : Math.max(0, k - 1);

  let sync = -1;
  const starts = scanSectionStarts(
    text,
    old[r].start,
    (start) => {
      if (start < edit.newEnd) return false;
      sync = sectionStartingAt(old, start - delta, k);
      return sync >= 0;
    },
    syntaxOf(dialect),
  );
  if (sync >= 0) starts.pop();
  const windowEnd = sync >= 0 ? old[sync].start + delta : text.length;

  const known = new Map<string, SectionBlock[]>();
  for (let i = r; i < (sync >= 0 ? sync : old.length); i++) for (const region of old[i].regions) known.set(region.text, region.blocks);

  const blocks = previous.doc.blocks.slice(0, old[r].firstBlock);
  const sections = old.slice(0, r);
  let stack = old[r].stackBefore;
  for (let i = 0; i < starts.length; i++) {
    const end = i + 1 < starts.length ? starts[i + 1] : windowEnd;
    const section = parseNewSection(text, starts[i], end, blocks.length, stack, { minRegionLength: regionLength, dialect }, known, memo);
    sections.push(section);
    stack = appendBlocks(blocks, section, text, stack);
  }
  const newEnd = blocks.length;
  const oldEnd = sync >= 0 ? old[sync].firstBlock : oldCount;
  const tailPathsKept = sync < 0 || moveSuffix(previous, sync, { delta, indexDelta: newEnd - oldEnd }, stack, blocks, sections);

  const doc: ParsedDocument = { kind: 'markdown', text, blocks, problems: documentProblems(blocks, dialect) };
  return { doc, state: { text, minRegionLength: regionLength, dialect, sections, doc }, change: { firstBlock: old[r].firstBlock, oldEnd, newEnd, charDelta: delta, tailPathsKept }, textEdit: edit };
}

function parseFromScratch(text: DocumentText, memo: SectionCache | undefined, options: Required<MarkdownParseOptions>): IncrementalParse {
  const starts = scanSectionStarts(text, 0, undefined, syntaxOf(options.dialect));
  const used: SectionCache = new Map();
  const blocks: Block[] = [];
  const sections: ParsedSection[] = [];
  let stack = EMPTY_STACK;
  for (let i = 0; i < starts.length; i++) {
    const end = i + 1 < starts.length ? starts[i + 1] : text.length;
    const section = parseNewSection(text, starts[i], end, blocks.length, stack, options, used, memo);
    sections.push(section);
    stack = appendBlocks(blocks, section, text, stack);
  }
  if (memo) {
    memo.clear();
    for (const [k, v] of used) memo.set(k, v);
  }
  const doc: ParsedDocument = { kind: 'markdown', text, blocks, problems: documentProblems(blocks, options.dialect) };
  return { doc, state: { text, ...options, sections, doc }, change: { firstBlock: 0, oldEnd: 0, newEnd: blocks.length, charDelta: 0, tailPathsKept: true }, textEdit: { start: 0, oldEnd: 0, newEnd: text.length } };
}

/**
 * Parses one section region by region. A region's blocks come from `regionCache` (this parse's own, which every
 * region is added to, so equal regions of one section are parsed once) or `memo` (the previous parse's) before
 * any parse.
 */
function parseNewSection(
  text: DocumentText,
  start: number,
  end: number,
  firstBlock: number,
  stackBefore: HeadingStack,
  options: Required<MarkdownParseOptions>,
  regionCache: SectionCache,
  memo: SectionCache | undefined,
): ParsedSection {
  // MDX is not cut into regions: an expression or a JSX tag may hold blank lines, which the line tracker cannot see.
  const offsets = options.dialect === 'mdx' ? [0] : splitSectionRegions(text, start, end, options.minRegionLength, syntaxOf(options.dialect));
  const regions = offsets.map((offset, i) => {
    const regionText = detachString(text.slice(start + offset, i + 1 < offsets.length ? start + offsets[i + 1] : end));
    const blocks = regionCache.get(regionText) ?? memo?.get(regionText) ?? parseSection(regionText, options.dialect);
    regionCache.set(regionText, blocks);
    return { text: regionText, offset, blocks };
  });
  return { start, end, regions, firstBlock, stackBefore };
}

/** What only the whole document shows: in MDX 1, JSX tags that do not nest across its blocks (unclosedJsxTags.ts). */
function documentProblems(blocks: readonly Block[], dialect: MarkdownDialect): ParsedDocument['problems'] {
  return syntaxOf(dialect).jsxBlocks ? unclosedJsxTags(blocks) : [];
}

/** Appends a new section's blocks with heading paths; returns the heading stack after it. */
function appendBlocks(blocks: Block[], section: ParsedSection, text: DocumentText, stackBefore: HeadingStack): HeadingStack {
  let stack = stackBefore;
  for (const region of section.regions) {
    for (const b of region.blocks) {
      const block = toBlock(b, section.start + region.offset, text, blocks.length);
      stack = assignHeadingPath(block, stack);
      blocks.push(block);
    }
  }
  return stack;
}

/** Moves the old sections from `sync` on (and their blocks) by the edit, re-deriving heading paths; true when they stay. */
function moveSuffix(
  previous: MarkdownParseState,
  sync: number,
  shift: { delta: number; indexDelta: number },
  stackAtSync: HeadingStack,
  blocks: Block[],
  sections: ParsedSection[],
): boolean {
  const old = previous.sections;
  const oldBlocks = previous.doc.blocks;
  const from = old[sync].firstBlock;
  if (shift.delta === 0 && shift.indexDelta === 0 && sameStack(stackAtSync, old[sync].stackBefore)) {
    for (let i = from; i < oldBlocks.length; i++) blocks.push(oldBlocks[i]);
    for (let i = sync; i < old.length; i++) sections.push(old[i]);
    return true;
  }
  // Sections and blocks are moved in place (this state is consumed, see MarkdownParseState).
  for (let i = sync; i < old.length; i++) {
    const s = old[i];
    s.start += shift.delta;
    s.end += shift.delta;
    s.firstBlock += shift.indexDelta;
    sections.push(s);
  }
  for (let i = from; i < oldBlocks.length; i++) blocks.push(moveBlock(oldBlocks[i], i + shift.indexDelta, shift.delta));
  if (sameStack(stackAtSync, old[sync].stackBefore)) return true;
  let stack = stackAtSync;
  let next = sync;
  for (let i = from + shift.indexDelta; i < blocks.length; i++) {
    while (next < old.length && old[next].firstBlock === i) old[next++].stackBefore = stack;
    stack = assignHeadingPath(blocks[i], stack);
  }
  for (; next < old.length; next++) old[next].stackBefore = stack;
  return false;
}

/**
 * Renumbers the previous version's block `b` as `index` and moves it and its spans by `delta`, in place:
 * copying tens of thousands of blocks per keystroke is what made big documents slow. Chunks that share a span
 * object with a block are either re-made after this parse (strategies without memo), kept only before the edit
 * (resumable ones), or do not exist (sectionwise strategies own their spans).
 */
function moveBlock(b: Block, index: number, delta: number): Block {
  b.index = index;
  if (delta !== 0) {
    b.span.start += delta;
    b.span.end += delta;
    if (b.parts) moveSpans(b.parts, delta);
    if (b.nestedCode) moveSpans(b.nestedCode, delta);
  }
  return b;
}

function moveSpans(spans: Span[], delta: number): void {
  for (const p of spans) {
    p.start += delta;
    p.end += delta;
  }
}

/** Sets `block.headingPath` from the open headings; returns the stack after the block. */
function assignHeadingPath(block: Block, stack: HeadingStack): HeadingStack {
  if (block.kind !== 'heading') {
    block.headingPath = stack.path;
    return stack;
  }
  const level = block.level ?? 1;
  let keep = stack.entries.length;
  while (keep > 0 && stack.entries[keep - 1].level >= level) keep--;
  const ancestors = keep === stack.entries.length ? stack : { entries: stack.entries.slice(0, keep), path: stack.path.slice(0, keep) };
  block.headingPath = ancestors.path;
  const text = String(block.meta?.headingText ?? '');
  return { entries: [...ancestors.entries, { level, text }], path: [...ancestors.path, text] };
}

function sameStack(a: HeadingStack, b: HeadingStack): boolean {
  if (a === b) return true;
  if (a.entries.length !== b.entries.length) return false;
  return a.entries.every((e, i) => e.level === b.entries[i].level && e.text === b.entries[i].text);
}

/** Index of the section starting exactly at `offset`, searching from `from`, or -1. */
function sectionStartingAt(sections: ParsedSection[], offset: number, from: number): number {
  const i = lastIndexAtOrBefore(sections, startOf, offset);
  return i >= from && sections[i].start === offset ? i : -1;
}

function startOf(section: ParsedSection): number {
  return section.start;
}

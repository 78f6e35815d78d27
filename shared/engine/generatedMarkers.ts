// The marker comments a generating tool writes around what it includes in a hand-written page (an included snippet, a
// generated table), found once and then kept up to date edit by edit, and the generated regions between them.

import type { Block, Span } from '../model/types';
import type { BlockChange } from '../parse/incrementalMarkdown';

/** An HTML comment and its text. */
const COMMENT = /<!--([\s\S]*?)-->/g;
/**
 * The comment a tool writes before content it generates into a hand-written page: mdsnippets' `<!-- snippet: x -->` and
 * `<!-- include: x -->`, markdown-magic's `<!-- AUTO-GENERATED-CONTENT:START -->`, terraform-docs' `<!-- BEGIN_TF_DOCS -->`,
 * doctoc's `<!-- START doctoc generated TOC -->`: a start word and a word of generation, in either order.
 */
const REGION_OPEN = /^\s*(?:snippet|include)\s*:|(?:\b|_|:)(?:begin|start)(?![a-z])[\s\S]*(?:generat|_docs\b|do not (?:edit|modify|remove|change))|(?:generat|_docs\b)[\s\S]*(?:\b|_|:)(?:begin|start)(?![a-z])/i;
/** The name of a start marker (`ALL-CONTRIBUTORS-LIST` of `<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->`). */
const REGION_NAME = /^\s*([A-Za-z][\w-]*?)[:_ -]?(?:START|BEGIN)\b/i;
/**
 * The comment that closes such content: `<!-- endSnippet -->`, `<!-- endInclude -->`, `…:END`, `END_TF_DOCS`, `END doctoc
 * generated TOC`.
 */
const REGION_CLOSE = /^\s*end\s*(?:snippet|include)\s*$|(?:\b|_|:)end(?![a-z])[\s\S]*(?:generat|_docs\b)|(?:generat|_docs\b)[\s\S]*(?:\b|_|:)end(?![a-z])/i;
/** A name and END (`<!-- ALL-CONTRIBUTORS-LIST:END -->`): it closes the start marker of that name. */
const NAMED_END = /^\s*([A-Za-z][\w-]*?)[:_ -]?END\s*$/i;
/** A start marker that names its region, the start word first or last: `BEGIN:CONFIG_TABLE[shuffle]`, `BEGIN_TF_DOCS`, `TOC:START`. */
const NAMED_OPEN = /^\s*(?:(?:begin|start)[:_ -]+([A-Za-z][\w.-]*)|([A-Za-z][\w.-]*?)[:_ -]+(?:begin|start)\b)/i;
/** An end marker that names its region: `END:CONFIG_TABLE`, `END_TF_DOCS`, `TOC:END`. */
const NAMED_CLOSE = /^\s*(?:end[:_ -]+([A-Za-z][\w.-]*)|([A-Za-z][\w.-]*?)[:_ -]+end\b)\W*$/i;
/** Text that is nothing but one HTML comment after another. */
const ONLY_COMMENTS = /^\s*<!--[\s\S]*-->\s*$/;

/**
 * The start marker of an empty region a tool fills when the site is built: `text` is a start comment naming the region
 * and an end comment naming it again, with nothing between them (`<!--BEGIN:CONFIG_TABLE[shuffle]-->` then
 * `<!--END:CONFIG_TABLE-->`). The pair of names is the tool's sign, without any word of generation. Undefined otherwise.
 */
export function emptyMarkedRegion(text: string): string | undefined {
  if (!ONLY_COMMENTS.test(text)) return undefined;
  const comments = [...text.matchAll(COMMENT)].map((m) => m[1]);
  if (comments.length !== 2) return undefined;
  const open = NAMED_OPEN.exec(comments[0]);
  const close = NAMED_CLOSE.exec(comments[1]);
  if (!open || !close) return undefined;
  const name = (open[1] ?? open[2]).toLowerCase();
  return (close[1] ?? close[2]).toLowerCase() === name ? comments[0].trim() : undefined;
}

/** Marker comments are short; a longer HTML block is read no further than this. */
const MARKER_BLOCK_CHARS = 2000;

/** One marker comment of a block: where it is in the block's text, and whether it opens (else closes) generated content. */
interface Marker {
  offset: number;
  length: number;
  opens: boolean;
  /** An opening marker's name, which a closing `NAME:END` names; a closing marker's name, lower-cased. */
  name?: string;
  /** A closing marker that closes whatever is open (REGION_CLOSE), not only a start marker of its name. */
  closesAny?: boolean;
}

/** The marker comments of one version of a document, by block, so the next version reads only the blocks an edit made. */
export interface GeneratedMarkers {
  /** The blocks read. */
  blocks: readonly Block[];
  /** The blocks that hold marker comments (by index in `blocks`, in order) and their markers. */
  marked: ReadonlyArray<{ index: number; markers: readonly Marker[] }>;
}

/** The marker comments of block `b`: HTML blocks only, read no further than MARKER_BLOCK_CHARS. */
function markersOf(b: Block): Marker[] {
  if (b.kind !== 'html' || !b.text.includes('<!--')) return [];
  const markers: Marker[] = [];
  for (const m of b.text.slice(0, MARKER_BLOCK_CHARS).matchAll(COMMENT)) {
    const at = { offset: m.index ?? 0, length: m[0].length };
    if (REGION_OPEN.test(m[1])) markers.push({ ...at, opens: true, name: REGION_NAME.exec(m[1])?.[1].toLowerCase() });
    else if (REGION_CLOSE.test(m[1])) markers.push({ ...at, opens: false, closesAny: true });
    else {
      const named = NAMED_END.exec(m[1])?.[1];
      if (named) markers.push({ ...at, opens: false, name: named.toLowerCase() });
    }
  }
  return markers;
}

/**
 * The marker comments of `blocks`. Given those of the previous version's blocks and the parse's `change` from them
 * (blocks `[firstBlock, oldEnd)` became `[firstBlock, newEnd)`, the others unchanged), only the new blocks are read
 * and the blocks with markers after them are renumbered; otherwise every block is read. Equal to a reading from scratch.
 */
export function findGeneratedMarkers(blocks: readonly Block[], edit?: { change: BlockChange; before: readonly Block[] }, previous?: GeneratedMarkers): GeneratedMarkers {
  const marked: Array<{ index: number; markers: readonly Marker[] }> = [];
  const read = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const markers = markersOf(blocks[i]);
      if (markers.length) marked.push({ index: i, markers });
    }
  };
  if (!edit || previous?.blocks !== edit.before || edit.before.length !== blocks.length - edit.change.newEnd + edit.change.oldEnd) {
    read(0, blocks.length);
    return { blocks, marked };
  }
  const { firstBlock, oldEnd, newEnd } = edit.change;
  for (const m of previous.marked) if (m.index < firstBlock) marked.push(m);
  read(firstBlock, newEnd);
  for (const m of previous.marked) if (m.index >= oldEnd) marked.push({ index: m.index + newEnd - oldEnd, markers: m.markers });
  return { blocks, marked };
}

/**
 * The stretches of a page between a generating tool's opening and closing marker comments, in order: a closing marker
 * closes what is open, a `NAME:END` only a start marker of that name.
 */
export function generatedRegions({ blocks, marked }: GeneratedMarkers): Span[] {
  const regions: Span[] = [];
  let open: number | undefined;
  let openName: string | undefined;
  for (const { index, markers } of marked) {
    for (const marker of markers) {
      const at = blocks[index].span.start + marker.offset;
      if (marker.opens) {
        open = at;
        openName = marker.name;
      } else if (open !== undefined && (marker.closesAny || (marker.name !== undefined && marker.name === openName))) {
        regions.push({ start: open, end: at + marker.length });
        open = undefined;
      }
    }
  }
  return regions;
}

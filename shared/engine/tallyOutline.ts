// A document's leaf sections and how many of them hold no text of their own (an outline to fill in), counted once and then kept up to date edit by edit.

import type { Block } from '../model/types';
import type { BlockChange } from '../parse/incrementalMarkdown';
import { isContentBlock } from './blockContent';
import { isHeadingAnchor } from '../rules/headingAnchor';

/** A document's leaf sections (headings with no deeper heading right after): how many, how many hold no text of their own, and whether any holds items to fill in. */
export interface Outline {
  leaves: number;
  /** Leaf sections with no text of their own. */
  empty: number;
  /** Some section holds items to fill in. */
  fillIn: boolean;
}

/**
 * The outline of one version of a document with what each heading adds to it (a leaf, an empty one, one with items
 * to fill in), so the next version recounts only the sections an edit touched.
 */
export interface OutlineTally {
  /** The blocks counted. */
  blocks: readonly Block[];
  outline: Outline;
  /** Per block: the LEAF, EMPTY and FILL_IN bits of the section a heading opens (0 for other blocks). */
  codes: Uint8Array;
  /** Leaf sections with items to fill in (fillIn is whether there is one). */
  fillIns: number;
}

const LEAF = 1;
const EMPTY = 2;
const FILL_IN = 4;

/**
 * A list item a copy fills in: a lone `x`, `…` or `?`, or a label with nothing after its dash or colon
 * (`- [ ] x`, `1. x`, `- [ ] **A** - `), checkbox and all.
 */
const FILL_IN_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]?\][ \t]+)?(?:x|\.{3}|…|\?|(?:\*\*|__)?[^*_\n]{1,30}?(?:\*\*|__)?[ \t]*[-–:])?[ \t]*$/;
/** A list item's text without its marker and checkbox. */
const ITEM_TEXT = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]?\][ \t]+)?/;

/** The lower-case words of `text`, a trailing plural `s` dropped (`Npcs` and `npc` are one word). */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
}

/** Whether list `text` is only items a copy fills in (FILL_IN_ITEM). */
function isFillInList(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 0 && lines.every((l) => FILL_IN_ITEM.test(l));
}

/** Whether every item of list `text` only repeats words of the heading (`* npcs` under `# Npcs`): an outline's slot. */
function echoesTitle(text: string, title: Set<string>): boolean {
  return text.split('\n').filter((l) => l.trim() !== '').every((l) => {
    const words = wordsOf(l.replace(ITEM_TEXT, ''));
    return words.length > 0 && words.every((w) => title.has(w));
  });
}

/**
 * What the section the heading at `at` opens adds to the outline. Its content blocks are read up to the first one
 * that is text of its own (anything but a list of items to fill in or of the heading's words), so the bits depend
 * only on the blocks from the heading to that one, or to the next heading when there is none.
 */
function sectionCode(blocks: readonly Block[], at: number): number {
  const heading = blocks[at];
  let title: Set<string> | undefined;
  let fillIn = 0;
  let body = false;
  let j = at + 1;
  for (; j < blocks.length && blocks[j].kind !== 'heading'; j++) {
    const b = blocks[j];
    if (!isContentBlock(b) || !/\S/.test(b.text) || isHeadingAnchor(b)) continue;
    body = true;
    if (b.kind !== 'list') return LEAF | fillIn;
    if (isFillInList(b.text)) {
      fillIn = FILL_IN;
      continue;
    }
    title ??= new Set(wordsOf(heading.text.replace(/^#+/, '')));
    if (!echoesTitle(b.text, title)) return LEAF | fillIn;
  }
  const next = blocks[j];
  if (!body && next?.kind === 'heading' && (next.level ?? 1) > (heading.level ?? 1)) return 0;
  return LEAF | EMPTY | fillIn;
}

/** Adds (sign 1) or takes away (sign -1) the section with bits `code` from `tally`'s counts. */
function count(tally: { leaves: number; empty: number; fillIns: number }, code: number, sign: number): void {
  tally.leaves += sign * (code & LEAF);
  tally.empty += sign * ((code & EMPTY) >> 1);
  tally.fillIns += sign * ((code & FILL_IN) >> 2);
}

/**
 * The outline of `blocks`. Given the tally of the previous version's blocks and the parse's `change` from them
 * (blocks `[firstBlock, oldEnd)` became `[firstBlock, newEnd)`, the others unchanged), it recounts only the headings
 * in the new blocks and the one before them whose section may reach into them, so typing in a big document costs
 * what the edit touched (and a copy of one byte per block); otherwise it counts every section. Equal to a count
 * from scratch.
 */
export function tallyOutline(blocks: readonly Block[], edit?: { change: BlockChange; before: readonly Block[] }, previous?: OutlineTally): OutlineTally {
  const sums = { leaves: 0, empty: 0, fillIns: 0 };
  const codes = new Uint8Array(blocks.length);
  const recount = (i: number) => {
    count(sums, codes[i], -1);
    codes[i] = sectionCode(blocks, i);
    count(sums, codes[i], 1);
  };
  const tally = (): OutlineTally => ({ blocks, outline: { leaves: sums.leaves, empty: sums.empty, fillIn: sums.fillIns > 0 }, codes, fillIns: sums.fillIns });
  const matches = edit && previous?.blocks === edit.before && previous.codes.length === blocks.length - edit.change.newEnd + edit.change.oldEnd;
  if (!edit || !matches) {
    for (let i = 0; i < blocks.length; i++) if (blocks[i].kind === 'heading') recount(i);
    return tally();
  }
  const { firstBlock, oldEnd, newEnd } = edit.change;
  Object.assign(sums, { leaves: previous.outline.leaves, empty: previous.outline.empty, fillIns: previous.fillIns });
  for (let i = firstBlock; i < oldEnd; i++) count(sums, previous.codes[i], -1);
  codes.set(previous.codes.subarray(0, firstBlock));
  codes.set(previous.codes.subarray(oldEnd), newEnd);
  // The section before the change reaches into it unless text of its own (a content block but a list) ends it first.
  for (let i = firstBlock - 1; i >= 0; i--) {
    const b = blocks[i];
    if (b.kind === 'heading') {
      recount(i);
      break;
    }
    if (b.kind !== 'list' && isContentBlock(b) && /\S/.test(b.text)) break;
  }
  for (let i = firstBlock; i < newEnd; i++) if (blocks[i].kind === 'heading') recount(i);
  return tally();
}

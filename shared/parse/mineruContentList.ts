// Parses a MinerU `*_content_list.json` into one block per array item, each spanning the item's JSON object in
// the source, with its extracted text, page and heading level. Built on jsonc-parser, which gives the offset of
// every node and recovers from syntax errors, so one bad item never hides the others.
//
// Invariant (shared/README.md invariant 3): never throws on user input. A syntax error, a top level that is not an array, or an
// item that is not a well-typed element becomes a CK100 problem at its place; the other items are still read.

import { getNodeValue, type Node } from 'jsonc-parser';
import type { Block, ParsedDocument, Span } from '../model/types';
import { malformed, readJsonInput } from './jsonInput';
import { type MineruElement, readElement } from './mineru/readElement';

/** Element types whose `text_level` makes them headings for heading paths (seed: `heading`; real: `text`). */
const HEADING_TYPES = new Set(['text', 'heading', 'title']);

/** Parses content_list.json text. Blocks keep the item's index in the array as `meta.item`. */
export function parseMineruContentList(text: string): ParsedDocument {
  const { root, errors, problems } = readJsonInput(text, 'the content list');
  const blocks: Block[] = [];
  if (!root) {
    if (!errors.length) problems.push(malformed({ start: 0, end: text.length }, 'a content_list.json must hold a JSON array of elements; the file is empty'));
    return { kind: 'mineru', text, blocks, problems };
  }
  if (root.type !== 'array') {
    problems.push(malformed(spanOf(root), `a content_list.json must hold a JSON array of elements, got ${article(root.type)}`));
    return { kind: 'mineru', text, blocks, problems };
  }
  const headings: Array<{ level: number; text: string }> = [];
  (root.children ?? []).forEach((node, item) => {
    const read = readElement(getNodeValue(node));
    if ('error' in read) {
      problems.push(malformed(spanOf(node), `content_list item ${item}: ${read.error}`));
      return;
    }
    blocks.push(toBlock(read.element, node, item, blocks.length, headings));
  });
  return { kind: 'mineru', text, blocks, problems };
}

function toBlock(el: MineruElement, node: Node, item: number, index: number, headings: Array<{ level: number; text: string }>): Block {
  const isHeading = isHeadingElement(el);
  if (isHeading) while (headings.length && headings[headings.length - 1].level >= el.textLevel!) headings.pop();
  const block: Block = {
    index,
    kind: 'element',
    span: spanOf(node),
    text: el.text,
    headingPath: headings.map((h) => h.text),
    page: el.pageIdx,
    meta: { type: el.type, item, ...(isHeading ? { heading: true } : {}), ...(el.discarded ? { discarded: true, discardedText: el.discardedText } : {}) },
  };
  if (el.textLevel !== undefined) block.level = el.textLevel;
  if (isHeading) headings.push({ level: el.textLevel!, text: el.text });
  return block;
}

/** A heading for heading paths: a text-like element with `text_level` 1–6 and some text. */
function isHeadingElement(el: MineruElement): boolean {
  return HEADING_TYPES.has(el.type) && el.textLevel !== undefined && el.textLevel >= 1 && el.textLevel <= 6 && el.text !== '';
}

function spanOf(node: Node): Span {
  return { start: node.offset, end: node.offset + node.length };
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

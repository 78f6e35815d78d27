// Whether a heading is a letter of a page's alphabetical index (CK003): a glossary or a word list that sets each
// letter as a heading (`## A`, `## B`, … `## Z`) keeps a letter with no entries as a stop of its A–Z navigation,
// not as a section left unwritten. An empty letter loses nothing a retriever needs.

import type { Block } from '../model/types';

/** A page sets at least this many single letters as headings of one level to be an alphabetical index. */
const MIN_LETTERS = 5;
/** A heading title that is one letter, a digit, `#` or `0-9`: a stop of an A–Z index. */
const LETTER = /^(?:\p{L}|\d|#|0-9|0–9)$/u;

const letterCounts = new WeakMap<readonly Block[], Map<number, number>>();

/** How many headings of each level are single letters in `blocks` (computed once per block list). */
function lettersByLevel(blocks: readonly Block[], titleOf: (b: Block) => string): Map<number, number> {
  let counts = letterCounts.get(blocks);
  if (counts) return counts;
  counts = new Map();
  for (const b of blocks) {
    if (b.kind === 'heading' && LETTER.test(titleOf(b).trim())) counts.set(b.level ?? 1, (counts.get(b.level ?? 1) ?? 0) + 1);
  }
  letterCounts.set(blocks, counts);
  return counts;
}

/** Whether the heading `block` of `blocks` is a letter of an alphabetical index: one letter, among MIN_LETTERS of its level. */
export function isIndexLetter(blocks: readonly Block[], block: Block, titleOf: (b: Block) => string): boolean {
  return LETTER.test(titleOf(block).trim()) && (lettersByLevel(blocks, titleOf).get(block.level ?? 1) ?? 0) >= MIN_LETTERS;
}

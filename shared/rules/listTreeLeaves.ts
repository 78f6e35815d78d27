// Whether empty headings are the leaves of a map drawn with headings and lists (CK003): a page that maps a tree (a
// menu map, a site map, a feature tree) gives each branch a heading and its entries as a bulleted list of names, and
// a branch with no entries is a heading with nothing under it. Such a heading is no outline left unwritten: every
// sibling section under the same parent holds bulleted names only, no prose, steps or code, so there is no section
// to write under it.

import type { Block } from '../model/types';
import { isContentBlock } from '../engine/blockContent';

/** How many blocks on each side of an empty run are read for its siblings; a longer family is not judged. */
const SIBLING_READ = 400;
/** A list entry names something in at most this many words… */
const LABEL_WORDS = 12;
/** …and at least this share of a sibling's entries are names (a few carry a remark). */
const NAME_SHARE = 0.9;
/** The siblings with entries hold at least this many in all. */
const MIN_ENTRIES = 4;
/** A bulleted item's marker (a numbered item is a step or a question, not a branch of a map). */
const BULLET = /^[ \t]*[-*+][ \t]+/;
/** A sentence inside or at the end of an entry: prose, not a name. */
const SENTENCE = /[.!?](?:\s+[A-Z]|\s*$)/;
/** A remark in parentheses after a name (`Network (Duplicate/Shortcut to Settings > Network)`) and an ellipsis after it. */
const REMARK = /\([^()\n]*\)|\.\.\.|…/g;
/**
 * A link in an entry (`[Name](url)`, `[[page]]`, a URL): a list of links is a list of resources, where a category
 * with none is one waiting to be filled (`### 数据库` / `<!-- Waiting to add in -->`), not a leaf of a map.
 */
const LINK = /\]\(|\[\[|\]\[|https?:\/\//;

/**
 * Whether the empty headings at `run` (positions in `blocks`, all of level `level`) are leaves of a map: every
 * sibling section of their level under the same parent, on both sides, is empty or holds bulleted lists of names
 * only, and siblings with entries stand on both sides of the run. Reads at most SIBLING_READ blocks each way.
 */
export function isListTreeLeaves(blocks: readonly Block[], run: readonly number[], level: number): boolean {
  const before = siblingEntries(blocks, run[0], level, -1);
  const after = siblingEntries(blocks, run[run.length - 1], level, 1);
  return before !== undefined && after !== undefined && before > 0 && after > 0 && before + after >= MIN_ENTRIES;
}

/**
 * How many list entries the sibling sections hold from `from` in direction `step` up to the parent's bounds, or
 * undefined when one of them holds anything but bulleted names (or a deeper heading), or the bound is not reached.
 */
function siblingEntries(blocks: readonly Block[], from: number, level: number, step: 1 | -1): number | undefined {
  let entries = 0;
  for (let i = from + step, read = 0; read < SIBLING_READ; i += step, read++) {
    if (i < 0 || i >= blocks.length) return entries;
    const b = blocks[i];
    if (b.kind === 'heading') {
      const headingLevel = b.level ?? 1;
      if (headingLevel < level) return entries;
      if (headingLevel > level) return undefined;
      continue;
    }
    if (!isContentBlock(b)) continue;
    const names = namesIn(b);
    if (names === undefined) return undefined;
    entries += names;
  }
  return undefined;
}

/** How many entries the bulleted list `b` holds when NAME_SHARE of them are names without a link, else undefined. */
function namesIn(b: Block): number | undefined {
  if (b.kind !== 'list') return undefined;
  let entries = 0;
  let names = 0;
  for (const line of b.text.split('\n')) {
    if (line.trim() === '') continue;
    if (!BULLET.test(line)) return undefined;
    const entry = line.replace(BULLET, '');
    if (LINK.test(entry)) return undefined;
    const name = entry.replace(REMARK, ' ').trim();
    entries++;
    if (name.split(/\s+/).length <= LABEL_WORDS && !SENTENCE.test(name)) names++;
  }
  return names >= NAME_SHARE * entries ? entries : undefined;
}

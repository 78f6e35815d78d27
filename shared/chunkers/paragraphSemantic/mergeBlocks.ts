// Joining two blocks for HeadingGlue and LevelMerge: contents joined with "\n\n", one block's identity kept.

import { dedup, type PBlock, type PContext } from './pBlock';

/**
 * `left` followed by `right` as one block with `left`'s heading, level and parents (the main block keeps
 * its identity, and its `[part n]` suffix only, and its title-block pin), role `none`, and real tokens
 * re-measured on the joined text.
 */
export function mergePair(left: PBlock, right: PBlock, ctx: PContext): PBlock {
  const content = `${left.content}\n\n${right.content}`;
  return {
    heading: left.heading,
    parentHeadings: [...left.parentHeadings],
    level: left.level,
    paras: [...left.paras, ...right.paras],
    content,
    tokens: ctx.tokenizer.count(content),
    role: 'none',
    blockIds: dedup([...left.blockIds, ...right.blockIds]),
    notes: [...left.notes, ...right.notes],
    ...(left.titleBlock ? { titleBlock: true } : {}),
  };
}

// HeadingBlocks (spec §3.1): every usable `type == "content"` line is one basic block, its paragraphs being
// the non-blank lines of its text. The parser found the headings; nothing here scans the body for them.

import type { ParsedDocument } from '../../model/types';
import { newBlock, type Para, type PBlock, type PContext } from './pBlock';
import { isTableParagraph } from './tableMarkup';

/**
 * The basic blocks of a parsed .blocks.jsonl; a line whose content is blank is dropped, as the reference does.
 * A title block (`is_title_block: true`) keeps its level (0) and is pinned (see PBlock.titleBlock).
 */
export function headingBlocks(doc: ParsedDocument, ctx: PContext): PBlock[] {
  const out: PBlock[] = [];
  for (const block of doc.blocks) {
    if (block.kind !== 'content' || !block.text.trim()) continue;
    const paras: Para[] = block.text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({ text: line, isTable: isTableParagraph(line), span: block.span, block: block.index }));
    const meta = block.meta ?? {};
    const blockid = typeof meta.blockid === 'string' ? meta.blockid : undefined;
    const base = {
      heading: typeof meta.heading === 'string' ? meta.heading : '',
      parentHeadings: Array.isArray(meta.parentHeadings) ? (meta.parentHeadings as string[]) : [],
      level: block.level ?? 1,
      blockIds: blockid ? [blockid] : [],
    };
    const basic = newBlock(base, paras, 'none', ctx);
    if (meta.isTitleBlock === true) basic.titleBlock = true;
    out.push(basic);
  }
  return out;
}

// The check shared by CK005 and CK006: a block of one kind whose text went into several chunks.

import type { Block, BlockKind } from '../model';
import { chunkNumber } from './chunkNumbers';
import { chunkSpanIndexOf } from './chunkSpans';
import type { Rule } from './types';

/** Reports each block of `kind` that two or more chunks hold part of; `describe` names it ("Table of 3 rows"). */
export function checkSplitBlocks(kind: BlockKind, describe: (block: Block) => string): Rule['check'] {
  return ({ chunks, doc }, report) => {
    const index = chunkSpanIndexOf(chunks);
    for (const block of doc.blocks) {
      if (block.kind !== kind) continue;
      const covering = index.chunksIntersecting(block.span);
      if (covering.length < 2) continue;
      report({
        span: { ...block.span },
        chunkIndex: covering[0],
        message: `${describe(block)} is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`,
      });
    }
  };
}

// CK005: a table split across chunks. Informational: Spec v1 splits tables over the cap by rows and repeats the
// header, but a reader of one slice still misses the other rows.

import { chunkSpanIndexOf } from './chunkSpans';
import type { Rule } from './types';

export const tableSplit: Rule = {
  id: 'CK005',
  names: ['split-table'],
  tags: ['split', 'table'],
  defaultSeverity: 'info',
  description: 'A table is split across several chunks',
  check: ({ chunks, doc }, report) => {
    const index = chunkSpanIndexOf(chunks);
    for (const block of doc.blocks) {
      if (block.kind !== 'table') continue;
      const covering = index.chunksIntersecting(block.span);
      if (covering.length < 2) continue;
      const rows = Math.max(0, (block.parts?.length ?? 1) - 1);
      report({
        span: { ...block.span },
        chunkIndex: covering[0],
        message: `Table of ${rows} rows is split across ${covering.length} chunks (${covering[0] + 1}–${covering[covering.length - 1] + 1})`,
      });
    }
  },
};

// CK006: a code block split across chunks: each part is retrieved without the rest of the code.

import { chunkSpanIndexOf } from './chunkSpans';
import type { Rule } from './types';

export const codeFenceSplit: Rule = {
  id: 'CK006',
  names: ['split-code-fence'],
  tags: ['split', 'code'],
  defaultSeverity: 'warning',
  description: 'A code block is split across several chunks',
  check: ({ chunks, doc }, report) => {
    const index = chunkSpanIndexOf(chunks);
    for (const block of doc.blocks) {
      if (block.kind !== 'code') continue;
      const covering = index.chunksIntersecting(block.span);
      if (covering.length < 2) continue;
      const lines = block.text.split('\n').length;
      report({
        span: { ...block.span },
        chunkIndex: covering[0],
        message: `Code block of ${lines} lines is split across ${covering.length} chunks (${covering[0] + 1}–${covering[covering.length - 1] + 1})`,
      });
    }
  },
};

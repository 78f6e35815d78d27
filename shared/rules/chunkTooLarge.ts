// CK001: a chunk over its strategy's hard token cap.

import type { Rule } from './types';

export const chunkTooLarge: Rule = {
  id: 'CK001',
  names: ['chunk-too-large'],
  tags: ['size'],
  defaultSeverity: 'warning',
  description: 'A chunk has more tokens than the hard cap of its strategy',
  check: ({ chunks, budgets }, report) => {
    const max = budgets.maxTokens;
    if (max === undefined) return;
    for (const c of chunks) {
      if (c.tokens > max) {
        report({
          span: c.spans.find((s) => !s.overlap) ?? c.spans[0],
          chunkIndex: c.index,
          message: `Chunk ${c.index + 1} has ${c.tokens} tokens [Expected: ≤ ${max}]`,
        });
      }
    }
  },
};

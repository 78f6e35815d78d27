// CK001: a chunk over its strategy's hard cap: the token cap checked here, or a cap in other units (MinerU's
// characters) that the strategy itself measured and returned as a CK001 problem.

import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule } from './types';

export const chunkTooLarge: Rule = {
  id: 'CK001',
  names: ['chunk-too-large'],
  tags: ['size'],
  defaultSeverity: 'warning',
  description: 'A chunk is larger than the hard cap of its strategy',
  renumber: renumberLeadingChunk,
  check: ({ chunks, budgets, problems }, report) => {
    for (const p of problems) if (p.code === 'CK001') report({ span: p.span, message: p.message, severity: p.severity });
    const max = budgets.maxTokens;
    if (max === undefined) return;
    for (const c of chunks) {
      if (c.tokens > max) {
        report({
          span: c.spans.find((s) => !s.overlap) ?? c.spans[0],
          chunkIndex: c.index,
          message: `Chunk ${chunkNumber(c.index)} has ${c.tokens} tokens [Expected: ≤ ${max}]`,
        });
      }
    }
  },
};

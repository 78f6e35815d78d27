// CK002: a chunk under the strategy's minimum size (Spec v1 §10), except the last chunk of a section and a lone
// table, list or code chunk, which the spec allows to be small.

import { anyBetween, headingOffsets, ownSpans, reportSpanOf } from './chunkSpans';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule } from './types';

const EXEMPT_TYPES = new Set(['table', 'list', 'code']);

export const chunkTooSmall: Rule = {
  id: 'CK002',
  names: ['chunk-too-small'],
  tags: ['size'],
  defaultSeverity: 'warning',
  description: 'A chunk has fewer tokens than the minimum of its strategy (the last chunk of a section and a lone table, list or code chunk are exempt)',
  renumber: renumberLeadingChunk,
  check: ({ chunks, budgets, doc }, report) => {
    const min = budgets.minTokens;
    if (min === undefined) return;
    const headings = headingOffsets(doc.blocks);
    chunks.forEach((c, i) => {
      if (c.tokens >= min || EXEMPT_TYPES.has(c.type)) return;
      const next = chunks[i + 1];
      const own = ownSpans(c);
      const nextOwn = next ? ownSpans(next) : [];
      if (!next || !own.length || !nextOwn.length) return;
      if (anyBetween(headings, own[own.length - 1].end, nextOwn[0].start)) return;
      report({ span: reportSpanOf(c), chunkIndex: c.index, message: `Chunk ${chunkNumber(c.index)} has ${c.tokens} tokens [Expected: ≥ ${min}, or the last chunk of its section]` });
    });
  },
};

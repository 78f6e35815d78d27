// CK005: a table split across chunks. Informational: Spec v1 splits tables over the cap by rows and repeats the
// header, but a reader of one slice still misses the other rows.

import { renumberChunkRange } from './chunkNumbers';
import { checkSplitBlocks } from './splitBlocks';
import type { Rule } from './types';

export const tableSplit: Rule = {
  id: 'CK005',
  names: ['split-table'],
  tags: ['split', 'table'],
  defaultSeverity: 'info',
  description: 'A table is split across several chunks',
  renumber: renumberChunkRange,
  check: checkSplitBlocks('table', (block) => `Table of ${Math.max(0, (block.parts?.length ?? 1) - 1)} rows`),
};

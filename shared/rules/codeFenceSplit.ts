// CK006: a code block split across chunks: each part is retrieved without the rest of the code.

import { renumberChunkRange } from './chunkNumbers';
import { checkSplitBlocks } from './splitBlocks';
import type { Rule } from './types';

export const codeFenceSplit: Rule = {
  id: 'CK006',
  names: ['split-code-fence'],
  tags: ['split', 'code'],
  defaultSeverity: 'warning',
  description: 'A code block is split across several chunks',
  renumber: renumberChunkRange,
  check: checkSplitBlocks('code', (block) => `Code block of ${block.text.split('\n').length} lines`),
};

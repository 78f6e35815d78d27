// CK006: a code block split across chunks, at the top level or inside a list item or block quote (MDX steps
// wrap most code in lists): each part is retrieved without the rest of the code.

import { renumberChunkRange } from './chunkNumbers';
import { checkSplitBlocks } from './splitBlocks';
import type { Rule } from './types';

function lineCount(text: string): number {
  return text.split('\n').length;
}

export const codeFenceSplit: Rule = {
  id: 'CK006',
  names: ['split-code-fence'],
  tags: ['split', 'code'],
  defaultSeverity: 'warning',
  description: 'A code block is split across several chunks',
  renumber: renumberChunkRange,
  check: checkSplitBlocks('code', (block) => `Code block of ${lineCount(block.text)} lines`, {
    spansOf: (block) => block.nestedCode,
    describe: (text) => `Code block of ${lineCount(text)} lines (in a ${'list item or quote'})`,
  }),
};

// CK004: a chunk whose own content is only heading text, for strategies whose chunks include headings: it
// embeds a title with nothing to retrieve.

import { isContentBlock } from '../engine/blockContent';
import { blocksInSourceOrder, forBlocksIntersecting, ownSpans, reportSpanOf } from './chunkSpans';
import type { Block } from '../model/types';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule } from './types';

export const headingOnlyChunk: Rule = {
  id: 'CK004',
  names: ['heading-only-chunk'],
  tags: ['structure', 'heading'],
  defaultSeverity: 'warning',
  description: 'A chunk holds only heading text and no content',
  renumber: renumberLeadingChunk,
  check: ({ chunks, doc }, report) => {
    const blocks = blocksInSourceOrder(doc.blocks);
    let headings = 0;
    let content = 0;
    const count = (b: Block) => {
      if (b.kind === 'heading') headings++;
      else if (isContentBlock(b)) content++;
    };
    for (const c of chunks) {
      headings = 0;
      content = 0;
      for (const span of ownSpans(c)) forBlocksIntersecting(blocks, span.start, span.end, count);
      if (headings > 0 && content === 0) {
        report({ span: reportSpanOf(c), chunkIndex: c.index, message: `Chunk ${chunkNumber(c.index)} holds only heading text (${headings} heading${headings > 1 ? 's' : ''}, no content)` });
      }
    }
  },
};

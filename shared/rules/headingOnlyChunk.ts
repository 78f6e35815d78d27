// CK004: a chunk whose own content is only heading text, for strategies whose chunks include headings: it
// embeds a title with nothing to retrieve.

import { isContentBlock } from '../blockContent';
import { blocksIntersecting, ownSpans, reportSpanOf } from './chunkSpans';
import type { Rule } from './types';

export const headingOnlyChunk: Rule = {
  id: 'CK004',
  names: ['heading-only-chunk'],
  tags: ['structure', 'heading'],
  defaultSeverity: 'warning',
  description: 'A chunk holds only heading text and no content',
  check: ({ chunks, doc }, report) => {
    const blocks = [...doc.blocks].sort((a, b) => a.span.start - b.span.start);
    for (const c of chunks) {
      let headings = 0;
      let content = 0;
      for (const span of ownSpans(c)) {
        for (const b of blocksIntersecting(blocks, span.start, span.end)) {
          if (b.kind === 'heading') headings++;
          else if (isContentBlock(b)) content++;
        }
      }
      if (headings > 0 && content === 0) {
        report({ span: reportSpanOf(c), chunkIndex: c.index, message: `Chunk ${c.index + 1} holds only heading text (${headings} heading${headings > 1 ? 's' : ''}, no content)` });
      }
    }
  },
};

// CK003: a heading with no content of its own before the next heading of the same or a higher level (a deeper
// heading right after it is its content's start, so that is not orphan). Such a heading only lives on in the
// headings_path of others, or nowhere.

import { isContentBlock } from '../blockContent';
import type { Rule } from './types';

export const orphanHeading: Rule = {
  id: 'CK003',
  names: ['orphan-heading'],
  tags: ['structure', 'heading'],
  defaultSeverity: 'warning',
  description: 'A heading has no content of its own before the next heading of the same or a higher level',
  check: ({ doc }, report) => {
    const blocks = doc.blocks;
    blocks.forEach((block, i) => {
      if (block.kind !== 'heading') return;
      const level = block.level ?? 1;
      for (let j = i + 1; j < blocks.length; j++) {
        const next = blocks[j];
        if (next.kind === 'heading') {
          if ((next.level ?? 1) > level) return;
          break;
        }
        if (isContentBlock(next) && /\S/.test(next.text)) return;
      }
      const text = String(block.meta?.headingText ?? block.text.trim());
      report({ span: { ...block.span }, message: `Heading "${text}" has no content before the next heading of the same or a higher level` });
    });
  },
};

// What counts as content in a document: everything but headings (metadata, kept in heading paths), thematic
// breaks (boundaries), front matter, HTML, MDX and template comments and kramdown attribute lists (metadata and
// annotations). Chunkers and rules agree here.

import type { Block } from '../model/types';

/** Whether a block is content that some chunk must carry. */
export function isContentBlock(block: Block): boolean {
  switch (block.kind) {
    case 'heading':
    case 'thematicBreak':
    case 'frontMatter':
      return false;
    case 'html':
      return block.meta?.comment !== true;
    case 'marker':
      return block.meta?.comment !== true && block.meta?.syntax !== 'attributes';
    default:
      return true;
  }
}

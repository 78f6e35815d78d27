// CK003: a heading with no content of its own before the next heading of the same or a higher level (a deeper
// heading right after it is its content's start, so that is not orphan). Such a heading only lives on in the
// headings_path of others, or nowhere. A heading that renders a line of the code block just above it (a syntax
// demo) is an example, not an orphan; so is an MkDocs autodoc heading (`## ::: module`), which mkdocstrings fills
// from the code; and a document with no content at all (an index page a site generator fills) has no section a
// reader could land in.

import { isContentBlock } from '../blockContent';
import type { Block } from '../model';
import type { Rule } from './types';

/** Blocks looked back over for the code block a heading may render. */
const DEMO_LOOKBACK = 8;

/**
 * Whether the heading at `i` repeats a line of a code block shortly above it: documentation about Markdown
 * shows the source of a heading in a code block and then the heading itself, as it renders. Such a heading is
 * an example, not a section anyone can give content to.
 */
function rendersCodeAbove(blocks: readonly Block[], i: number): boolean {
  const line = blocks[i].text.trim();
  for (let j = i - 1; j >= 0 && j >= i - DEMO_LOOKBACK; j--) {
    const b = blocks[j];
    if (b.kind === 'code') return b.text.split('\n').some((l) => l.trim() === line);
    // Only back over the example's own headings (empty, same level): never into another section.
    if (b.kind === 'heading' && (b.level !== blocks[i].level || blocks[j + 1].kind !== 'heading')) return false;
  }
  return false;
}

export const orphanHeading: Rule = {
  id: 'CK003',
  names: ['orphan-heading'],
  tags: ['structure', 'heading'],
  defaultSeverity: 'warning',
  description: 'A heading has no content of its own before the next heading of the same or a higher level',
  check: ({ doc }, report) => {
    const blocks = doc.blocks;
    // A document without any content makes no chunk, so no search can find an empty section in it: a site's
    // index page whose list the generator writes (a blog index, a book part's page) is not an orphan.
    if (!blocks.some((b) => b.kind !== 'heading' && isContentBlock(b) && /\S/.test(b.text))) return;
    blocks.forEach((block, i) => {
      // mkdocstrings fills an autodoc heading (`## ::: package.module`) with the object's documentation.
      if (block.kind !== 'heading' || block.meta?.autodoc !== undefined) return;
      const level = block.level ?? 1;
      for (let j = i + 1; j < blocks.length; j++) {
        const next = blocks[j];
        if (next.kind === 'heading') {
          if ((next.level ?? 1) > level) return;
          break;
        }
        if (isContentBlock(next) && /\S/.test(next.text)) return;
      }
      if (rendersCodeAbove(blocks, i)) return;
      const text = String(block.meta?.headingText ?? block.text.trim());
      report({ span: { ...block.span }, message: `Heading "${text}" has no content before the next heading of the same or a higher level` });
    });
  },
};

// A heading line with no text (`## ` alone, as exported meeting notes and pasted pages leave them): it opens a section
// without a title, so any chunk of that section ends its heading path in an empty title where a title would name it.
// CK003 reports it on its line (a run of them, block after block, once); a generated or clipped page's lines go to the
// summary with the page. One that ends the page touches no chunk, and only the rendered page shows it (an empty heading
// left at the end of exported or generated pages): the message says so. In MkDocs, an empty `#` that is the page's
// first heading is how a landing page keeps Material from writing the page's title over it: a choice of how the page
// looks, not a title left out (hidesPageTitle).

import type { Block } from '../model/types';

/** An ATX heading with no text: its marks alone, or with closing marks (`## `, `### ##`). */
const UNTITLED_ATX = /^ {0,3}#{1,6}(?:[ \t]+#*)?[ \t]*$/;

/** How the message of a finding on heading lines with no text opens (untitledHeadingMessage): the census reads it. */
export const UNTITLED_LINES = /^(?:Heading line "#+" has no text|\d+ heading lines with no text in a row)/;

/** Whether `block` is a heading line with no text. */
export function isUntitledHeading(block: Block | undefined): boolean {
  return block?.kind === 'heading' && UNTITLED_ATX.test(block.text);
}

/**
 * The finding's message for a heading with no text; `runLength` counts the untitled heading lines in a row it opens
 * (a writer's vertical spacers), which one finding names together, and `endsPage` says that nothing follows them.
 */
export function untitledHeadingMessage(block: Block, runLength = 1, endsPage = false): string {
  const marks = /#+/.exec(block.text)?.[0] ?? '#';
  if (endsPage) {
    const lines = runLength > 1 ? `${runLength} heading lines with no text in a row, from "${marks}" on, end` : `Heading line "${marks}" has no text and ends`;
    return `${lines} the page, under no chunk: the rendered page shows an empty heading there (remove ${runLength > 1 ? 'the lines' : 'the line'})`;
  }
  if (runLength > 1) {
    return `${runLength} heading lines with no text in a row, from "${marks}" on: each opens a section without a title, so the chunks after them end their heading path in an empty title (remove the lines, or write a title)`;
  }
  return `Heading line "${marks}" has no text: any chunk of its section ends its heading path in an empty title, where a title would name it (write its title, or remove the line)`;
}

/** Whether `block` is an empty `#` that the MkDocs parser marked (dialectSection.ts) and the first heading of the page `pageBlocks`. */
export function hidesPageTitle(block: Block, pageBlocks: readonly Block[]): boolean {
  return block.meta?.hidesPageTitle === true && pageBlocks.find((b) => b.kind === 'heading')?.span.start === block.span.start;
}

/** The index of the last heading with no text in the run of such headings, block after block, that opens at `i`. */
export function untitledRunEnd(blocks: readonly Block[], i: number): number {
  let last = i;
  while (isUntitledHeading(blocks[last + 1])) last++;
  return last;
}

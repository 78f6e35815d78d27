// A heading line with no text (`## ` alone, as exported meeting notes and pasted pages leave them): it opens a section
// without a title, so any chunk of that section ends its heading path in an empty title where a title would name it.
// CK003 reports it on its line; a generated or clipped page's lines go to the summary with the page.

import type { Block } from '../model/types';

/** An ATX heading with no text: its marks alone, or with closing marks (`## `, `### ##`). */
const UNTITLED_ATX = /^ {0,3}#{1,6}(?:[ \t]+#*)?[ \t]*$/;

/** The finding's message for a heading with no text, or undefined for a heading with a title (or any other block). */
export function untitledHeadingMessage(block: Block): string | undefined {
  if (block.kind !== 'heading' || !UNTITLED_ATX.test(block.text)) return undefined;
  const marks = /#+/.exec(block.text)?.[0] ?? '#';
  return `Heading line "${marks}" has no text: any chunk of its section ends its heading path in an empty title, where a title would name it (write its title, or remove the line)`;
}

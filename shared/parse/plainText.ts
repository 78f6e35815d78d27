// Parses plain text into paragraph blocks separated by blank lines; the input of text-only strategies.

import type { Block, ParsedDocument } from '../model/types';

export function parsePlainText(text: string): ParsedDocument {
  const blocks: Block[] = [];
  const paragraph = /[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*/g;
  for (let m = paragraph.exec(text); m; m = paragraph.exec(text)) {
    const span = { start: m.index, end: m.index + m[0].length };
    blocks.push({ index: blocks.length, kind: 'paragraph', span, text: m[0], headingPath: [] });
  }
  return { kind: 'text', text, blocks, problems: [] };
}

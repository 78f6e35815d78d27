// Test helper: the text a library strategy leaves out by design, blanked out of a document before checking that
// every other letter and digit is in some chunk (docs/strategies/chonkie-table.md, mastra-semantic-markdown.md).

import { parseMarkdown } from '../../shared/chunkers/chonkie/markdownChef';

/**
 * `text` as chonkie-table keeps it: without the fenced code blocks and images chonkie's MarkdownChef sets apart
 * (chunk_document does not return them) and without the tables of fewer than three lines it cannot cut.
 */
export function keptByChonkieTable(text: string): string {
  const doc = parseMarkdown(text);
  const chars = text.split('');
  const blank = (start: number, end: number) => chars.fill(' ', start, end);
  for (const r of [...doc.code, ...doc.images]) blank(r.start, r.end);
  for (const t of doc.tables) if (text.slice(t.start, t.end).trim().split('\n').length < 3) blank(t.start, t.end);
  return chars.join('');
}

/** `text` without its ATX heading lines: Mastra rewrites headings and drops a last one with no text after it. */
export function keptByMastraSemanticMarkdown(text: string): string {
  return text.replace(/(^|\n)#{1,6}[ \t][^\n]*/g, ' ');
}

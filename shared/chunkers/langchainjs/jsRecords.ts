// The records LangChain.js's `createDocuments` returns: `Document {pageContent, metadata: {loc: {lines}}}`,
// the line numbers found by searching each chunk's text after the previous chunk's start, as the package does.

import type { LangchainDocument } from '../langchain/langchainStrategy';

/** `{pageContent, metadata: {loc: {lines: {from, to}}}}` per document (1-based lines). */
export function jsRecords(docs: readonly LangchainDocument[], text: string): Array<Record<string, unknown>> {
  let line = 1;
  let previous: string | undefined;
  let previousAt = -1;
  return docs.map((d) => {
    const chunk = d.content.text;
    const at = text.indexOf(chunk, previousAt + 1);
    if (previous === undefined) line += newLines(text, 0, at);
    else {
      const previousEnd = previousAt + previous.length;
      if (previousEnd < at) line += newLines(text, previousEnd, at);
      else if (previousEnd > at) line -= newLines(text, at, previousEnd);
    }
    const count = newLines(chunk, 0, chunk.length);
    const record = { pageContent: chunk, metadata: { loc: { lines: { from: line, to: line + count } } } };
    line += count;
    previous = chunk;
    previousAt = at;
    return record;
  });
}

/** `numberOfNewLines(text, start, end)`: "\n" in `text.slice(start, end)` (negative ends count from the end, as slice does). */
function newLines(text: string, start: number, end: number): number {
  const slice = text.slice(start, end);
  let n = 0;
  for (let i = slice.indexOf('\n'); i !== -1; i = slice.indexOf('\n', i + 1)) n++;
  return n;
}

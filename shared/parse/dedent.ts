// Removes one level of container indentation (four columns) from every line of an indented body, and maps
// offsets of the dedented text back to the source, so that blocks parsed from the body keep exact spans.

import { lastNumberAtOrBefore } from '../text/sortedSearch';

export interface Dedented {
  text: string;
  /** The source offset of dedented offset `offset` (`offset` is relative to the dedented text). */
  toSource(offset: number): number;
}

/** Four columns of leading whitespace removed from each line of `source` (fewer where a line has fewer). */
export function dedentBody(source: string, columns = 4): Dedented {
  const sourceStarts: number[] = [];
  const targetStarts: number[] = [];
  const pieces: string[] = [];
  let target = 0;
  for (let start = 0; start <= source.length; ) {
    const newline = source.indexOf('\n', start);
    const end = newline < 0 ? source.length : newline + 1;
    let removed = 0;
    let column = 0;
    while (start + removed < end && column < columns) {
      const c = source[start + removed];
      if (c === ' ') column++;
      else if (c === '\t') column += 4 - (column % 4);
      else break;
      removed++;
    }
    sourceStarts.push(start + removed);
    targetStarts.push(target);
    const kept = source.slice(start + removed, end);
    pieces.push(kept);
    target += kept.length;
    if (newline < 0) break;
    start = end;
  }
  return {
    text: pieces.join(''),
    toSource: (offset) => {
      const line = lastNumberAtOrBefore(targetStarts, offset);
      return sourceStarts[line] + (offset - targetStarts[line]);
    },
  };
}

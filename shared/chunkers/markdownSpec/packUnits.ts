// Shared by the splitters: pack units (sentences, rows, items, lines ...) greedily towards the target under
// the cap, and find the line spans of a block.

import type { Span } from '../../model/types';
import type { DocumentText } from '../../text/documentText';

/** How a unit is separated from the unit before it: a natural boundary, or a hard word/character cut. */
export type Cut = 'natural' | 'word' | 'character';

export interface Unit extends Span {
  tokens: number;
  cutBefore: Cut;
}

/**
 * Packs units in order: a group takes the next unit while its estimated size stays within `budget` and it is
 * still below `target`. `measure` gives the exact token count of a group's final text; a group that measures
 * over `budget` gives its last units to the next group.
 */
export function packUnits(units: Unit[], budget: number, target: number, measure: (group: Unit[]) => number): Unit[][] {
  const groups: Unit[][] = [];
  let current: Unit[] = [];
  let estimate = 0;
  const close = (): Unit[] => {
    const carry: Unit[] = [];
    while (current.length > 1 && measure(current) > budget) carry.unshift(current.pop()!);
    groups.push(current);
    return carry;
  };
  let i = 0;
  while (i < units.length) {
    const unit = units[i];
    if (current.length && (estimate + unit.tokens + 1 > budget || estimate >= target)) {
      const carry = close();
      current = carry;
      estimate = carry.reduce((n, u) => n + u.tokens + 1, 0);
      continue;
    }
    current.push(unit);
    estimate += unit.tokens + 1;
    i++;
  }
  while (current.length) current = close();
  return groups;
}

/** The spans of the non-blank lines inside `span`, without line terminators. */
export function lineSpans(text: DocumentText, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  while (start < span.end) {
    let end = text.indexOf('\n', start);
    if (end < 0 || end > span.end) end = span.end;
    let lineEnd = end;
    if (lineEnd > start && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    if (text.slice(start, lineEnd).trim()) out.push({ start, end: lineEnd });
    start = end + 1;
  }
  return out;
}

/** The line start at or before `offset`. */
export function lineStartOf(text: DocumentText, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

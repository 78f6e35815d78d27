// Text that a library produced, with the way back to where each of its characters came from in a base text.

import type { SourceSpan } from '../../model';

/** `text[from, to)` equals `base[at, at + to - from)`, or was inserted by the library when `at` is undefined. */
export interface Segment {
  from: number;
  to: number;
  at?: number;
}

/** A string and its segments, in order, covering it without gaps. */
export interface MappedText {
  text: string;
  segments: Segment[];
}

/** The base text itself (offset `at` of a larger base, when given): one exact segment. */
export function wholeText(text: string, at = 0): MappedText {
  return { text, segments: text ? [{ from: 0, to: text.length, at }] : [] };
}

/** Text the library wrote that comes from nowhere in the base (a separator it re-inserted, a line break it joined with). */
export function insertedText(text: string): MappedText {
  return { text, segments: text ? [{ from: 0, to: text.length }] : [] };
}

/** `m.text.slice(start, end)` with its segments. */
export function sliceMapped(m: MappedText, start: number, end: number): MappedText {
  const segments: Segment[] = [];
  for (const seg of m.segments) {
    if (seg.to <= start) continue;
    if (seg.from >= end) break;
    const from = Math.max(seg.from, start);
    const to = Math.min(seg.to, end);
    if (to <= from) continue;
    const cut: Segment = { from: from - start, to: to - start };
    if (seg.at !== undefined) cut.at = seg.at + from - seg.from;
    segments.push(cut);
  }
  return { text: m.text.slice(start, end), segments };
}

/** The concatenation of `parts`, segments joined where they continue each other. */
export function concatMapped(parts: readonly MappedText[]): MappedText {
  const segments: Segment[] = [];
  let text = '';
  for (const part of parts) {
    for (const seg of part.segments) {
      const next: Segment = { from: seg.from + text.length, to: seg.to + text.length };
      if (seg.at !== undefined) next.at = seg.at;
      const last = segments[segments.length - 1];
      if (last && last.to === next.from && continues(last, next)) last.to = next.to;
      else segments.push(next);
    }
    text += part.text;
  }
  return { text, segments };
}

/** The base ranges the text comes from, in order (inserted text has none). */
export function spansOf(m: MappedText): SourceSpan[] {
  const spans: SourceSpan[] = [];
  for (const seg of m.segments) {
    if (seg.at === undefined) continue;
    const last = spans[spans.length - 1];
    if (last && last.end === seg.at) last.end = seg.at + seg.to - seg.from;
    else spans.push({ start: seg.at, end: seg.at + seg.to - seg.from });
  }
  return spans;
}

/** Whether the text is one stretch of the base, character for character. */
export function isExact(m: MappedText): boolean {
  return m.segments.length === 1 && m.segments[0].at !== undefined;
}

function continues(a: Segment, b: Segment): boolean {
  if (a.at === undefined || b.at === undefined) return a.at === b.at;
  return a.at + (a.to - a.from) === b.at;
}

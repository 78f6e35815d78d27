// Text that a library produced, with the way back to where each of its characters came from in a base text.

import type { SourceSpan } from '../model/types';

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
  appendSlice(segments, 0, m.segments, firstSegmentAfter(m.segments, start), start, end);
  return { text: m.text.slice(start, end), segments };
}

/** The concatenation of `parts`, segments joined where they continue each other. */
export function concatMapped(parts: readonly MappedText[]): MappedText {
  const segments: Segment[] = [];
  let text = '';
  for (const part of parts) {
    for (const seg of part.segments) appendSegment(segments, seg.from + text.length, seg.to + text.length, seg.at);
    text += part.text;
  }
  return { text, segments };
}

/**
 * Pieces of a text, in order, neither overlapping nor going back: piece i is `text.slice(starts[i], ends[i])`.
 * A splitter's millions of one-word splits are kept this way, two numbers each, and made into mapped text only
 * once merged into chunks.
 */
export interface Pieces {
  starts: number[];
  ends: number[];
}

/** Adds `[start, end)` to `pieces` unless it is empty (the splitters drop empty splits). */
export function addPiece(pieces: Pieces, start: number, end: number): void {
  if (end <= start) return;
  pieces.starts.push(start);
  pieces.ends.push(end);
}

/** The pieces `[from, to)` of `m`'s text joined with `separator` (text the library inserts), with their segments. */
export function joinPieces(m: MappedText, pieces: Pieces, from: number, to: number, separator: string): MappedText {
  const { starts, ends } = pieces;
  const segments: Segment[] = [];
  if (from >= to) return { text: '', segments };
  let contiguous = separator === '';
  let length = 0;
  let k = firstSegmentAfter(m.segments, starts[from]);
  for (let i = from; i < to; i++) {
    if (i > from) {
      if (separator) appendSegment(segments, length, length + separator.length, undefined);
      length += separator.length;
      if (ends[i - 1] !== starts[i]) contiguous = false;
    }
    k = appendSlice(segments, length, m.segments, k, starts[i], ends[i]);
    length += ends[i] - starts[i];
  }
  if (contiguous) return { text: m.text.slice(starts[from], ends[to - 1]), segments };
  const texts: string[] = [];
  for (let i = from; i < to; i++) texts.push(m.text.slice(starts[i], ends[i]));
  return { text: texts.join(separator), segments };
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

/** The index of the first of `segments` (in order, without gaps) that ends after `offset`. */
function firstSegmentAfter(segments: readonly Segment[], offset: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid].to <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Appends the segments of `source[start, end)`, moved to begin at `at`, reading `segments` from index `k` (the
 * first that ends after `start`); returns the index to read the next, later slice from.
 */
function appendSlice(out: Segment[], at: number, segments: readonly Segment[], k: number, start: number, end: number): number {
  while (k < segments.length && segments[k].to <= start) k++;
  for (let j = k; j < segments.length && segments[j].from < end; j++) {
    const seg = segments[j];
    const from = Math.max(seg.from, start);
    const to = Math.min(seg.to, end);
    if (to > from) appendSegment(out, at + from - start, at + to - start, seg.at === undefined ? undefined : seg.at + from - seg.from);
  }
  return k;
}

/** Appends `{from, to, at}`, extending the last segment instead when this one continues it. */
function appendSegment(out: Segment[], from: number, to: number, at: number | undefined): void {
  const last = out[out.length - 1];
  if (last && last.to === from && (last.at === undefined ? at === undefined : at !== undefined && last.at + (last.to - last.from) === at)) {
    last.to = to;
    return;
  }
  const seg: Segment = { from, to };
  if (at !== undefined) seg.at = at;
  out.push(seg);
}

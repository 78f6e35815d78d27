// Converts UTF-16 offsets to zero-based line/character positions and back; shared by the server and CLI.

import type { Span } from './model';
import type { DocumentText } from './documentText';

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** An index of line starts over one immutable text. */
export class LineIndex {
  private readonly starts: number[];

  /** Indexes `text`; `starts` (the line starts, ascending, from 0) when they are already known. */
  constructor(readonly text: DocumentText, starts?: number[]) {
    this.starts = starts ?? [0];
    if (starts) return;
    if (text.indexOf('\r') < 0) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    pushLineStarts(text, 0, text.length, this.starts);
  }

  /**
   * The index of `text`, which is `previous.text` with `[start, oldEnd)` replaced so that it became
   * `[start, newEnd)`: the lines before the edit are kept, the lines after it are moved, only the edit is scanned.
   */
  static afterEdit(previous: LineIndex, text: DocumentText, edit: { start: number; oldEnd: number; newEnd: number }): LineIndex {
    const delta = edit.newEnd - edit.oldEnd;
    const old = previous.starts;
    const starts: number[] = [0];
    let i = 1;
    for (; i < old.length && old[i] < edit.start; i++) starts.push(old[i]);
    // A CR just before the edit may pair with an LF the edit inserted, and one at its end with an LF after it.
    pushLineStarts(text, Math.max(0, edit.start - 1), Math.min(text.length, edit.newEnd + 1), starts);
    for (; i < old.length; i++) {
      const moved = old[i] + delta;
      if (old[i] > edit.oldEnd + 1 && moved > starts[starts.length - 1]) starts.push(moved);
    }
    return new LineIndex(text, starts);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** Position of an offset; offsets past the end clamp to the end. */
  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: clamped - this.starts[low] };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.starts.length) return this.text.length;
    const start = this.starts[Math.max(0, position.line)];
    const next = position.line + 1 < this.starts.length ? this.starts[position.line + 1] : this.text.length;
    return Math.min(start + Math.max(0, position.character), next);
  }

  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))];
  }

  rangeOf(span: Span): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }
}

/** Appends the starts of the lines that begin after a line break at `[from, to)` of `text` (CR, LF or CRLF). */
function pushLineStarts(text: DocumentText, from: number, to: number, starts: number[]): void {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
}

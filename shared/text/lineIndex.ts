// Converts UTF-16 offsets to zero-based line/character positions and back; shared by the server and CLI.
//
// Line starts are kept in blocks of about BLOCK_LINES lines, each block's starts relative to its first line.
// An edit re-scans the blocks it touches and moves every later block by changing its offset alone, so the
// server's index follows a keystroke in a 5 MB document (130,000 lines) without copying every line start.

import type { Span } from '../model/types';
import type { DocumentText } from './documentText';
import { lastNumberAtOrBefore } from './sortedSearch';

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** Lines per block when blocks are (re)built. */
const BLOCK_LINES = 256;

/** Line starts in blocks: `offsets[b]` is block b's first line start, `relative[b]` its starts minus that. */
interface LineBlocks {
  offsets: number[];
  relative: ReadonlyArray<readonly number[]>;
}

/** An index of line starts over one immutable text. */
export class LineIndex {
  readonly lineCount: number;
  private readonly blocks: LineBlocks;
  /** The line number of each block's first line. */
  private readonly firstLines: number[];

  /** Indexes `text`; `blocks` when they are already known (see afterEdit). */
  constructor(
    readonly text: DocumentText,
    blocks?: LineBlocks,
  ) {
    this.blocks = blocks ?? toBlocks(lineStartsOf(text));
    this.firstLines = [];
    let line = 0;
    for (const block of this.blocks.relative) {
      this.firstLines.push(line);
      line += block.length;
    }
    this.lineCount = line;
  }

  /**
   * The index of `text`, which is `previous.text` with `[start, oldEnd)` replaced so that it became
   * `[start, newEnd)`: blocks before the edit are kept, blocks after it are moved, the blocks between re-scanned.
   */
  static afterEdit(previous: LineIndex, text: DocumentText, edit: { start: number; oldEnd: number; newEnd: number }): LineIndex {
    const { offsets, relative } = previous.blocks;
    const delta = edit.newEnd - edit.oldEnd;
    // A block whose first line starts before the edit keeps that start; so does one starting past the edit and
    // the character after it (a CR at the edit's end may pair with an LF after it, and one before it with an LF it inserted).
    const first = edit.start > 0 ? lastNumberAtOrBefore(offsets, edit.start - 1) : 0;
    let kept = first + 1;
    while (kept < offsets.length && offsets[kept] <= edit.oldEnd + 1) kept++;
    const scanEnd = kept < offsets.length ? offsets[kept] + delta : text.length;
    const rebuilt = toBlocks(lineStartsBetween(text, offsets[first], scanEnd));
    const moved = offsets.slice(kept).map((offset) => offset + delta);
    return new LineIndex(text, {
      offsets: [...offsets.slice(0, first), ...rebuilt.offsets, ...moved],
      relative: [...relative.slice(0, first), ...rebuilt.relative, ...relative.slice(kept)],
    });
  }

  /**
   * Position of an offset; offsets past the end clamp to the end, and an offset between the CR and LF of a
   * line break to the end of that line (as VS Code's documents do).
   */
  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const { offsets, relative } = this.blocks;
    const b = lastNumberAtOrBefore(offsets, clamped);
    const j = lastNumberAtOrBefore(relative[b], clamped - offsets[b]);
    const start = offsets[b] + relative[b][j];
    return { line: this.firstLines[b] + j, character: this.beforeLineBreak(clamped, start) - start };
  }

  /** Offset of a position; a character past the end of its line means the end of the line, before its break. */
  offsetAt(position: Position): number {
    if (position.line >= this.lineCount) return this.text.length;
    if (position.line < 0) return 0;
    const start = this.lineStart(position.line);
    if (position.character <= 0) return start;
    const next = position.line + 1 < this.lineCount ? this.lineStart(position.line + 1) : this.text.length;
    return this.beforeLineBreak(Math.min(start + position.character, next), start);
  }

  lineStart(line: number): number {
    const clamped = Math.max(0, Math.min(line, this.lineCount - 1));
    const b = lastNumberAtOrBefore(this.firstLines, clamped);
    return this.blocks.offsets[b] + this.blocks.relative[b][clamped - this.firstLines[b]];
  }

  rangeOf(span: Span): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }

  /** `offset` moved back over the line break characters just before it, but not before `lineStart`. */
  private beforeLineBreak(offset: number, lineStart: number): number {
    let at = offset;
    while (at > lineStart && isLineBreak(this.text.charCodeAt(at - 1))) at--;
    return at;
  }
}

/** The line starts of the whole text, from 0. */
function lineStartsOf(text: DocumentText): number[] {
  const starts = [0];
  if (text.indexOf('\r') < 0) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  return lineStartsBetween(text, 0, text.length);
}

/**
 * `from` (a line start) and the line starts after it that are before `to` (a line start, or the text's end,
 * which is a line start itself after a final line break). Reads the range as one string.
 */
function lineStartsBetween(text: DocumentText, from: number, to: number): number[] {
  const starts = [from];
  const range = text.slice(from, to + 1);
  const limit = to === text.length ? to + 1 : to;
  for (let i = 0; i < to - from; i++) {
    const c = range.charCodeAt(i);
    if (c === 13 && range.charCodeAt(i + 1) === 10) i++;
    else if (c !== 10 && c !== 13) continue;
    if (from + i + 1 < limit) starts.push(from + i + 1);
  }
  return starts;
}

/** Cuts ascending line starts into blocks of BLOCK_LINES. */
function toBlocks(starts: readonly number[]): LineBlocks {
  const offsets: number[] = [];
  const relative: number[][] = [];
  for (let i = 0; i < starts.length; i += BLOCK_LINES) {
    const offset = starts[i];
    offsets.push(offset);
    relative.push(starts.slice(i, i + BLOCK_LINES).map((s) => s - offset));
  }
  return { offsets, relative };
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

// The window of lines whose chunk bands are published: what the editor shows, widened by a margin so that
// scrolling a little needs no new notification, and when the editor has scrolled close enough to the window's
// edge that a new window is due.

import type { Range } from 'vscode-languageserver-protocol';
import type { LineWindow } from '../../shared/model/protocol';
import { DEFAULT_VISIBLE_LINES } from '../host/firstPaint';
/** The least margin added above and below the visible lines (about five screens of a laptop editor). */
export const MIN_MARGIN_LINES = 300;

/** The visible lines as a window: `visible.end` is the last visible line, so it is included. */
function visibleLines(visible: Range | undefined): LineWindow {
  return visible ? { startLine: visible.start.line, endLine: visible.end.line + 1 } : { startLine: 0, endLine: DEFAULT_VISIBLE_LINES };
}

/** Two screen heights, at least MIN_MARGIN_LINES: a tall editor scrolls further before it needs a new window. */
function marginOf(shown: LineWindow): number {
  return Math.max(MIN_MARGIN_LINES, 2 * (shown.endLine - shown.startLine));
}

function widen(shown: LineWindow, margin: number, lineCount: number): LineWindow {
  return { startLine: Math.max(0, shown.startLine - margin), endLine: Math.min(lineCount, shown.endLine + margin) };
}

/**
 * The lines to publish for a document of `lineCount` lines whose editor shows `visible` (the hull of its visible
 * ranges; undefined before the editor said, then the first DEFAULT_VISIBLE_LINES lines): the visible lines
 * widened by the margin on each side, clamped to the document. A document shorter than the margin is covered whole.
 */
export function windowAround(visible: Range | undefined, lineCount: number): LineWindow {
  const shown = visibleLines(visible);
  return widen(shown, marginOf(shown), lineCount);
}

/**
 * Whether the editor, now showing `visible`, has come within half a margin of an edge of the published window
 * (an edge that is not the document's own), so that a new window should be published before the user scrolls
 * into lines without bands. Scrolling within the window publishes nothing.
 */
export function needsNewWindow(published: LineWindow, visible: Range | undefined, lineCount: number): boolean {
  const shown = visibleLines(visible);
  const needed = widen(shown, marginOf(shown) / 2, lineCount);
  return needed.startLine < published.startLine || needed.endLine > published.endLine;
}

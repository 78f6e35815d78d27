// Figures: `<figure>...</figure>` elements are cut out of a page first and kept atomic, never split.

/** One block of a page: an intact figure element, or the figure-free text between figures. */
export interface PageBlock {
  kind: 'figure' | 'text';
  start: number;
  end: number;
}

const FIGURE = /<figure.*?<\/figure>/gis;
/** Matches what `text.toLowerCase().includes('<figure')` finds (no other character lowercases into ASCII `figure`). */
const FIGURE_START = /<figure/i;

/** The page's blocks in order: each balanced `<figure...>...</figure>` (case-insensitive, shortest match). */
export function splitFigureBlocks(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let last = 0;
  for (const m of text.matchAll(FIGURE)) {
    if (m.index > last) blocks.push({ kind: 'text', start: last, end: m.index });
    blocks.push({ kind: 'figure', start: m.index, end: m.index + m[0].length });
    last = m.index + m[0].length;
  }
  if (last < text.length) blocks.push({ kind: 'text', start: last, end: text.length });
  return blocks;
}

/** Whether a chunk text holds a figure; such chunks are never trimmed, split or overlapped. */
export function containsFigure(text: string): boolean {
  return FIGURE_START.test(text);
}

/** Characters of `<figure` but one: a match across a join starts in this many last characters before it. */
const FIGURE_START_BUT_ONE = 6;

/**
 * `containsFigure` of the texts joined, without joining them (a search in a joined string copies it): each
 * text, and each join with the characters before it.
 */
export function containsFigureJoined(texts: readonly string[]): boolean {
  let before = '';
  for (const text of texts) {
    if (containsFigure(text) || (before && containsFigure(before + text.slice(0, FIGURE_START_BUT_ONE)))) return true;
    before = text.length >= FIGURE_START_BUT_ONE ? text.slice(-FIGURE_START_BUT_ONE) : (before + text).slice(-FIGURE_START_BUT_ONE);
  }
  return false;
}

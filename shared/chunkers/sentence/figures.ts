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

// Whether a code block is a tree drawn with box characters (`├──`, `└──`, `│`, or the ASCII `|--` and `` `-- `` that
// `tree` prints without Unicode; its HTML output, pasted, keeps no-break spaces between the bars): one picture of a
// directory layout or a hierarchy of components, read whole; or a diagram of boxes and arrows drawn with them (`┌─┐`, `│`, `▼`), one picture too.

/** A line of a drawn tree: an entry behind its branch. */
const BRANCH_LINE = /^[ \t\u00a0│|]*(?:[├└]─|[|`]--)/;
/** A spacer line between branches: vertical bars and blanks only. */
const SPACER_LINE = /^[ \t\u00a0│|]+$/;
/** At least this share of the block's non-blank lines are drawn (the root and a note or two fill the rest). */
const TREE_SHARE = 0.7;
/** Fewer drawn lines than this make no tree worth the name. */
const MIN_TREE_LINES = 4;
/** A line is read no further than this for its branch (the branches are at its start). */
const LINE_READ = 200;

/** Whether most non-blank `lines` are the branches of a drawn directory tree. Linear in the lines. */
export function isDirectoryTree(lines: readonly string[]): boolean {
  let nonBlank = 0;
  let drawn = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    nonBlank++;
    const start = line.slice(0, LINE_READ);
    if (BRANCH_LINE.test(start) || (SPACER_LINE.test(start) && start.includes('│'))) drawn++;
  }
  return drawn >= MIN_TREE_LINES && drawn >= TREE_SHARE * nonBlank;
}

/** Box-drawing characters (U+2500–U+257F) and the arrows that join drawn boxes. */
const BOX_DRAWING = /[\u2500-\u257f\u25b2\u25b6\u25bc\u25c0\u2190-\u2193]/;
/** An arrow between drawn boxes (`▼`, `►`, `→`): a diagram has them, a table drawn with box characters has none. */
const ARROW = /[\u25b2\u25b6\u25bc\u25c0\u2190-\u2193]/;
/** At least this share of a diagram's non-blank lines carry a drawn edge or arrow (labels inside boxes carry `│`). */
const DIAGRAM_SHARE = 0.6;
/** Fewer drawn lines than this make no diagram worth the name. */
const MIN_DIAGRAM_LINES = 5;

/**
 * Whether most non-blank `lines` are drawn with box characters and arrows join them: a diagram of boxes and arrows,
 * one picture read whole (a table a program draws with box characters has no arrow, and is its output).
 */
export function isBoxDiagram(lines: readonly string[]): boolean {
  let nonBlank = 0;
  let drawn = 0;
  let arrows = false;
  for (const line of lines) {
    if (line.trim() === '') continue;
    nonBlank++;
    const start = line.slice(0, LINE_READ);
    if (BOX_DRAWING.test(start)) drawn++;
    arrows ||= ARROW.test(start);
  }
  return arrows && drawn >= MIN_DIAGRAM_LINES && drawn >= DIAGRAM_SHARE * nonBlank;
}

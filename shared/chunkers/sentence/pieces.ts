// A draft chunk's text as pieces of page text, each with its place on its page, plus inserted text (a space at
// a page join) that has no place. Every stage edits pieces, never bare strings, so chunks keep exact spans.

import { isAlphanumericAt } from './punctuation';

export interface Piece {
  text: string;
  /** Position of the page in the page list (not its `page_num`). */
  page: number;
  /** Offset of `text` in its page's text; absent for text the splitter inserted. */
  at?: number;
  /** Text repeated from a neighbouring chunk (recursive-split overlap or semantic overlap). */
  overlap?: boolean;
}

/** Whether a piece holds more than white space (as `trim` sees it, without making the trimmed string). */
export function hasContent(piece: Piece): boolean {
  return /\S/.test(piece.text);
}

/** The text the pieces spell, inserted text included. */
export function textOf(pieces: readonly Piece[]): string {
  if (pieces.length === 1) return pieces[0].text;
  let text = '';
  for (const p of pieces) text += p.text;
  return text;
}

/**
 * `textOf(pieces)`, with pieces that follow each other on one page taken as one slice of the page text (a
 * draft holds its own text and the midpoint overlap before it): a joined string is copied in full by the
 * first search in it, and every one of the 131,072 drafts of a line of CJK text had its text copied.
 */
export function textOnPages(pieces: readonly Piece[], pages: readonly { text: string }[]): string {
  let text = '';
  for (let i = 0; i < pieces.length; ) {
    const { page, at } = pieces[i];
    let end = at === undefined ? 0 : at + pieces[i].text.length;
    let next = i + 1;
    while (at !== undefined && next < pieces.length && pieces[next].at === end && pieces[next].page === page) end += pieces[next++].text.length;
    text += next === i + 1 ? pieces[i].text : pages[page].text.slice(at, end);
    i = next;
  }
  return text;
}

/** The pieces covering `[start, end)` of the joined text, cut where needed. */
export function slicePieces(pieces: readonly Piece[], start: number, end: number = Number.MAX_SAFE_INTEGER): Piece[] {
  const out: Piece[] = [];
  let offset = 0;
  for (const p of pieces) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + p.text.length);
    if (from < to) {
      const cut: Piece = { text: p.text.slice(from - offset, to - offset), page: p.page };
      if (p.at !== undefined) cut.at = p.at + (from - offset);
      if (p.overlap) cut.overlap = true;
      out.push(cut);
    }
    offset += p.text.length;
  }
  return out;
}

/** The same pieces marked as text repeated from a neighbouring chunk. */
export function markOverlap(pieces: readonly Piece[]): Piece[] {
  return pieces.map((p) => {
    const marked: Piece = { text: p.text, page: p.page };
    if (p.at !== undefined) marked.at = p.at;
    marked.overlap = true;
    return marked;
  });
}

/**
 * Joins two non-empty texts the way Azure's splitter joins page fragments: a space is inserted only when the
 * last character of `a` and the first of `b` are both alphanumeric (no whitespace and no closing `>` of an
 * HTML tag already separates them). Returns the inserted space too, so callers can note it.
 */
export function safeJoin(a: readonly Piece[], b: readonly Piece[]): { pieces: Piece[]; inserted: boolean } {
  const before = textOf(a);
  const after = textOf(b);
  // Whitespace on either side, or a tag's closing `>`, already separates: neither is alphanumeric.
  if (!before || !after || !isAlphanumericAt(before, before.length - 1) || !isAlphanumericAt(after, 0)) return { pieces: [...a, ...b], inserted: false };
  return { pieces: [...a, { text: ' ', page: b[0].page }, ...b], inserted: true };
}

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

// The read operations the core performs on a document's whole text. A `string` has them, and so does a
// PieceText (shared/text/pieceText.ts), the language server's document text, which an edit changes without copying.
//
// Invariant: code on the editor's per-keystroke path (incremental parse, sectionwise chunking, incremental
// lint, line index) reads the text only through these operations, on ranges near what it works on. Anything
// that needs one flat string of the whole text asks for it with `flatText`, which costs a copy of the whole
// document for a PieceText: strategies and parsers that re-run on the whole document anyway.

/** A text read by offsets; each operation means what it means on a `string`. */
export interface DocumentText {
  readonly length: number;
  slice(start?: number, end?: number): string;
  charCodeAt(index: number): number;
  indexOf(search: string, position?: number): number;
  lastIndexOf(search: string, position?: number): number;
}

/** The whole text as one string: `text` itself when it is one, else its contents (made once and kept). */
export function flatText(text: DocumentText): string {
  return typeof text === 'string' ? text : text.toString();
}

/** Read this many units at a time when a search must not run past a range's end. */
const SEARCH_WINDOW = 4096;

/**
 * The first index in `[from, end)` where `search` occurs entirely inside that range, or -1. Unlike
 * `indexOf` it reads nothing past `end`, so searching one section of a big document costs that section only.
 */
export function indexOfWithin(text: DocumentText, search: string, from: number, end: number): number {
  for (let at = from; at + search.length <= end; at += SEARCH_WINDOW) {
    const found = text.slice(at, Math.min(end, at + SEARCH_WINDOW + search.length - 1)).indexOf(search);
    if (found >= 0) return at + found;
  }
  return -1;
}

// Joins the pieces of a chunk into the exact text the embedder receives, and lists the source spans it covers.

import type { SourceSpan } from '../../model/types';
import type { Piece } from './types';
import type { DocumentText } from '../../text/documentText';

/**
 * Pieces are joined by the source text between them when that is only whitespace (so a chunk of whole blocks is
 * the source slice), else by a blank line: content that is not chunk content (an HTML comment) is left out.
 * Spans of pieces joined by source whitespace merge into one; `overlap` marks the spans of the overlap piece.
 */
export function joinPieces(pieces: Piece[], text: DocumentText, overlapCount = 0): { content: string; spans: SourceSpan[] } {
  let content = '';
  const spans: SourceSpan[] = [];
  pieces.forEach((piece, i) => {
    const overlap = i < overlapCount;
    if (i > 0) {
      const prevEnd = pieces[i - 1].spans[pieces[i - 1].spans.length - 1].end;
      const gap = text.slice(prevEnd, piece.spans[0].start);
      const sourceGap = /^\s*$/.test(gap) && prevEnd <= piece.spans[0].start;
      content += sourceGap ? gap : '\n\n';
      const last = spans[spans.length - 1];
      if (sourceGap && !overlap && !last.overlap && !piece.injected && !pieces[i - 1].injected && piece.spans.length === 1) {
        last.end = piece.spans[0].end;
        content += piece.text;
        return;
      }
    }
    content += piece.text;
    for (const s of piece.spans) spans.push(overlap ? { ...s, overlap: true } : { ...s });
  });
  return { content, spans };
}

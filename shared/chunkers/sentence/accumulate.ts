// The accumulator: one page's blocks become chunks. Sentence-like spans are appended until the next one
// would pass the character limit (exact here) or the token cap; figures attach to the text before them.

import type { ChunkNote } from '../../model/types';
import type { Draft, ReportSplit } from './draft';
import { splitFigureBlocks } from './figures';
import type { SentenceLimits } from './limits';
import type { SentencePage } from './pages';
import { hasContent, type Piece } from './pieces';
import { sentenceSpans } from './sentenceSpans';
import { splitOversized } from './splitOversized';

/**
 * Chunks of one page, before cross-page repair, normalisation and overlap, handed to `emit` in order. Blank
 * accumulations are dropped. The latest chunk is held back until the next: the page's last gets a note.
 */
export function accumulatePage(page: SentencePage, pageIndex: number, limits: SentenceLimits, report: ReportSplit, emit: (draft: Draft) => void): void {
  let last: Draft | undefined;
  let open: Piece[] = [];
  let chars = 0;
  let tokens = 0;
  const piece = (start: number, end: number): Piece => ({ text: page.text.slice(start, end), page: pageIndex, at: start });
  const add = (pieces: Piece[], note: ChunkNote): void => {
    if (!pieces.some(hasContent)) return;
    if (last) emit(last);
    last = { pieces, page: pageIndex, notes: [note] };
  };
  const flush = (note: ChunkNote): void => {
    if (open.length) add(open, note);
    open = [];
    chars = 0;
    tokens = 0;
  };
  const fits = (length: number, count: number): boolean =>
    chars + length <= limits.maxChars && tokens + count <= limits.maxTokens;

  for (const block of splitFigureBlocks(page.text)) {
    if (block.kind === 'figure') {
      const figure = piece(block.start, block.end);
      if (open.length) {
        open.push(figure);
        flush({ reason: 'figure', detail: 'ends with an atomic <figure> attached to the text before it' });
      } else add([figure], { reason: 'figure', detail: 'an atomic <figure> with no text before it stands alone' });
      continue;
    }
    for (const span of sentenceSpans(page.text, block.start, block.end)) {
      const text = page.text.slice(span.start, span.end);
      const count = limits.countTokensUpTo(text, limits.maxTokens);
      if (count > limits.maxTokens) {
        flush({ reason: 'budget', detail: `the next sentence alone is over the cap of ${limits.maxTokens} tokens and is split on its own` });
        splitOversized([piece(span.start, span.end)], limits, report, (part) => {
          add(part.pieces, part.end ?? { reason: 'budget', detail: `last part of a span over ${limits.maxTokens} tokens` });
        });
        continue;
      }
      if (open.length && !fits(text.length, count)) {
        const over = chars + text.length > limits.maxChars ? `${limits.maxChars} characters` : `${limits.maxTokens} tokens`;
        flush({ reason: 'budget', detail: `the next sentence would pass ${over}` });
      }
      if (!open.length && text.length > limits.maxChars) {
        add([piece(span.start, span.end)], { reason: 'budget', detail: `one sentence longer than ${limits.maxChars} characters stands alone` });
        continue;
      }
      open.push(piece(span.start, span.end));
      chars += text.length;
      tokens += count;
    }
  }
  const pageEnd: ChunkNote = { reason: 'page', detail: `end of page ${page.num}` };
  flush(pageEnd);
  if (!last) return;
  if (last.notes[0] !== pageEnd) last.notes = [pageEnd, ...last.notes];
  emit(last);
}

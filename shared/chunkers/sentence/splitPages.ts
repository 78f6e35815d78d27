// The splitting algorithm page by page: accumulate each page, repair the join with the chunk held back from
// the page before, normalise, add semantic overlap, and emit; the last chunk of a page waits for the next.

import { accumulatePage } from './accumulate';
import { repairPageJoin } from './crossPageRepair';
import type { Draft, ReportSplit } from './draft';
import type { SentenceLimits } from './limits';
import { normalizeDraft } from './normalize';
import type { SentencePage } from './pages';
import { hasContent, type Piece, textOnPages } from './pieces';
import { appendOverlap, overlapsAcrossPages, overlapsOnPage } from './semanticOverlap';
import { splitOversized } from './splitOversized';

/**
 * Splits `pages` into draft chunks, handing each to `emit` in document order once it is final (overlap
 * appended). Blank pages are skipped. Drafts flow through one at a time: the only ones waiting are the page's
 * latest, for the one after it to borrow from, and the page's last, for the next page's first (a line of CJK
 * text is 131,072 drafts, and kept in arrays between stages they all lived through every garbage collection).
 */
export function splitPages(pages: readonly SentencePage[], limits: SentenceLimits, report: ReportSplit, emit: (draft: Draft) => void): void {
  const overlapping = limits.overlapPercent > 0;
  /** The last draft of the page before, normalised, waiting for this page's first. */
  let held: Draft | undefined;
  pages.forEach((page, pageIndex) => {
    if (!page.text.trim()) return;
    /** This page's latest draft and its text, normalised, waiting for the one after it; `take` adds the next. */
    let previous: Draft | undefined;
    let previousText = '';
    const take = (draft: Draft): void => {
      const draftText = textOnPages(draft.pieces, pages);
      const normalized = normalizeDraft(draft, limits, draftText);
      const text = normalized === draft ? draftText : textOnPages(normalized.pieces, pages);
      if (held) {
        if (overlapping && overlapsAcrossPages(held, normalized)) held = appendOverlap(held, normalized, limits);
        emit(held);
        held = undefined;
      }
      if (previous) {
        if (overlapping && overlapsOnPage(previous, normalized, previousText, text)) previous = appendOverlap(previous, normalized, limits, previousText, text);
        emit(previous);
      }
      previous = normalized;
      previousText = text;
    };
    let first = true;
    accumulatePage(page, pageIndex, limits, report, (draft) => {
      if (!first) return take(draft);
      first = false;
      let next = [draft];
      if (held) {
        const repaired = repairPageJoin(held, next, limits, (pieces) => leftover(pieces, pageIndex, limits, report));
        held = repaired.previous;
        next = repaired.next;
      }
      held = held && normalizeDraft(held, limits);
      for (const d of next) take(d);
    });
    // A page whose first draft merged into the held one, with nothing after it, or a page without drafts.
    if (held) emit(first ? normalizeDraft(held, limits) : held);
    held = previous;
  });
  if (held) emit(held);
}

/** The head of a fragment that stays behind when its sentence moves to the next page, as drafts of that page. */
function leftover(pieces: Piece[], pageIndex: number, limits: SentenceLimits, report: ReportSplit): Draft[] {
  const drafts: Draft[] = [];
  splitOversized(pieces, limits, report, (part) => {
    if (!part.pieces.some(hasContent)) return;
    const note = part.end ?? { reason: 'page-join', detail: 'tail of an unfinished sentence whose head moved forward into the next chunk (the reference puts this tail first)' };
    drafts.push({ pieces: part.pieces, page: pageIndex, notes: [note] });
  });
  return drafts;
}

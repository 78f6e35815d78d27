// The splitting algorithm page by page: accumulate each page, repair the join with the chunk held back from
// the page before, normalise, add semantic overlap, and emit; the last chunk of a page waits for the next.

import { accumulatePage } from './accumulate';
import { repairPageJoin } from './crossPageRepair';
import type { Draft, ReportSplit } from './draft';
import type { SentenceLimits } from './limits';
import { normalizeDraft } from './normalize';
import type { SentencePage } from './pages';
import { type Piece, textOf } from './pieces';
import { appendOverlap, overlapsAcrossPages, overlapsOnPage } from './semanticOverlap';
import { splitOversized } from './splitOversized';

/** Splits `pages` into draft chunks in document order. Blank pages are skipped. */
export function splitPages(pages: readonly SentencePage[], limits: SentenceLimits, report: ReportSplit): Draft[] {
  const out: Draft[] = [];
  let held: Draft | undefined;
  pages.forEach((page, pageIndex) => {
    if (!page.text.trim()) return;
    let drafts = accumulatePage(page, pageIndex, limits, report);
    if (held && drafts.length) {
      const leftover = (pieces: Piece[]): Draft[] =>
        splitOversized(pieces, limits, report)
          .filter((part) => part.pieces.some((p) => p.text.trim()))
          .map((part) => ({ pieces: part.pieces, page: pageIndex, notes: [part.end ?? { reason: 'page-join', detail: 'tail of an unfinished sentence whose head moved forward into the next chunk (the reference puts this tail first)' }] }));
      const repaired = repairPageJoin(held, drafts, limits, leftover);
      held = repaired.previous;
      drafts = repaired.next;
    }
    held = held && normalizeDraft(held, limits);
    drafts = drafts.map((d) => normalizeDraft(d, limits));
    if (limits.overlapPercent > 0) {
      if (held && drafts.length && overlapsAcrossPages(held, drafts[0])) held = appendOverlap(held, drafts[0], limits);
      // Each draft's text is made once, for its pair with the draft before and with the one after.
      let nextText = drafts.length ? textOf(drafts[0].pieces) : '';
      for (let i = 1; i < drafts.length; i++) {
        const prevText = nextText;
        nextText = textOf(drafts[i].pieces);
        if (overlapsOnPage(drafts[i - 1], drafts[i], prevText, nextText)) {
          drafts[i - 1] = appendOverlap(drafts[i - 1], drafts[i], limits, prevText, nextText);
        }
      }
    }
    if (held) out.push(held);
    held = drafts.pop();
    for (const draft of drafts) out.push(draft);
  });
  if (held) out.push(held);
  return out;
}

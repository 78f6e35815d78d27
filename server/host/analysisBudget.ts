// The editor's budget per document: a document over the size limit is not analysed, and one whose analysis
// was stopped at the time budget (or ran its worker out of memory) is not analysed again on every keystroke;
// either way the editor shows one CK900 diagnostic that says why, instead of going quiet.

import type { TimeBudget } from '../../shared/engine/timeBudget';

/** Characters of text the server analyses at most (32 Mi, the CLI's default file size limit). */
export const MAX_DOCUMENT_CHARS = 32 * 1024 * 1024;

/** An analysis that took longer stops the analysis of the document's later versions of about its size. */
export const ANALYSIS_TIME_BUDGET_MS = 10_000;

/** A document's last analysis that ran past the time budget. */
export interface SlowAnalysis {
  length: number;
  ms: number;
  /** Why it stopped, when it was not the time budget (its worker ran out of memory or died). */
  reason?: string;
}

/**
 * Why a version of `length` characters is not analysed, or undefined when it is. After a slow analysis, later
 * versions wait until the document has shrunk by a fifth or is closed and reopened.
 */
export function overBudget(length: number, slow: SlowAnalysis | undefined): string | undefined {
  if (length > MAX_DOCUMENT_CHARS) {
    return `analysis stopped: the document has ${megabytes(length)} M characters, over the editor's limit of ${megabytes(MAX_DOCUMENT_CHARS)} M; use the CLI`;
  }
  if (slow && length > 0.8 * slow.length) {
    const why = slow.reason ?? `analysis stopped after ${(slow.ms / 1000).toFixed(1)} s, over the budget of ${ANALYSIS_TIME_BUDGET_MS / 1000} s`;
    return `${why}: later edits are not analysed until the document shrinks by a fifth or is reopened`;
  }
  return undefined;
}

/** The budget of an analysis on the server's own thread: past it the document gets a CK900 saying so. */
export function editorTimeBudget(): TimeBudget {
  return { limitMs: ANALYSIS_TIME_BUDGET_MS, now: () => performance.now(), source: "the editor's time budget" };
}

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toFixed(1);
}

// Where an analysis runs: on the main thread when it is a cheap incremental update of the document's warm
// cache (a keystroke), else on an analysis worker (a first analysis, a big edit, a whole-document strategy on a
// big document, or after a slow main-thread analysis), so that the main thread goes on answering.

import { diffTexts } from '../../shared/parse/textDiff';
import type { PreparedAnalysis } from './documentAnalysis';
import type { OpenDocument } from './documents';
import type { DocumentState } from './documentStates';
import { PROGRESSIVE_MIN_CHARS } from './firstPaint';

/** Versions that differ from the cache's over more characters than this are analysed on a worker (a paste can hold anything). */
export const BIG_EDIT_CHARS = 16_384;

/** Whether the analysis of `document` in settings generation `generation` is not a cheap incremental update of the cache's version. */
export function offMainThread(state: DocumentState, document: OpenDocument, prepared: PreparedAnalysis, generation: number): boolean {
  if (state.warmGeneration !== generation || state.slowOnMainThread) return true;
  const big = document.text.length > PROGRESSIVE_MIN_CHARS;
  const previous = state.cache.markdown?.text;
  // Other kinds are parsed whole on every version.
  if (!previous) return big;
  const change = diffTexts(previous, document.text);
  if (change && Math.max(change.oldEnd, change.newEnd) - change.start > BIG_EDIT_CHARS) return true;
  const { strategy } = prepared.input.settings;
  return big && !strategy.sectionwise && !strategy.resumable;
}

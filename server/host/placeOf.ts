// Where an editor document lives, as far as its settings depend on it (shared/config/documentSettings.ts): its
// file name, the site marker above it, and the site its text showed signs of, read once per opened document.

import { fileURLToPath } from 'node:url';
import type { DocumentPlace } from '../../shared/config/config';
import type { InputKind } from '../../shared/model/types';
import { SIGN_WINDOW, siteFromText } from '../../shared/sites/siteFromText';
import type { SiteId } from '../../shared/sites/siteRecords';
import type { DocumentText } from '../../shared/text/documentText';
import { SiteMarkers } from '../node/siteMarkers';

const siteMarkers = new SiteMarkers();
/** The site each open document's text showed when first analysed: read once, so typing never flips the dialect. */
const signsByUri = new Map<string, SiteId | null>();

/**
 * What a document's settings depend on beside the configuration: its file name, the site marker above it and,
 * for Markdown with no marker in reach, the site its text showed signs of when first seen.
 */
export function placeOf(uri: string, kind: InputKind, text?: DocumentText): DocumentPlace {
  const fileName = uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  if (kind !== 'markdown') return { fileName };
  const marker = uri.startsWith('file:') ? siteMarkers.markerOf(fileName) : undefined;
  if (marker) return { fileName, marker };
  let signs = signsByUri.get(uri);
  if (signs === undefined && text) {
    signs = siteFromText(text.slice(0, Math.min(SIGN_WINDOW, text.length))) ?? null;
    signsByUri.set(uri, signs);
  }
  return signs ? { fileName, signs } : { fileName };
}

/** Forgets what a closed document's text showed, so that reopening it reads its signs again. */
export function forgetSigns(uri: string): void {
  signsByUri.delete(uri);
}

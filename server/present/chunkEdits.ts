// How a chunk's embed text differs from the source it came from, in words for the tree and hovers: a table
// header re-injected into a slice, text repeated from a neighbour (overlap), or text joined or rewritten by the
// strategy. JSON inputs hold their text encoded, so for them only what the strategy noted is reported.

import type { Chunk, InputKind } from '../../shared/model/types';
import { chunkExtent } from './chunkFacts';
import type { DocumentText } from '../../shared/text/documentText';

/** Input kinds whose blocks are the source text itself (not decoded from JSON strings). */
const TEXT_KINDS: ReadonlySet<InputKind> = new Set(['markdown', 'text']);

/**
 * The differences between `chunk.content` and its source, each once, in a fixed order; empty when the embed
 * text is the source slice as it stands.
 */
export function chunkEdits(chunk: Chunk, kind: InputKind, text: DocumentText): string[] {
  const details = chunk.notes.map((n) => n.detail ?? '');
  const edits: string[] = [];
  if (details.some((d) => d.includes('header re-injected'))) edits.push('table header re-injected');
  const overlap = chunk.spans.some((s) => s.overlap) || details.some((d) => d.includes('repeated from the previous')) || chunk.notes.some((n) => n.reason === 'overlap');
  if (overlap) edits.push('overlap from a neighbour');
  if (chunk.notes.some((n) => n.reason === 'page-join' && n.detail?.includes('not in the source'))) edits.push('space added at a page join');
  if (TEXT_KINDS.has(kind) && !edits.length) {
    const extent = chunkExtent(chunk);
    if (chunk.content !== text.slice(extent.start, extent.end)) edits.push(sourceEdit(chunk));
  }
  return edits;
}

/** What a strategy did to a text chunk whose content is not its source slice, as far as its notes tell. */
function sourceEdit(chunk: Chunk): string {
  if (chunk.type === 'table' && chunk.notes.some((n) => n.reason === 'table-slice')) return 'table header repeated';
  if (chunk.type === 'code' && chunk.notes.some((n) => n.reason === 'line-split')) return 'code fence re-opened';
  return 'joined or rewritten';
}

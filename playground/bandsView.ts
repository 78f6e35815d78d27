// The chunk bands over the document's text: each chunk's own text (its overlap with a neighbour left to the
// neighbour) in one of four alternating colours, numbered in its tooltip, as the editor draws its bands.
// Text goes into the DOM through textContent only.

import type { Chunk } from '../shared/model/types';
import { ownSpans } from '../server/present/chunkFacts';
import { el } from '../client/webview/dom';

/** How many band colours alternate (style: `.band.b0` … `.band.b3`). */
const COLOURS = 4;

/**
 * Fills `pane` with `text`, cut into runs owned by one chunk each (a later chunk wins where own spans meet, so
 * a hierarchy shows its leaves); linear in the text and the chunks' own spans.
 */
export function renderBands(pane: HTMLElement, text: string, chunks: readonly Chunk[]): void {
  const owner = new Int32Array(text.length).fill(-1);
  for (const chunk of chunks) {
    for (const span of ownSpans(chunk)) owner.fill(chunk.index, Math.max(0, span.start), Math.min(text.length, span.end));
  }
  const runs: Node[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && owner[i] === owner[start]) continue;
    const piece = text.slice(start, i);
    const index = owner[start];
    if (index < 0) runs.push(document.createTextNode(piece));
    else {
      const chunk = chunks[index];
      const band = el('span', `band b${index % COLOURS}`, piece);
      band.dataset.index = String(index);
      band.title = `chunk #${index + 1} · ${chunk?.tokens ?? '?'} tok${chunk?.headingsPath.length ? ` · ${chunk.headingsPath.join(' › ')}` : ''}`;
      runs.push(band);
    }
    start = i;
  }
  pane.replaceChildren(...runs);
}

/** Marks the bands of chunk `index` as selected and scrolls the first into view. */
export function selectBand(pane: HTMLElement, index: number): void {
  let first: HTMLElement | undefined;
  for (const band of pane.querySelectorAll<HTMLElement>('span.band')) {
    const selected = band.dataset.index === String(index);
    band.classList.toggle('selected', selected);
    if (selected) first ??= band;
  }
  first?.scrollIntoView({ block: 'center' });
}

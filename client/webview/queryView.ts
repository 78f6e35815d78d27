// The query box of the chunk tree webview and the chunks ranked for its question: a list of hits per strategy
// shown (two in compare mode), and a rank badge on each hit's row in the tree or the compare columns.

import type { QueryChunksResult } from '../../shared/model/protocol';
import { el, section } from './dom';
import { MAX_QUERY_CHARS, type HostMessage, type WebviewMessage } from './messages';

type Post = (message: WebviewMessage) => void;
type QueryMessage = Extract<HostMessage, { type: 'query' }>;

/** Sends the question when the form is submitted (Enter or the button). */
export function initQueryBox(post: Post): void {
  const form = section('query') as HTMLFormElement;
  const input = form.querySelector<HTMLInputElement>('input[name="question"]')!;
  const workspace = form.querySelector<HTMLInputElement>('input[name="workspace"]')!;
  input.maxLength = MAX_QUERY_CHARS;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post({ type: 'query', text: input.value.slice(0, MAX_QUERY_CHARS), workspace: workspace.checked });
  });
}

/** Lists the hits of each result; `sides` names the compare columns (A, B) when comparing. */
export function renderQueryResults(message: QueryMessage, sides: string[], post: Post): void {
  const form = section('query');
  const input = form.querySelector<HTMLInputElement>('input[name="question"]')!;
  if (document.activeElement !== input) input.value = message.query;
  form.querySelector<HTMLInputElement>('input[name="workspace"]')!.checked = message.workspace;
  const blocks = message.results.map((result, r) => {
    const side = sides.indexOf(result.strategy);
    const name = side >= 0 ? `${side === 0 ? 'A' : 'B'} ${result.strategy}` : result.strategy;
    const block = el('div', `hits side-${side === 1 ? 'b' : 'a'}`);
    const best = result.hits[0];
    block.appendChild(
      el('h2', undefined, best ? `${name}: best hit chunk ${best.index + 1} · score ${best.score.toFixed(2)}` : `${name}: no chunk holds a word of the question`),
    );
    block.appendChild(el('p', 'muted', `BM25 over ${result.chunks} chunks of ${result.files} file${result.files === 1 ? '' : 's'}`));
    for (const hit of result.hits) block.appendChild(hitRow(result, hit, r, post));
    return block;
  });
  section('hits').replaceChildren(...blocks);
}

function hitRow(result: QueryChunksResult, hit: QueryChunksResult['hits'][number], r: number, post: Post): HTMLElement {
  const row = el('button', 'hit');
  const file = decodeURIComponent(hit.uri.slice(hit.uri.lastIndexOf('/') + 1));
  row.append(
    el('span', 'rank', `#${hit.rank}`),
    el('span', 'where', `${file}:${hit.range.start.line + 1} · chunk ${hit.index + 1} · ${hit.headingsPath.join(' › ') || '(no heading)'}`),
    el('span', 'score', hit.score.toFixed(2)),
    el('span', 'snippet', hit.snippet),
  );
  row.title = `matched: ${hit.terms.join(', ')} (${result.strategy})`;
  row.addEventListener('click', () => post({ type: 'openHit', result: r, rank: hit.rank }));
  return row;
}

/** Puts a rank badge on each chunk row of the document `uri` that is a hit under the row's strategy. */
export function markHits(message: QueryMessage | undefined, uri: string | undefined): void {
  const ranks = new Map<string, number>();
  for (const result of message?.results ?? []) {
    for (const hit of result.hits) if (hit.uri === uri) ranks.set(`${result.strategy}\n${hit.index}`, hit.rank);
  }
  for (const row of document.querySelectorAll<HTMLElement>('button.chunk')) {
    const rank = ranks.get(`${row.dataset.strategy}\n${row.dataset.index}`);
    row.classList.toggle('hit', rank !== undefined);
    row.querySelector('.hit-rank')?.remove();
    if (rank !== undefined) row.insertBefore(el('span', 'hit-rank', `hit #${rank}`), row.querySelector('.detail'));
  }
}

// The chunk tree view of the webview: the summary line, the token-size histogram with the cap marked, heading
// path → chunk rows, and a chunk's exact embed text. Shared by the editor's webview (main.ts) and the browser
// playground; clicks go out as webview messages through the caller's `post`. Text goes in through textContent.

import type { ChunkSummary, ChunkTree, ChunkTreeNode } from '../../shared/model/protocol';
import { el, section, svg } from './dom';
import { reembedText } from '../reembedText';
import type { WebviewMessage } from './messages';

/** Where the view sends a clicked chunk's `reveal` and `showContent` messages. */
export type Post = (message: WebviewMessage) => void;

let post: Post = () => undefined;
let currentIndex: number | null = null;
let selectedIndex: number | null = null;
let tree: ChunkTree | undefined;

/** Draws `t` as the document `fileName`'s tree; a selected chunk past its end is unselected. */
export function renderTree(fileName: string, t: ChunkTree, postMessage: Post): void {
  post = postMessage;
  tree = t;
  renderSummary(fileName, t);
  renderHistogram(t);
  section('tree').replaceChildren(...t.roots.map(treeNode));
  if (selectedIndex !== null && selectedIndex >= t.totalChunks) selectedIndex = null;
  markRows();
}

/** The tree on show, or undefined once another view (compare, empty) replaced it. */
export function shownTree(): ChunkTree | undefined {
  return tree;
}

/** Forgets the tree (another view replaces it). */
export function forgetTree(): void {
  tree = undefined;
}

/** Marks the chunk under the editor's cursor and scrolls its row into view. */
export function markCursor(index: number | null): void {
  currentIndex = index;
  markRows(true);
}

function renderSummary(fileName: string, t: ChunkTree): void {
  const header = section('summary');
  header.replaceChildren(
    el('h1', undefined, fileName),
    el('p', 'muted', [`${t.totalChunks} chunks`, t.strategy, t.tokenizer, t.limit ? `cap ${t.limit.value} ${t.limit.unit}` : 'no cap', `v${t.version}`].join(' · ')),
    ...(t.reembed ? [el('p', 'reembed-summary', `↻ ${reembedText(t.reembed)} (against ${t.reembed.against === 'HEAD' ? 'the last commit' : 'the document as opened'})`)] : []),
    el('p', 'muted hint', 'Click a chunk to reveal it and see its exact embed text. ✎ text differs from the source · ● findings · ◇ a finding only the strategy or budgets can fix · ↻ re-embeds (hover the row)'),
  );
}

function renderHistogram(t: ChunkTree): void {
  const { edges, counts } = t.histogram;
  const width = 300;
  const height = 70;
  const top = Math.max(1, ...counts);
  const barWidth = width / Math.max(1, counts.length);
  const chart = svg('svg', { viewBox: `0 -22 ${width} ${height + 36}`, role: 'img', class: 'histogram' });
  counts.forEach((count, i) => {
    const barHeight = (count / top) * height;
    const over = t.limit !== undefined && edges[i] >= t.limit.value;
    const bar = svg('rect', { x: i * barWidth + 1, y: height - barHeight, width: barWidth - 2, height: Math.max(barHeight, count ? 1 : 0), class: over ? 'bar over' : 'bar' });
    const title = svg('title', {});
    title.textContent = `${edges[i]}–${edges[i + 1] - 1} ${t.unit}: ${count} chunk${count === 1 ? '' : 's'}`;
    bar.appendChild(title);
    chart.appendChild(bar);
    if (count) {
      const label = svg('text', { x: i * barWidth + barWidth / 2, y: height - barHeight - 2, class: 'count', 'text-anchor': 'middle' });
      label.textContent = String(count);
      chart.appendChild(label);
    }
  });
  const capEdge = t.limit === undefined ? -1 : edges.indexOf(t.limit.value);
  if (capEdge >= 0) {
    const x = capEdge * barWidth;
    chart.appendChild(svg('line', { x1: x, x2: x, y1: -10, y2: height, class: 'cap' }));
    const label = svg('text', { x: x - 3, y: -13, class: 'cap-label', 'text-anchor': 'end' });
    label.textContent = `cap ${t.limit!.value}`;
    chart.appendChild(label);
  }
  for (const [x, text, anchor] of [[0, '0', 'start'], [width, `${edges[edges.length - 1]} ${t.unit}`, 'end']] as const) {
    const axis = svg('text', { x, y: height + 12, class: 'axis', 'text-anchor': anchor });
    axis.textContent = text;
    chart.appendChild(axis);
  }
  section('histogram').replaceChildren(chart);
}

function chunkRow(chunk: ChunkSummary): HTMLElement {
  const row = el('button', 'chunk');
  row.dataset.index = String(chunk.index);
  row.dataset.strategy = tree?.strategy ?? '';
  row.title = [
    chunk.headingsPath.join(' › ') || '(no heading)',
    ...(chunk.reasons.length ? [`cut: ${chunk.reasons.join(', ')}`] : []),
    ...(chunk.edits.length ? [`embed text: ${chunk.edits.join('; ')}`] : []),
    ...(chunk.pipelineNotes ?? []).map((note) => `pipeline: ${note}`),
    ...(chunk.reembed ? ['re-embeds: its embed text changed since the baseline'] : []),
  ].join('\n');
  if (chunk.worstSeverity) row.classList.add(`severity-${chunk.worstSeverity}`);
  if (chunk.reembed) row.classList.add('reembed');
  if (chunk.limit && chunk.size.value > chunk.limit.value) row.classList.add('oversized');
  const meter = el('span', 'meter');
  const fill = el('span', 'fill');
  fill.style.width = `${Math.min(100, (chunk.size.value / (chunk.limit?.value ?? tree?.histogram.edges.at(-1) ?? 1)) * 100)}%`;
  meter.appendChild(fill);
  row.append(
    el('span', 'number', `#${chunk.index + 1}`),
    el('span', 'type', chunk.type),
    meter,
    el('span', 'tokens', chunk.limit ? `${chunk.size.value}/${chunk.limit.value} ${chunk.size.unit}` : `${chunk.size.value} ${chunk.size.unit}`),
    el('span', 'flags', `${chunk.rewritten ? '✎' : ''}${chunk.worstSeverity ? ' ●' : ''}${chunk.pipelineNotes?.length ? ' ◇' : ''}${chunk.reembed ? ' ↻' : ''}`),
  );
  const detail = chunkDetail(chunk);
  if (detail) row.appendChild(detail);
  row.addEventListener('click', () => {
    selectedIndex = chunk.index;
    markRows();
    post({ type: 'reveal', index: chunk.index });
    post({ type: 'showContent', index: chunk.index });
  });
  return row;
}

/** `[part n]` headings, merged sections, pages and how the embed text differs from the source, on a second line. */
function chunkDetail(chunk: ChunkSummary): HTMLElement | undefined {
  const parts: HTMLElement[] = [];
  const last = chunk.headingsPath[chunk.headingsPath.length - 1];
  if (chunk.heading && chunk.heading !== last) parts.push(el('span', 'part', chunk.heading));
  if (chunk.sections) parts.push(el('span', 'sections', `${chunk.sections.length} sections: ${chunk.sections.join(', ')}`));
  if (chunk.pages?.length) parts.push(el('span', 'pages', pagesText(chunk.pages)));
  for (const edit of chunk.edits) parts.push(el('span', 'badge', edit));
  if (!parts.length) return undefined;
  const detail = el('span', 'detail');
  detail.append(...parts);
  return detail;
}

/** 0-based page indices as `p. 3` or `p. 3–5` (1-based, as readers count pages). */
function pagesText(pages: number[]): string {
  const first = pages[0] + 1;
  const last = pages[pages.length - 1] + 1;
  return first === last ? `p. ${first}` : `p. ${first}–${last}`;
}

function treeNode(node: ChunkTreeNode): HTMLElement {
  const details = el('details');
  details.open = true;
  const summary = el('summary');
  const total = countSizes(node);
  summary.append(el('span', 'heading', node.heading || '(before the first heading)'), el('span', 'muted', ` ${total.chunks} · ${total.size} ${tree?.unit ?? 'tok'}`));
  details.appendChild(summary);
  const list = el('div', 'chunks');
  for (const chunk of node.chunks) list.appendChild(chunkRow(chunk));
  details.appendChild(list);
  for (const child of node.children) details.appendChild(treeNode(child));
  return details;
}

function countSizes(node: ChunkTreeNode): { chunks: number; size: number } {
  return node.children.map(countSizes).reduce(
    (sum, c) => ({ chunks: sum.chunks + c.chunks, size: sum.size + c.size }),
    { chunks: node.chunks.length, size: node.chunks.reduce((s, c) => s + c.size.value, 0) },
  );
}

function markRows(scroll = false): void {
  for (const row of document.querySelectorAll<HTMLElement>('#tree > details button.chunk')) {
    const index = Number(row.dataset.index);
    row.classList.toggle('current', index === currentIndex);
    row.classList.toggle('selected', index === selectedIndex);
    if (scroll && index === currentIndex) row.scrollIntoView({ block: 'nearest' });
  }
}

export function renderContent(index: number, content: string, tokens: number): void {
  const pane = section('content');
  pane.replaceChildren(el('h2', undefined, `chunk ${index + 1} · ${tokens} tok · exact embed text`), el('pre', undefined, content));
}

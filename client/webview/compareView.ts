// Compare mode of the chunk tree webview: the document under two strategies side by side: counts, both size
// histograms overlaid on the same bins, and a column of chunks per strategy, each marked by who cuts where it
// starts (both, only A, only B), with each side's findings below.

import type { BoundaryKind, CompareSide, CompareStrategiesResult } from '../../shared/model/protocol';
import { el, section, svg, svgText } from './dom';
import type { WebviewMessage } from './messages';

type Post = (message: WebviewMessage) => void;

const CUT_TEXT: Record<BoundaryKind, string> = { both: 'both cut', a: 'only A cuts', b: 'only B cuts' };
/** Findings listed per side; the rest are counted. */
const MAX_LISTED = 50;

export function renderCompare(fileName: string, c: CompareStrategiesResult, post: Post): void {
  const [a, b] = c.sides;
  const counts = { both: 0, a: 0, b: 0 };
  for (const x of c.boundaries) counts[x.kind]++;
  const stop = el('button', 'stop', 'Stop comparing');
  stop.addEventListener('click', () => post({ type: 'stopCompare' }));
  section('summary').replaceChildren(
    el('h1', undefined, `${fileName}: A ${a.strategy} vs B ${b.strategy}`),
    el('p', 'muted', `A: ${plural(a.totalChunks, 'chunk')} · ${plural(a.findings.length, 'finding')}  |  B: ${plural(b.totalChunks, 'chunk')} · ${plural(b.findings.length, 'finding')}  · v${c.version}`),
    el('p', 'boundary-counts', `boundaries: ${counts.both} both · ${counts.a} only A · ${counts.b} only B`),
    stop,
  );
  renderOverlaidHistogram(c);
  const columns = el('div', 'columns');
  columns.append(column(a, 0, post), column(b, 1, post));
  section('tree').replaceChildren(columns);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function renderOverlaidHistogram(c: CompareStrategiesResult): void {
  const [a, b] = c.sides;
  const width = 300;
  const height = 70;
  const top = Math.max(1, ...a.counts, ...b.counts);
  const binWidth = width / a.counts.length;
  const chart = svg('svg', { viewBox: `0 -22 ${width} ${height + 36}`, role: 'img', class: 'histogram compare' });
  a.counts.forEach((_, i) => {
    for (const [side, name, cls] of [[a, 'A', 'bar a'], [b, 'B', 'bar b']] as const) {
      const count = side.counts[i];
      const barHeight = (count / top) * height;
      const x = i * binWidth + (cls === 'bar a' ? 1 : binWidth / 2);
      const bar = svg('rect', { x, y: height - barHeight, width: binWidth / 2 - 1, height: Math.max(barHeight, count ? 1 : 0), class: cls });
      const title = svg('title', {});
      title.textContent = `${name} ${side.strategy}: ${c.edges[i]}–${c.edges[i + 1] - 1} ${c.measure} tokens: ${count} chunk${count === 1 ? '' : 's'}`;
      bar.appendChild(title);
      chart.appendChild(bar);
      if (count) chart.appendChild(svgText(String(count), { x: x + binWidth / 4, y: height - barHeight - 2, class: 'count', 'text-anchor': 'middle' }));
    }
  });
  chart.appendChild(svgText('0', { x: 0, y: height + 12, class: 'axis', 'text-anchor': 'start' }));
  chart.appendChild(svgText(`${c.edges[c.edges.length - 1]} ${c.measure} tok`, { x: width, y: height + 12, class: 'axis', 'text-anchor': 'end' }));
  chart.appendChild(svgText(`■ A ${a.strategy}`, { x: 0, y: -12, class: 'legend a' }));
  chart.appendChild(svgText(`■ B ${b.strategy}`, { x: width, y: -12, class: 'legend b', 'text-anchor': 'end' }));
  section('histogram').replaceChildren(chart);
}

function column(side: CompareSide, i: 0 | 1, post: Post): HTMLElement {
  const name = i === 0 ? 'A' : 'B';
  const col = el('div', `column side-${name.toLowerCase()}`);
  col.appendChild(el('h2', undefined, `${name} ${side.strategy} · ${side.totalChunks} chunks · ${side.tokenizer}`));
  const list = el('div', 'chunks');
  side.chunks.forEach((chunk, k) => {
    const row = el('button', 'chunk compare-row');
    row.dataset.index = String(chunk.index);
    row.dataset.strategy = side.strategy;
    const cut = side.cuts[k];
    if (cut) row.classList.add(`cut-${cut}`);
    if (chunk.worstSeverity) row.classList.add(`severity-${chunk.worstSeverity}`);
    if (chunk.limit && chunk.size.value > chunk.limit.value) row.classList.add('oversized');
    row.title = chunk.headingsPath.join(' › ') || '(no heading)';
    row.append(
      el('span', 'number', `#${chunk.index + 1}`),
      el('span', 'line', `L${chunk.range.start.line + 1}`),
      el('span', 'cut', cut ? CUT_TEXT[cut] : 'start'),
      el('span', 'tokens', chunk.limit ? `${chunk.size.value}/${chunk.limit.value} ${chunk.size.unit}` : `${chunk.size.value} ${chunk.size.unit}`),
      el('span', 'flags', chunk.worstSeverity ? '●' : ''),
    );
    row.addEventListener('click', () => post({ type: 'revealSide', side: i, index: chunk.index }));
    list.appendChild(row);
  });
  col.appendChild(list);
  const rules = side.findingsByRule.map((r) => `${r.ruleId}/${r.ruleName} ${r.count}`).join(', ');
  col.appendChild(el('h2', undefined, `findings of ${name}: ${rules || 'none'}`));
  const findings = el('ul', 'findings');
  for (const f of side.findings.slice(0, MAX_LISTED)) {
    findings.appendChild(el('li', `severity-${f.severity}`, `L${f.range.start.line + 1} ${f.ruleId} ${f.message}${f.pipeline ? ' (pipeline)' : ''}`));
  }
  if (side.findings.length > MAX_LISTED) findings.appendChild(el('li', 'muted', `… and ${side.findings.length - MAX_LISTED} more`));
  col.appendChild(findings);
  return col;
}

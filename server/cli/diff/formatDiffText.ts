// `chunklens diff --format text`: one line per document with its counts and tokens to embed, the chunks that
// re-embed or are gone under it, and a totals line.

import { type DiffReport, type FileDiff, formatCost, formatCount, reembedCount } from './diffReport';

/** The text report. */
export function formatDiffText(report: DiffReport): string {
  const lines: string[] = [];
  for (const file of report.files) {
    lines.push(`${file.path}${file.status === 'modified' ? '' : ` (${file.status})`}: ${file.error ? `not compared: ${file.error}` : fileSummary(file)}`);
    for (const c of file.chunks) {
      const where = c.headingsPath.length ? ` ${c.headingsPath.join(' › ')} ·` : '';
      lines.push(`  ${c.change.padEnd(7)} line ${c.line} · ${formatCount(c.tokens)} tok ·${where} ${c.excerpt}`);
    }
  }
  const t = report.totals;
  const cost = t.cost !== undefined ? ` · cost ${formatCost(t.cost)} at ${report.pricePerMillion} per million tokens` : '';
  lines.push(
    `${report.base} → ${report.head}: ${formatCount(t.files)} ${t.files === 1 ? 'document' : 'documents'} · ${formatCount(reembedCount(t))} chunks re-embed ` +
      `(${formatCount(t.changed)} changed, ${formatCount(t.added)} added) · ${formatCount(t.removed)} removed · ${formatCount(t.moved)} moved · ` +
      `${formatCount(t.unchanged)} unchanged · ${formatCount(t.tokensToEmbed)} tokens to embed${cost}`,
  );
  return lines.join('\n') + '\n';
}

function fileSummary(file: FileDiff): string {
  const c = file.counts;
  const cost = file.cost !== undefined ? ` · cost ${formatCost(file.cost)}` : '';
  return `${c.changed} changed, ${c.added} added, ${c.removed} removed, ${c.moved} moved, ${c.unchanged} unchanged · ${formatCount(file.tokensToEmbed)} tokens to embed${cost}`;
}

// `chunklens diff --format markdown`: a pull-request comment. A summary line, then per document a table of its
// counts and the chunks that re-embed or are gone, collapsed under <details>. Text from the documents is
// escaped so that it cannot break the table or open HTML.

import { type DiffReport, type FileDiff, formatCost, formatCount, reembedCount } from './diffReport';

/** The Markdown report. */
export function formatDiffMarkdown(report: DiffReport): string {
  const t = report.totals;
  const cost = t.cost !== undefined ? ` · cost **${formatCost(t.cost)}** at ${report.pricePerMillion} per million tokens` : '';
  const out = [
    `**chunklens diff** \`${inline(report.base)}\` → \`${inline(report.head)}\`: **${formatCount(reembedCount(t))} chunks re-embed** ` +
      `(${formatCount(t.changed)} changed, ${formatCount(t.added)} added) · ${formatCount(t.tokensToEmbed)} tokens to embed${cost} · ` +
      `${formatCount(t.removed)} removed · ${formatCount(t.moved)} moved · ${formatCount(t.unchanged)} unchanged in ${formatCount(t.files)} ${t.files === 1 ? 'document' : 'documents'}`,
    '',
  ];
  for (const file of report.files) out.push(...fileSection(file, report.pricePerMillion !== undefined));
  return out.join('\n');
}

function fileSection(file: FileDiff, withCost: boolean): string[] {
  const title = `#### \`${inline(file.path)}\`${file.status === 'modified' ? '' : ` (${file.status})`}`;
  if (file.error) return [title, '', `Not compared: ${cell(file.error)}`, ''];
  const c = file.counts;
  const lines = [
    title,
    '',
    `| unchanged | moved | changed | added | removed | tokens to embed |${withCost ? ' cost |' : ''}`,
    `|---:|---:|---:|---:|---:|---:|${withCost ? '---:|' : ''}`,
    `| ${c.unchanged} | ${c.moved} | ${c.changed} | ${c.added} | ${c.removed} | ${formatCount(file.tokensToEmbed)} |${withCost ? ` ${formatCost(file.cost ?? 0)} |` : ''}`,
    '',
  ];
  if (!file.chunks.length) return lines;
  const reembed = reembedCount(c);
  lines.push(`<details><summary>${reembed} ${reembed === 1 ? 'chunk re-embeds' : 'chunks re-embed'}, ${c.removed} removed</summary>`, '');
  lines.push('| | line | tokens | section | text |', '|---|---:|---:|---|---|');
  for (const chunk of file.chunks) {
    lines.push(`| ${chunk.change} | ${chunk.line} | ${formatCount(chunk.tokens)} | ${cell(chunk.headingsPath.join(' › '))} | ${cell(chunk.excerpt)} |`);
  }
  lines.push('', '</details>', '');
  return lines;
}

/** Text safe in a table cell: no pipes, no HTML, no line breaks. */
function cell(text: string): string {
  return text.replace(/[\\`*_[\]<>|&]/g, (ch) => (ch === '|' ? '\\|' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : `\\${ch}`)).replace(/\s+/g, ' ');
}

/** Text safe inside a code span. */
function inline(text: string): string {
  return text.replace(/`/g, "'").replace(/\s+/g, ' ');
}

// The report of `chunklens eval`: its JSON shape, and the same as a text table (terminal) or Markdown (a
// pull-request comment). Shares are printed as percentages with one decimal, as Chroma's report rounds them.

import type { StrategySummary } from '../../../shared/eval/evaluateStrategy';

/** The `--format json` report; `--baseline` reads a previous one. */
export interface EvalReport {
  questionsFile: string;
  format: string;
  retriever: string;
  embeddingModel?: string;
  k: number;
  unit: string;
  files: number;
  /** Questions left out: a file not found, a quote no longer in its file (line of the question file). */
  problems: Array<{ line: number; message: string }>;
  strategies: Array<{ strategy: string; chunks: number; summary: StrategySummary }>;
  /** Questions `strategy` answers and `over` does not (answered: every reference character retrieved at K; without a retriever, every reference inside one chunk). */
  onlyAnswered: Array<{ strategy: string; over: string; questions: string[] }>;
  results: Array<{
    id: string;
    question: string;
    line: number;
    references: Array<{ file: string; line: number; start: number; end: number; moved: boolean }>;
    byStrategy: Record<string, {
      covered: boolean;
      chunksNeeded: number;
      precisionOmega: number;
      recall?: number;
      precision?: number;
      iou?: number;
      firstHit?: number;
      answered?: boolean;
      retrieved: Array<{ rank: number; file: string; line: number; endLine: number; chunk: number; id: string; headingsPath: string[] }>;
    }>;
  }>;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The table's header and one row of cells per strategy. */
function tableOf(report: EvalReport): string[][] {
  const k = report.k;
  const withRetrieval = report.strategies.some((s) => s.summary.retrieval);
  const header = ['strategy', 'chunks', 'coverage', 'chunks/answer', 'precision_Ω', ...(withRetrieval ? [`recall@${k}`, `precision@${k}`, `IoU@${k}`, `hit@${k}`, 'MRR'] : [])];
  const rows = report.strategies.map(({ strategy, chunks, summary: s }) => [
    strategy,
    String(chunks),
    pct(s.coverage),
    s.chunksNeeded.toFixed(2),
    `${pct(s.precisionOmega)} ± ${(s.precisionOmegaStd * 100).toFixed(1)}`,
    ...(s.retrieval ? [pct(s.retrieval.recall), pct(s.retrieval.precision), pct(s.retrieval.iou), pct(s.retrieval.hitRate), s.retrieval.mrr.toFixed(3)] : []),
  ]);
  return [header, ...rows];
}

function headline(report: EvalReport): string {
  const n = report.strategies[0]?.summary.questions ?? 0;
  const by = report.retriever === 'none' ? 'no retriever' : `${report.retriever}${report.embeddingModel ? ` (${report.embeddingModel})` : ''} at K=${report.k}`;
  return `${n} question${n === 1 ? '' : 's'} of ${report.questionsFile} over ${report.files} file${report.files === 1 ? '' : 's'} · ${by}`;
}

function onlyLines(report: EvalReport): string[] {
  const what = report.retriever === 'none' ? 'covers' : 'answers';
  return report.onlyAnswered.map((o) => `${o.strategy} ${what} ${o.questions.length} that ${o.over} does not: ${o.questions.join(', ')}`);
}

/** The report as an aligned text table, then the questions only one strategy answers, then the failed gates. */
export function formatEvalText(report: EvalReport, gates: string[]): string {
  const table = tableOf(report);
  const widths = table[0].map((_, c) => Math.max(...table.map((r) => r[c].length)));
  const lines = table.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
  const left = report.problems.length ? [`${report.problems.length} question${report.problems.length === 1 ? '' : 's'} left out (see the messages above)`] : [];
  return [headline(report), ...lines, ...onlyLines(report), ...left, ...gates.map((g) => `FAILED ${g}`)].join('\n') + '\n';
}

/** The report as Markdown: a heading line, a table, the questions only one strategy answers, the failed gates. */
export function formatEvalMarkdown(report: EvalReport, gates: string[]): string {
  const [header, ...rows] = tableOf(report);
  const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  const out = [
    `**chunklens eval**: ${headline(report)}`,
    '',
    row(header),
    row(header.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map(row),
  ];
  const only = onlyLines(report);
  if (only.length) out.push('', ...only.map((l) => `- ${l}`));
  if (report.problems.length) out.push('', ...report.problems.map((p) => `- ${report.questionsFile}:${p.line}: ${p.message}`));
  if (gates.length) out.push('', ...gates.map((g) => `- **failed**: ${g}`));
  return out.join('\n') + '\n';
}

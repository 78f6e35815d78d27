// The closing summary of a lint: files, chunks, findings by rule and severity, the chunk-size distribution and
// the time taken. Counting is separate from printing, so other reports (and findings not printed per line)
// can add to the same counts.

import type { Finding, Severity } from '../../../shared/model/types';
import { type Paint, plain } from './colors';

const SEVERITIES: Severity[] = ['error', 'warning', 'info', 'hint'];
/** Upper bounds (tokens) of the chunk-size histogram's buckets; the last bucket is open. */
export const SIZE_BUCKETS = [128, 256, 512, 1024, 2048];

/** The counts a summary prints. */
export interface LintSummary {
  files: number;
  chunks: number;
  /** Findings per severity. */
  bySeverity: Record<Severity, number>;
  /** Findings per rule (`CK001 chunk-too-large`) and severity, in rule id order. */
  byRule: { rule: string; severity: Severity; count: number }[];
  /** Chunk token counts: percentiles, maximum and histogram (counts per SIZE_BUCKETS bucket, then the rest). */
  sizes: { p50: number; p90: number; max: number; histogram: number[] };
  elapsedMs: number;
}

/** Counts `findings` by severity and by rule, and describes the distribution of `chunkTokens`. */
export function summarizeLint(input: { files: number; chunkTokens: number[]; findings: Finding[]; elapsedMs: number }): LintSummary {
  const bySeverity = { error: 0, warning: 0, info: 0, hint: 0 };
  const byRule = new Map<string, { rule: string; severity: Severity; count: number }>();
  for (const f of input.findings) {
    bySeverity[f.severity]++;
    const key = `${f.ruleId} ${f.ruleName}\u0000${f.severity}`;
    const entry = byRule.get(key) ?? { rule: `${f.ruleId} ${f.ruleName}`, severity: f.severity, count: 0 };
    entry.count++;
    byRule.set(key, entry);
  }
  const rules = [...byRule.values()].sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity)));
  return { files: input.files, chunks: input.chunkTokens.length, bySeverity, byRule: rules, sizes: describeSizes(input.chunkTokens), elapsedMs: input.elapsedMs };
}

/** p50, p90 (nearest rank), maximum and histogram of token counts; zeros for none. */
export function describeSizes(tokens: number[]): LintSummary['sizes'] {
  const sorted = Float64Array.from(tokens).sort();
  const rank = (p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : 0);
  const histogram = new Array<number>(SIZE_BUCKETS.length + 1).fill(0);
  for (const t of sorted) {
    const bucket = SIZE_BUCKETS.findIndex((limit) => t <= limit);
    histogram[bucket === -1 ? SIZE_BUCKETS.length : bucket]++;
  }
  return { p50: rank(0.5), p90: rank(0.9), max: sorted.length ? sorted[sorted.length - 1] : 0, histogram };
}

/** The summary as text lines, coloured by `paint` (plain by default). */
export function formatSummary(summary: LintSummary, paint: Paint = plain): string {
  const total = SEVERITIES.reduce((n, s) => n + summary.bySeverity[s], 0);
  const counts = SEVERITIES.filter((s) => summary.bySeverity[s]).map((s) => paint(s, plural(summary.bySeverity[s], s)));
  const seconds = (summary.elapsedMs / 1000).toFixed(2);
  const lines = [
    `${plural(summary.files, 'file')}, ${plural(summary.chunks, 'chunk')}, ${plural(total, 'finding')}${counts.length ? ` (${counts.join(', ')})` : ''} in ${seconds} s`,
  ];
  const width = Math.max(0, ...summary.byRule.map((r) => r.rule.length));
  for (const r of summary.byRule) lines.push(`  ${r.rule.padEnd(width)}  ${paint(r.severity, plural(r.count, r.severity))}`);
  if (summary.chunks) {
    const { p50, p90, max, histogram } = summary.sizes;
    const buckets = histogram.map((n, i) => `${i < SIZE_BUCKETS.length ? `≤${SIZE_BUCKETS[i]}` : `>${SIZE_BUCKETS[SIZE_BUCKETS.length - 1]}`}: ${n}`);
    lines.push(`chunk tokens: p50 ${p50} · p90 ${p90} · max ${max} · ${buckets.join(' · ')}`);
  }
  return lines.join('\n') + '\n';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

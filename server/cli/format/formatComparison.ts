// `chunklens compare`'s report of one document under two strategies: as text, or as one JSON object, with
// boundaries and findings on 1-based lines and columns.

import type { StrategyComparison } from '../../../shared/query/compareStrategies';
import type { Finding } from '../../../shared/model/types';
import type { LineIndex } from '../../../shared/text/lineIndex';

const KIND_LABEL = { both: 'both', a: 'only A', b: 'only B' } as const;

function place(lines: LineIndex, offset: number): { line: number; column: number; offset: number } {
  const { line, character } = lines.positionAt(offset);
  return { line: line + 1, column: character + 1, offset };
}

/** The comparison as one JSON object: boundaries and findings with 1-based lines and columns and their offsets. */
export function comparisonAsJson(file: string, c: StrategyComparison, lines: LineIndex): object {
  const finding = (f: Finding) => ({ ...place(lines, f.span.start), severity: f.severity, ruleId: f.ruleId, ruleName: f.ruleName, message: f.message, ...(f.pipeline ? { pipeline: true } : {}) });
  return {
    file,
    strategies: c.sides.map((s) => s.strategy),
    boundaryCounts: countKinds(c),
    boundaries: c.boundaries.map((x) => ({ ...place(lines, x.offset), kind: x.kind })),
    histogram: { unit: c.measure, edges: c.edges },
    sides: c.sides.map((s) => ({
      strategy: s.strategy,
      tokenizer: s.tokenizer,
      chunks: s.chunks,
      histogram: s.counts,
      findingsByRule: s.findingsByRule,
      findings: s.findings.map(finding),
    })),
  };
}

function countKinds(c: StrategyComparison): { both: number; a: number; b: number } {
  const counts = { both: 0, a: 0, b: 0 };
  for (const x of c.boundaries) counts[x.kind]++;
  return counts;
}

/** The comparison as text: counts side by side, every boundary with who cuts there, both histograms, the findings. */
export function formatComparison(file: string, c: StrategyComparison, lines: LineIndex): string {
  const [a, b] = c.sides;
  const kinds = countKinds(c);
  const width = Math.max(a.strategy.length + 2, 8);
  const row = (label: string, x: string | number, y: string | number) => `${label.padEnd(10)}${String(x).padStart(width)}  ${String(y)}`;
  const out = [
    `${file}: A ${a.strategy} vs B ${b.strategy}`,
    row('', `A ${a.strategy}`, `B ${b.strategy}`),
    row('chunks', a.chunks, b.chunks),
    row('findings', a.findings.length, b.findings.length),
    `boundaries: ${kinds.both} both · ${kinds.a} only A · ${kinds.b} only B`,
    ...c.boundaries.map((x) => {
      const p = place(lines, x.offset);
      return `  ${KIND_LABEL[x.kind].padEnd(7)} ${file}:${p.line}:${p.column}`;
    }),
    `chunk sizes in ${c.measure} tokens (A | B)`,
    ...histogramRows(c),
  ];
  for (const [name, side] of [['A', a], ['B', b]] as const) {
    const rules = side.findingsByRule.map((r) => `${r.ruleId}/${r.ruleName} ${r.count}`).join(', ');
    out.push(`findings of ${name} ${side.strategy}: ${rules || 'none'}`);
    for (const f of side.findings) {
      const p = place(lines, f.span.start);
      out.push(`  ${file}:${p.line}:${p.column} ${f.severity} ${f.ruleId}/${f.ruleName} ${f.message}${f.pipeline ? ' (pipeline)' : ''}`);
    }
  }
  return out.join('\n') + '\n';
}

/** One row per bin: its range, then each side's count and a bar scaled to the largest count of either. */
function histogramRows(c: StrategyComparison): string[] {
  const [a, b] = c.sides;
  const top = Math.max(1, ...a.counts, ...b.counts);
  const bar = (n: number) => '█'.repeat(Math.round((n / top) * 20));
  const labels = a.counts.map((_, i) => `${c.edges[i]}–${c.edges[i + 1] - 1}`);
  const labelWidth = Math.max(...labels.map((l) => l.length));
  const countWidth = String(top).length;
  return labels.map((label, i) => `  ${label.padEnd(labelWidth)}  ${String(a.counts[i]).padStart(countWidth)} ${bar(a.counts[i]).padEnd(20)} | ${String(b.counts[i]).padStart(countWidth)} ${bar(b.counts[i])}`.trimEnd());
}

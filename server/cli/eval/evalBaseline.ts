// `eval --baseline previous.json`: compares a run with a previous `--format json` report of the same question
// set, strategy by strategy, so CI fails when a change to the docs or the chunking loses answers.

import { readFileSync } from 'node:fs';
import type { EvalReport } from './formatEval';

/**
 * The failures against the baseline report at `path`, one sentence each: per strategy present in both, the
 * questions (present in both) the baseline answered and this run does not, and a drop of mean recall. An
 * unreadable or foreign file throws (exit 2): a gate that cannot be checked must not pass.
 */
export function compareWithBaseline(path: string, report: EvalReport): string[] {
  const baseline = readBaseline(path);
  const failures: string[] = [];
  const withRetriever = report.retriever !== 'none';
  const previous = new Map(baseline.results.map((b) => [b.id, b.byStrategy]));
  for (const s of report.strategies) {
    const before = baseline.strategies.find((b) => b.strategy === s.strategy);
    if (!before) continue;
    const broke = report.results.filter((q) => {
      const old = previous.get(q.id)?.[s.strategy];
      const now = q.byStrategy[s.strategy];
      if (!old || !now) return false;
      return withRetriever ? old.answered === true && now.answered !== true : old.covered && !now.covered;
    });
    if (broke.length) failures.push(`${s.strategy}: ${broke.length} question${broke.length === 1 ? '' : 's'} answered in ${path} no longer ${withRetriever ? 'answered' : 'covered'}: ${broke.map((q) => q.id).join(', ')}`);
    const was = before.summary.retrieval?.recall;
    const is = s.summary.retrieval?.recall;
    if (was !== undefined && is !== undefined && is < was - 1e-9) failures.push(`${s.strategy}: recall at ${report.k} fell from ${(was * 100).toFixed(1)}% to ${(is * 100).toFixed(1)}% since ${path}`);
  }
  return failures;
}

function readBaseline(path: string): EvalReport {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`--baseline ${path}: cannot read it as JSON (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const report = value as Partial<EvalReport>;
  if (!Array.isArray(report?.strategies) || !Array.isArray(report.results)) throw new Error(`--baseline ${path}: not a report of "chunklens eval --format json"`);
  return report as EvalReport;
}

// The closing lines of `lint` about pipeline findings: what only a strategy or budget choice can fix is not
// printed per line but counted here by rule and cause, with the choice that would avoid it (of one cause's remedies,
// the one that names the largest number: the cap that holds the largest of its blocks holds them all).

import type { Finding } from '../../../shared/model/types';

/** The first number a remedy names (`maxTokens ≥ 2204`), or -1: of one cause's remedies the summary shows the one asking most, which holds them all. */
function firstNumber(remedy: string): number {
  const m = /\d+/.exec(remedy);
  return m ? Number(m[0]) : -1;
}

/** Findings of every file that only the pipeline can fix, summarised; empty when there are none. */
export function formatPipelineSummary(files: ReadonlyArray<{ pipeline?: Finding[] }>): string {
  const groups = new Map<string, { ruleId: string; ruleName: string; cause: string; remedy: string; count: number; files: number }>();
  let total = 0;
  for (const file of files) {
    const seen = new Set<string>();
    for (const f of file.pipeline ?? []) {
      const key = `${f.ruleId}\u0000${f.pipeline!.cause}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { ruleId: f.ruleId, ruleName: f.ruleName, cause: f.pipeline!.cause, remedy: f.pipeline!.remedy, count: 0, files: 0 }));
      else if (firstNumber(f.pipeline!.remedy) > firstNumber(group.remedy)) group.remedy = f.pipeline!.remedy;
      group.count++;
      if (!seen.has(key)) group.files++;
      seen.add(key);
      total++;
    }
  }
  if (!total) return '';
  const lines = [`${total} pipeline findings, not listed per line (no edit of the text fixes them; --pipeline-findings inline or "pipelineFindings": "inline" lists them):`];
  for (const g of [...groups.values()].sort((a, b) => b.count - a.count)) {
    lines.push(`  ${g.ruleId}/${g.ruleName} ×${g.count} in ${g.files} file${g.files === 1 ? '' : 's'}: ${g.cause}`, `    avoided by ${g.remedy}`);
  }
  return lines.join('\n') + '\n';
}

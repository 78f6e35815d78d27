// Runs the lint rules over one analysis: enablement and severity come from the config, and a rule that throws
// becomes one internal-error finding instead of losing the other findings (shared/README.md invariant 6).

import type { ResolvedSettings } from '../config/config';
import type { Finding, Severity } from '../model/types';
import { findRule, INTERNAL_ERROR_RULE_ID, RULES } from '../rules';
import { onePerBlock } from '../rules/onePerBlock';
import type { Rule, RuleContext } from '../rules/types';
import { AnalysisStopped, checkTimeBudget } from './timeBudget';

/**
 * Runs every enabled rule (of `rules`, all by default), findings sorted by place then rule id. Each finding gets a span object of its own (a
 * rule may report a chunk's span, which a later edit moves in place).
 * A rule that throws becomes one CK900 finding; past the analysis's time budget, AnalysisStopped goes through.
 */
export function lint(ctx: RuleContext, ruleSettings: ResolvedSettings['rules'], rules: readonly Rule[] = RULES): Finding[] {
  const severityOf = configuredSeverities(ruleSettings);
  const findings: Finding[] = [];
  for (const rule of rules) {
    const configured = severityOf.get(rule.id);
    if (configured === 'off') continue;
    checkTimeBudget(true);
    try {
      rule.check(ctx, (r) =>
        findings.push({
          ruleId: rule.id,
          ruleName: rule.names[0],
          severity: configured ?? r.severity ?? rule.defaultSeverity,
          message: r.message,
          span: { start: r.span.start, end: r.span.end },
          ...(r.chunkIndex !== undefined ? { chunkIndex: r.chunkIndex } : {}),
          ...(r.pipeline ? { pipeline: r.pipeline } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof AnalysisStopped) throw error;
      findings.push(internalErrorFinding(rule, error));
    }
  }
  for (const p of ctx.problems) {
    if (p.code === INTERNAL_ERROR_RULE_ID) {
      findings.push({ ruleId: p.code, ruleName: 'internal-error', severity: 'error', message: p.message, span: p.span });
    }
  }
  findings.sort((a, b) => a.span.start - b.span.start || a.ruleId.localeCompare(b.ruleId));
  return onePerBlock(findings, ctx.doc.blocks, NOT_LIMITED);
}

/** Internal errors are never merged: each says something different. */
const NOT_LIMITED = new Set([INTERNAL_ERROR_RULE_ID]);

export function configuredSeverities(settings: ResolvedSettings['rules']): Map<string, Severity | 'off'> {
  const byId = new Map<string, Severity | 'off'>();
  for (const [name, value] of Object.entries(settings)) {
    const rule = findRule(name);
    if (rule) byId.set(rule.id, value);
  }
  return byId;
}

function internalErrorFinding(rule: Rule, error: unknown): Finding {
  return {
    ruleId: INTERNAL_ERROR_RULE_ID,
    ruleName: 'internal-error',
    severity: 'error',
    message: `rule ${rule.id} (${rule.names[0]}) failed: ${messageOf(error)}`,
    span: { start: 0, end: 0 },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

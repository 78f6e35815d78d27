// The analysis of one document version: parse → chunk → lint, as pure functions of the text and settings.
//
// Invariant (DESIGN.md 6): rules only report. The engine applies enablement and severity from the config and
// turns a throwing rule into one internal-error finding instead of losing the other findings.

import type { ChunkResult, StrategyContext } from './chunkers/types';
import type { ResolvedSettings } from './config';
import type { Chunk, Finding, InputKind, ParsedDocument, Problem, Severity } from './model';
import type { SectionCache } from './parse/markdown';
import { parseMarkdownIncremental, type BlockChange, type MarkdownParseState } from './parse/incrementalMarkdown';
import { chunkIncrementally, type ChunkMemo } from './chunkIncrementally';
import { parseDocument } from './parse';
import { findRule, INTERNAL_ERROR_RULE_ID, RULES } from './rules';
import type { Rule, RuleContext } from './rules/types';
import { applySuppressions, readDirectives } from './suppressions';
import { getTokenizer } from './tokenizers';

export interface AnalysisInput {
  kind: InputKind;
  text: string;
  documentId: string;
  settings: ResolvedSettings;
  sidecars?: Record<string, string>;
}

/** Everything the server and CLI show for one document version. Immutable once built. */
export interface Analysis {
  doc: ParsedDocument;
  settings: ResolvedSettings;
  context: StrategyContext;
  chunks: Chunk[];
  findings: Finding[];
}

/**
 * Per-document memo carried from one version to the next (one per open document; not shared between
 * documents). With it, `analyze` re-parses and re-chunks only what the edit can have changed.
 */
export interface AnalysisCache {
  /** Parsed Markdown regions by text, used when there is no previous version to diff against. */
  sections: SectionCache;
  /** The previous Markdown version's parse state. */
  markdown?: MarkdownParseState;
  /** The previous version's chunks, for strategies with the `sectionwise` or `resumable` hook. */
  chunks?: ChunkMemo;
}

export function createAnalysisCache(): AnalysisCache {
  return { sections: new Map() };
}

/**
 * Analyses one document version. With `cache` (the same document's previous versions went through it) the
 * work is incremental; the result is identical to an analysis without a cache.
 */
export function analyze(input: AnalysisInput, cache?: AnalysisCache): Analysis {
  const { doc, change } = parseWithCache(input, cache);
  const { strategy } = input.settings;
  const context: StrategyContext = {
    tokenizer: getTokenizer(input.settings.tokenizer, input.settings.tokenizerEngine),
    budgets: input.settings.budgets,
    documentId: input.documentId,
  };
  let result: ChunkResult;
  try {
    if (cache) {
      const incremental = chunkIncrementally(strategy, doc, context, change, cache.chunks);
      cache.chunks = incremental.memo;
      result = incremental.result;
    } else result = strategy.chunk(doc, context);
  } catch (error) {
    if (cache) cache.chunks = undefined;
    result = { chunks: [], problems: [internalProblem(`strategy ${strategy.id} failed: ${messageOf(error)}`)] };
  }
  const problems = [...doc.problems, ...result.problems];
  const linted = lint(
    { doc, chunks: result.chunks, strategy: strategy.id, budgets: context.budgets, problems },
    input.settings.rules,
  );
  const findings = doc.kind === 'markdown' ? suppress(doc, linted, input.settings.rules) : linted;
  return { doc, settings: input.settings, context, chunks: result.chunks, findings };
}

function parseWithCache(input: AnalysisInput, cache?: AnalysisCache): { doc: ParsedDocument; change?: BlockChange } {
  if (input.kind !== 'markdown' || !cache) {
    if (cache) cache.markdown = undefined;
    return { doc: parseDocument(input.kind, input.text, { sidecars: input.sidecars, sectionCache: cache?.sections }) };
  }
  const parsed = parseMarkdownIncremental(input.text, cache.markdown, cache.sections);
  cache.markdown = parsed.state;
  return { doc: parsed.doc, change: parsed.change };
}

/** Runs every enabled rule; a rule that throws becomes one CK900 finding. */
export function lint(ctx: RuleContext, ruleSettings: ResolvedSettings['rules']): Finding[] {
  const severityOf = configuredSeverities(ruleSettings);
  const findings: Finding[] = [];
  for (const rule of RULES) {
    const configured = severityOf.get(rule.id);
    if (configured === 'off') continue;
    try {
      rule.check(ctx, (r) =>
        findings.push({
          ruleId: rule.id,
          ruleName: rule.names[0],
          severity: configured ?? r.severity ?? rule.defaultSeverity,
          message: r.message,
          span: r.span,
          ...(r.chunkIndex !== undefined ? { chunkIndex: r.chunkIndex } : {}),
        }),
      );
    } catch (error) {
      findings.push(internalErrorFinding(rule, error));
    }
  }
  for (const p of ctx.problems) {
    if (p.code === INTERNAL_ERROR_RULE_ID) {
      findings.push({ ruleId: p.code, ruleName: 'internal-error', severity: 'error', message: p.message, span: p.span });
    }
  }
  return findings.sort((a, b) => a.span.start - b.span.start || a.ruleId.localeCompare(b.ruleId));
}

/** Applies the document's suppression comments; a comment naming an unknown rule is itself reported. */
function suppress(doc: ParsedDocument, findings: Finding[], ruleSettings: ResolvedSettings['rules']): Finding[] {
  const { directives, unknown } = readDirectives(doc, (name) => findRule(name)?.id);
  const kept = applySuppressions(findings, doc.text, directives, new Set([INTERNAL_ERROR_RULE_ID]));
  const configured = configuredSeverities(ruleSettings).get('CK100');
  if (configured === 'off') return kept;
  const reported: Finding[] = unknown.map((u) => ({
    ruleId: 'CK100',
    ruleName: 'malformed-input',
    severity: configured ?? 'warning',
    message: `Unknown rule "${u.name}" in a chunklens suppression comment`,
    span: u.span,
  }));
  return [...kept, ...reported].sort((a, b) => a.span.start - b.span.start || a.ruleId.localeCompare(b.ruleId));
}

function configuredSeverities(settings: ResolvedSettings['rules']): Map<string, Severity | 'off'> {
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

function internalProblem(message: string): Problem {
  return { span: { start: 0, end: 0 }, message, code: INTERNAL_ERROR_RULE_ID, severity: 'error' };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

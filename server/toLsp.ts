// The one edge where core types become LSP types: Span → Range, Finding → Diagnostic, Chunk → ChunkSummary.
// Lines come from shared/lineIndex.ts, which the CLI shares (DESIGN.md invariant 2).

import { type Diagnostic, DiagnosticSeverity, type Range } from 'vscode-languageserver/node';
import type { LineIndex } from '../shared/lineIndex';
import type { Chunk, Finding, Severity, Span } from '../shared/model';
import type { ChunkSummary } from '../shared/protocol';
import type { DocumentAnalysis } from './analyses';
import { chunkExtent } from './chunkFacts';

/** Where each rule is documented: its section in the README. */
export const RULE_DOCS_BASE = 'https://github.com/chunklens/chunklens';

export function ruleHref(ruleId: string): string {
  return `${RULE_DOCS_BASE}#${ruleId.toLowerCase()}`;
}

export function toLspRange(lines: LineIndex, span: Span): Range {
  return lines.rangeOf(span);
}

export function toLspSeverity(severity: Severity): DiagnosticSeverity {
  switch (severity) {
    case 'error':
      return DiagnosticSeverity.Error;
    case 'warning':
      return DiagnosticSeverity.Warning;
    case 'info':
      return DiagnosticSeverity.Information;
    case 'hint':
      return DiagnosticSeverity.Hint;
  }
}

/** A finding as a diagnostic: `code` is the rule id, linked to its README section; source `chunklens`. */
export function toLspDiagnostic(lines: LineIndex, finding: Finding): Diagnostic {
  return {
    range: toLspRange(lines, finding.span),
    severity: toLspSeverity(finding.severity),
    code: finding.ruleId,
    codeDescription: { href: ruleHref(finding.ruleId) },
    source: 'chunklens',
    message: finding.message,
  };
}

const SEVERITY_RANK: Record<Severity, number> = { hint: 0, info: 1, warning: 2, error: 3 };

/** A chunk as the tree, hovers and the status bar show it. */
export function toChunkSummary(result: DocumentAnalysis, chunk: Chunk): ChunkSummary {
  const { analysis, lines } = result;
  const extent = chunkExtent(chunk);
  const maxTokens = analysis.context.budgets.maxTokens;
  const summary: ChunkSummary = {
    index: chunk.index,
    id: chunk.id,
    type: chunk.type,
    tokens: chunk.tokens,
    headingsPath: chunk.headingsPath,
    range: toLspRange(lines, extent),
    reasons: chunk.notes.map((n) => n.reason),
    rewritten: chunk.content !== analysis.doc.text.slice(extent.start, extent.end),
  };
  if (maxTokens !== undefined) summary.maxTokens = maxTokens;
  if (chunk.heading) summary.heading = chunk.heading.heading;
  if (chunk.pages?.length) summary.pages = chunk.pages;
  const worst = worstSeverityIn(analysis.findings, chunk, extent);
  if (worst) summary.worstSeverity = worst;
  return summary;
}

function worstSeverityIn(findings: readonly Finding[], chunk: Chunk, extent: Span): Severity | undefined {
  let worst: Severity | undefined;
  for (const f of findings) {
    const inside = f.chunkIndex === chunk.index || (f.chunkIndex === undefined && f.span.start >= extent.start && f.span.start < extent.end);
    if (inside && (!worst || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst])) worst = f.severity;
  }
  return worst;
}

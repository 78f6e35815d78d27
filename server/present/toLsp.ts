// The one edge where core types become LSP types: Span → Range, Finding → Diagnostic, Chunk → ChunkSummary.
// Lines come from shared/text/lineIndex.ts, which the CLI shares (shared/README.md invariant 2).

import { type Diagnostic, DiagnosticSeverity, type Range } from 'vscode-languageserver/node';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { Chunk, Finding, Severity, Span } from '../../shared/model/types';
import type { ChunkSummary } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/analyses';
import { chunkEdits } from './chunkEdits';
import { chunkExtent, limitOf, pagesKnown, sizeOf } from './chunkFacts';

/** Where the rules are documented: the folder of rule pages in the repository, one `CK001.md` per rule. */
export const RULE_DOCS_BASE = 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules';

/** The page of a rule (`docs/rules/CK001.md`), which a diagnostic's code links to. */
export function ruleHref(ruleId: string): string {
  return `${RULE_DOCS_BASE}/${ruleId}.md`;
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

/**
 * Where a finding is squiggled: its span cut at the end of its first line. Findings about a whole chunk or
 * block (an oversized chunk, a malformed multi-line element) would otherwise underline every line of it.
 */
export function diagnosticRange(lines: LineIndex, span: Span): Range {
  const range = toLspRange(lines, span);
  if (range.end.line === range.start.line) return range;
  const nextLine = lines.lineStart(range.start.line + 1);
  const lineEnd = nextLine - (lines.text.slice(nextLine - 2, nextLine) === '\r\n' ? 2 : 1);
  return { start: range.start, end: lines.positionAt(Math.max(span.start, lineEnd)) };
}

/** A finding as a diagnostic: `code` is the rule id, linked to its page (`docs/rules/CK001.md`); source `chunklens`. */
export function toLspDiagnostic(lines: LineIndex, finding: Finding): Diagnostic {
  return {
    range: diagnosticRange(lines, finding.span),
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
  const limit = limitOf(analysis.context.budgets);
  const edits = chunkEdits(chunk, result.kind, analysis.doc.text);
  const summary: ChunkSummary = {
    index: chunk.index,
    id: chunk.id,
    type: chunk.type,
    tokens: chunk.tokens,
    size: sizeOf(chunk, limit),
    headingsPath: chunk.headingsPath,
    range: toLspRange(lines, extent),
    reasons: chunk.notes.map((n) => n.reason),
    rewritten: edits.length > 0,
    edits,
  };
  if (limit) summary.limit = limit;
  if (chunk.heading) summary.heading = chunk.heading.heading;
  if (chunk.parents) summary.parents = chunk.parents.map((p) => `${p.label} · ${p.tokens} tok`);
  if (chunk.pages?.length && pagesKnown(result.kind, analysis.chunks)) summary.pages = chunk.pages;
  if ((chunk.sectionHeadings?.length ?? 0) > 1) summary.sections = chunk.sectionHeadings;
  const worst = worstSeverityIn(analysis.findings, chunk, extent);
  if (worst) summary.worstSeverity = worst;
  const pipeline = pipelineFindingsOf(analysis.pipelineFindings).get(chunk.index);
  if (pipeline) summary.pipelineNotes = pipeline.map((f) => `${f.ruleId} ${f.message}; avoided by ${f.pipeline!.remedy}`);
  return summary;
}

const pipelineByChunk = new WeakMap<readonly Finding[], Map<number, Finding[]>>();

/** An analysis's pipeline findings by chunk index, grouped once per analysis. */
export function pipelineFindingsOf(findings: readonly Finding[]): Map<number, Finding[]> {
  let byChunk = pipelineByChunk.get(findings);
  if (!byChunk) {
    byChunk = new Map();
    for (const f of findings) {
      if (f.chunkIndex === undefined) continue;
      const list = byChunk.get(f.chunkIndex);
      if (list) list.push(f);
      else byChunk.set(f.chunkIndex, [f]);
    }
    pipelineByChunk.set(findings, byChunk);
  }
  return byChunk;
}

function worstSeverityIn(findings: readonly Finding[], chunk: Chunk, extent: Span): Severity | undefined {
  let worst: Severity | undefined;
  for (const f of findings) {
    const inside = f.chunkIndex === chunk.index || (f.chunkIndex === undefined && f.span.start >= extent.start && f.span.start < extent.end);
    if (inside && (!worst || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst])) worst = f.severity;
  }
  return worst;
}

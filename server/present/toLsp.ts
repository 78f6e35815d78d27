// The one edge where core types become LSP types: Span → Range, Finding → Diagnostic (Chunk → ChunkSummary:
// chunkSummary.ts, free of the LSP runtime so that the browser playground bundles it too).
// Lines come from shared/text/lineIndex.ts, which the CLI shares (shared/README.md invariant 2).

import { type Diagnostic, DiagnosticSeverity, type Range } from 'vscode-languageserver/node';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { Finding, Severity, Span } from '../../shared/model/types';

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

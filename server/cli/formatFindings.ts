// Renders findings as `file:line:col severity id/name message` lines, or as JSON objects with positions.

import type { Finding } from '../../shared/model';
import { LineIndex } from '../../shared/lineIndex';

export interface FileFindings {
  path: string;
  /** The file's text, to put findings on lines; empty when there are no findings (the CLI pool sends none). */
  text: string;
  findings: Finding[];
}

export function formatFindingsText(files: FileFindings[]): string {
  const out: string[] = [];
  for (const { path, text, findings } of files) {
    const lines = new LineIndex(text);
    for (const f of findings) {
      const { line, character } = lines.positionAt(f.span.start);
      out.push(`${path}:${line + 1}:${character + 1} ${f.severity} ${f.ruleId}/${f.ruleName} ${f.message}`);
    }
  }
  return out.length ? out.join('\n') + '\n' : '';
}

export function findingsAsJson(files: FileFindings[]): object[] {
  return files.flatMap(({ path, text, findings }) => {
    const lines = new LineIndex(text);
    return findings.map((f) => {
      const range = lines.rangeOf(f.span);
      return {
        file: path,
        line: range.start.line + 1,
        column: range.start.character + 1,
        endLine: range.end.line + 1,
        endColumn: range.end.character + 1,
        ruleId: f.ruleId,
        ruleName: f.ruleName,
        severity: f.severity,
        message: f.message,
      };
    });
  });
}

// Renders findings as `file:line:col severity id/name message` lines, or as JSON objects with positions.

import type { Finding } from '../../../shared/model/types';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { SiteReading } from '../../../shared/sites/siteReading';

export interface FileFindings {
  path: string;
  /** The file's text, to put findings on lines; empty when there are no findings (the CLI pool sends none). */
  text: string;
  findings: Finding[];
  /** Findings only a strategy or budget choice can fix: counted in the summary, not listed (see Finding.pipeline). */
  pipeline?: Finding[];
  /** How a Markdown file was read: its site (if any) and dialect. */
  reading?: SiteReading;
}

/** At most this many findings of one file are listed in the text format; the rest are counted. */
export const MAX_LISTED_PER_FILE = 50;

export function formatFindingsText(files: FileFindings[]): string {
  const out: string[] = [];
  for (const { path, text, findings } of files) {
    const lines = new LineIndex(text);
    for (const f of findings.slice(0, MAX_LISTED_PER_FILE)) {
      const { line, character } = lines.positionAt(f.span.start);
      out.push(`${path}:${line + 1}:${character + 1} ${f.severity} ${f.ruleId}/${f.ruleName} ${f.message}`);
    }
    if (findings.length > MAX_LISTED_PER_FILE) out.push(`${path}: … and ${findings.length - MAX_LISTED_PER_FILE} more (--format json lists every finding)`);
  }
  return out.length ? out.join('\n') + '\n' : '';
}

export function findingsAsJson(files: FileFindings[]): object[] {
  return files.flatMap(({ path, text, findings, reading }) => {
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
        ...(reading ? { site: reading.site ?? null, dialect: reading.dialect } : {}),
        ...(f.pipeline ? { pipeline: { cause: f.pipeline.cause, remedy: f.pipeline.remedy } } : {}),
      };
    });
  });
}

// Renders findings as GitHub Actions workflow commands (`::error file=…,line=…::message`), which the Actions
// runner turns into annotations on the pull request's changed lines.

import { LineIndex } from '../../../shared/text/lineIndex';
import type { Severity } from '../../../shared/model/types';
import type { LintedFile } from '../lint/lintFile';

/** GitHub has three annotation levels; info and hint findings are notices. */
function commandOf(severity: Severity): 'error' | 'warning' | 'notice' {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'notice';
}

/** Escapes a workflow command's message (%, CR, LF) as the Actions toolkit does. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command's property value (also `:` and `,`). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow command per finding, with 1-based line and column ranges; paths `/`-separated. */
export function formatGithub(files: LintedFile[]): string {
  const out: string[] = [];
  for (const { file } of files) {
    const lines = new LineIndex(file.text);
    for (const f of file.findings) {
      const range = lines.rangeOf(f.span);
      const properties = [
        `file=${escapeProperty(file.path.split('\\').join('/'))}`,
        `line=${range.start.line + 1}`,
        `col=${range.start.character + 1}`,
        `endLine=${range.end.line + 1}`,
        `endColumn=${range.end.character + 1}`,
        `title=${escapeProperty(`${f.ruleId} ${f.ruleName}`)}`,
      ];
      out.push(`::${commandOf(f.severity)} ${properties.join(',')}::${escapeData(f.message)}`);
    }
  }
  return out.length ? out.join('\n') + '\n' : '';
}

// Renders findings as a GitLab Code Quality report (a subset of the Code Climate issue format), which GitLab
// shows in merge requests when a job publishes it as `artifacts:reports:codequality`.

import { isAbsolute, relative } from 'node:path';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { Severity } from '../../../shared/model/types';
import type { LintedFile } from '../lint/lintFile';

type QualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/** Errors block a merge as `major`, warnings are `minor`, the rest `info`. */
function qualitySeverityOf(severity: Severity): QualitySeverity {
  return severity === 'error' ? 'major' : severity === 'warning' ? 'minor' : 'info';
}

/**
 * The report's issues: `check_name` is the rule, `fingerprint` the finding's baseline fingerprint (stable
 * across line moves, so GitLab tracks an issue across commits; a repeat within one chunk gets `-2`, `-3`, …, as
 * GitLab keeps one issue per fingerprint), the path relative to the working folder and `/`-separated.
 */
export function formatCodeQuality(files: LintedFile[]): object[] {
  const seen = new Map<string, number>();
  return files.flatMap(({ file, fingerprints }) => {
    const lines = new LineIndex(file.text);
    const path = (isAbsolute(file.path) ? relative(process.cwd(), file.path) : file.path).split('\\').join('/').replace(/^\.\//, '');
    return file.findings.map((f, i) => {
      const range = lines.rangeOf(f.span);
      const repeat = (seen.get(fingerprints[i]) ?? 0) + 1;
      seen.set(fingerprints[i], repeat);
      return {
        type: 'issue',
        description: `${f.ruleId}/${f.ruleName}: ${f.message}`,
        check_name: `${f.ruleId} ${f.ruleName}`,
        fingerprint: repeat === 1 ? fingerprints[i] : `${fingerprints[i]}-${repeat}`,
        severity: qualitySeverityOf(f.severity),
        categories: ['Style'],
        location: {
          path,
          positions: {
            begin: { line: range.start.line + 1, column: range.start.character + 1 },
            end: { line: range.end.line + 1, column: range.end.character + 1 },
          },
        },
      };
    });
  });
}

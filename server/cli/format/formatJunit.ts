// Renders a lint as JUnit XML (the Jenkins / Maven Surefire dialect CI servers read): one test case per file,
// failing with one <failure> per finding, so a CI's test view lists the files with chunk problems.

import { LineIndex } from '../../../shared/text/lineIndex';
import type { LintedFile } from '../lint/lintFile';

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 cannot hold. */
function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The JUnit XML document for `files`, linted in `elapsedMs`. */
export function formatJunit(files: LintedFile[], elapsedMs: number): string {
  const failures = files.reduce((n, f) => n + f.file.findings.length, 0);
  const time = (elapsedMs / 1000).toFixed(3);
  const cases = files.map(({ file }) => {
    const name = escapeXml(file.path.split('\\').join('/'));
    if (!file.findings.length) return `    <testcase classname="chunklens" name="${name}"/>`;
    const lines = new LineIndex(file.text);
    const body = file.findings.map((f) => {
      const { line, character } = lines.positionAt(f.span.start);
      const where = `${file.path}:${line + 1}:${character + 1}`;
      return `      <failure type="${escapeXml(`${f.ruleId} ${f.ruleName}`)}" message="${escapeXml(f.message)}">${escapeXml(`${where} ${f.severity} ${f.ruleId}/${f.ruleName} ${f.message}`)}</failure>`;
    });
    return [`    <testcase classname="chunklens" name="${name}">`, ...body, '    </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="chunklens" tests="${files.length}" failures="${failures}" errors="0" time="${time}">`,
    `  <testsuite name="chunklens" tests="${files.length}" failures="${failures}" errors="0" skipped="0" time="${time}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

// The lint run's template fold: empty sections the run finds under one heading in many files, or under a heading of
// a template file of the run that the file's folder copies (shared/rules/templateSections.ts), are taken off the per-line list and
// counted in the summary as one entry per heading, which names the heading and how many files hold it, or the
// template that holds it.

import { TemplateSectionTally } from '../../../shared/rules/templateSections';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/**
 * `files` with every writer's empty section that the run's tally finds templated marked as the template's: moved to
 * the file's pipeline findings, or kept on its line with the cause when the file lists pipeline findings inline.
 * Other findings, and their fingerprints, stay as they are.
 */
export function foldTemplateSections(files: readonly LintedFile[]): LintedFile[] {
  const tally = new TemplateSectionTally();
  for (const { file, templateTitles } of files) tally.record(file.path, file.path, file.findings, file.pipeline, templateTitles);
  if (!tally.anyTemplated) return [...files];
  return files.map((linted) =>
    movedToPipeline(
      linted,
      linted.file.findings.map((f) => {
        const pipeline = tally.causeOf(f, linted.file.path);
        return pipeline ? { ...f, pipeline } : undefined;
      }),
    ),
  );
}

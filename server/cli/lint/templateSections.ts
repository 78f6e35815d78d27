// Empty sections a lint run finds in many files under one heading (`## Features` in 300 pages made from one
// page template): the same placeholder left unfilled, not 300 separate slips. They are taken off the per-line
// list and counted in the summary as one entry per heading, which names the heading and how many files hold it.

import type { Finding, PipelineCause } from '../../../shared/model/types';
import { emptySectionTitle } from '../../../shared/rules/orphanHeading';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/** In this many files or more, an empty section under one heading is a template's. */
export const TEMPLATE_SECTION_FILES = 5;
function titleOf(finding: Finding): string | undefined {
  if (finding.ruleId !== 'CK003' || finding.pipeline) return undefined;
  return emptySectionTitle(finding.message)?.toLowerCase();
}

function templateCause(title: string, files: number): PipelineCause {
  return {
    cause: `the section "${title}" is empty in ${files} files: a section of the template these pages were made from, left unfilled`,
    remedy: 'filling it in each page, or dropping it from the template and its pages',
  };
}

/**
 * `files` with every empty section whose heading (case-insensitive) is empty in TEMPLATE_SECTION_FILES files
 * or more marked as the template's: moved to the file's pipeline findings, or kept on its line with the cause
 * when the file lists pipeline findings inline. Other findings, and their fingerprints, stay as they are.
 */
export function foldTemplateSections(files: readonly LintedFile[]): LintedFile[] {
  const filesOf = new Map<string, number>();
  for (const linted of files) {
    if (!linted.file.findings.length) continue;
    const titles = new Set(linted.file.findings.map(titleOf).filter((t): t is string => t !== undefined));
    for (const t of titles) filesOf.set(t, (filesOf.get(t) ?? 0) + 1);
  }
  const templated = new Set([...filesOf].filter(([, n]) => n >= TEMPLATE_SECTION_FILES).map(([t]) => t));
  if (!templated.size) return [...files];
  return files.map((linted) =>
    movedToPipeline(
      linted,
      linted.file.findings.map((f) => {
        const title = titleOf(f);
        return title !== undefined && templated.has(title) ? { ...f, pipeline: templateCause(title, filesOf.get(title)!) } : undefined;
      }),
    ),
  );
}

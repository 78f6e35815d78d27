// Empty sections under a heading that most Markdown pages of their folder share (`## Remarks` in a folder of
// reference pages made from one template): the run's heading census (shared/rules/headingCensus.ts) marks them
// as the template's, and they move from the writer's per-line list to the pipeline summary; so do the findings of
// pages below an index page that says the pages there are generated.

import { censusMayMove, HeadingCensus, schemaSectionOf } from '../../../shared/rules/headingCensus';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/** The census of every file of the run that has an outline (the Markdown ones). */
export function censusOf(files: readonly LintedFile[]): HeadingCensus {
  const census = new HeadingCensus();
  for (const linted of files) if (linted.outline !== undefined) census.add(linted.file.path, linted.outline);
  return census;
}

/**
 * `files` with every CK003 empty section under a schema heading of its folder, every CK002 small opening that the
 * site's page template closes with a break or small chunk closed by a break the folder's pages all set in that
 * section, and every writer's finding of a page below an index page that says its
 * folder's pages are generated, moved to the file's pipeline
 * findings (or kept on its line with the cause, when the file lists pipeline findings inline), with a message
 * that says how many pages keep the heading. Other findings, and their fingerprints, stay as they are.
 */
export function foldSchemaSections(files: readonly LintedFile[]): LintedFile[] {
  const census = censusOf(files);
  return files.map((linted) => {
    const { file } = linted;
    if (!file.findings.some(censusMayMove)) return linted;
    return movedToPipeline(linted, file.findings.map((f) => schemaSectionOf(f, file.path, census)));
  });
}

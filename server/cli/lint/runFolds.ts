// The folds of one lint or stats run, in order: findings that the run's files show to be no single page's edit
// (schemaSections.ts, templateSections.ts, versionCopies.ts, folderRepeats.ts) leave the writer's lists.

import { foldFolderRepeats } from './folderRepeats';
import type { LintedFile } from './lintFile';
import { foldSchemaSections } from './schemaSections';
import { foldTemplateSections } from './templateSections';
import { foldVersionCopies } from './versionCopies';

/** `files` after every fold of the run. */
export function foldRun(files: readonly LintedFile[]): LintedFile[] {
  return foldFolderRepeats(foldVersionCopies(foldTemplateSections(foldSchemaSections(files))));
}

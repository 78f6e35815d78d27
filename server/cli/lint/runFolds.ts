// The folds of one lint or stats run, in order: findings that the run's files show to be no single page's edit
// (schemaSections.ts, templateSections.ts, then the core's folds over the run, shared/rules/runFolds.ts: release
// copies and folder repeats) leave the writer's lists.

import { RUN_FOLDS } from '../../../shared/rules/runFolds';
import type { LintedFile } from './lintFile';
import { withFoldEdits } from './movedToPipeline';
import { foldSchemaSections } from './schemaSections';
import { foldTemplateSections } from './templateSections';

/** `files` after every fold of the run. */
export function foldRun(files: readonly LintedFile[]): LintedFile[] {
  return RUN_FOLDS.reduce((run, fold) => withFoldEdits(run, fold(run.map((linted) => linted.file))), foldTemplateSections(foldSchemaSections(files)));
}

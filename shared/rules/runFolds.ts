// The core's folds over a whole run, in the order they apply after the heading census's (release copies, then folder
// repeats), and the findings a run's files show after them: what `lint` (server/cli/lint/runFolds.ts) and Lint
// Workspace (server/features/workspaceFolds.ts) both run.

import type { Finding } from '../model/types';
import { type FoldFile, findingsAfterEdits, type RunFold } from './foldEdits';
import { folderRepeatEdits } from './folderRepeats';
import { versionCopyEdits } from './versionCopies';

/** The folds over a whole run, in order: a finding a release copy moves is no longer one a folder repeats. */
export const RUN_FOLDS: readonly RunFold[] = [versionCopyEdits, folderRepeatEdits];

/**
 * The findings each of `files` shows after RUN_FOLDS, each fold over what the ones before it left; `inline(i)` says
 * whether file `i` lists pipeline findings on their lines. Linear in the folds' work.
 */
export function findingsAfterRunFolds(files: readonly FoldFile[], inline: (index: number) => boolean): Finding[][] {
  let current: FoldFile[] = [...files];
  for (const fold of RUN_FOLDS) {
    const edits = fold(current);
    current = current.map((file, i) => {
      const edited = edits.get(i);
      return edited ? { ...file, findings: findingsAfterEdits(file.findings, edited, inline(i)) } : file;
    });
  }
  return current.map((file) => [...file.findings]);
}

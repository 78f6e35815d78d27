// What a fold over a whole run (versionCopies.ts, folderRepeats.ts; runFolds.ts orders them) reads and returns, and
// how its edits apply to a list of findings: the contract `lint` (server/cli/lint/runFolds.ts) and Lint Workspace
// (server/features/workspaceFolds.ts) share, so both fold a run's findings the same way.

import type { Finding } from '../model/types';

/** A file of a run as a fold reads it: its path as the run names it, its text, and its per-line findings. */
export interface FoldFile {
  path: string;
  /** Read only for files with findings; a file without any may leave it empty. */
  text?: string;
  findings: readonly Finding[];
}

/**
 * What a fold changes, by index of the file in the run: parallel to that file's findings, the finding that replaces
 * each one it changes (undefined where it changes none). A replacement with a `pipeline` cause leaves the writer's
 * list (or stays on its line with the cause, where the file lists pipeline findings inline); one without stays the
 * writer's, reworded.
 */
export type FoldEdits = ReadonlyMap<number, readonly (Finding | undefined)[]>;

/** A fold of a run: its edits over the run's files. */
export type RunFold = (files: readonly FoldFile[]) => FoldEdits;

/**
 * `findings` with `edits` applied as a diagnostic list shows them: replacements in place, except that a moved finding
 * is dropped unless `inline` (the file lists pipeline findings on their lines).
 */
export function findingsAfterEdits(findings: readonly Finding[], edits: readonly (Finding | undefined)[], inline: boolean): Finding[] {
  return findings.flatMap((f, i) => {
    const edit = edits[i];
    if (!edit) return [f];
    return edit.pipeline && !inline ? [] : [edit];
  });
}

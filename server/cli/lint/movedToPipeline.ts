// One step shared by the lint run's folds (templateSections.ts, schemaSections.ts, and the core's folds over the run
// in runFolds.ts): findings a fold found to be the pipeline's leave the writer's per-line list for the file's pipeline
// findings, or stay on their line with their cause when the file lists pipeline findings inline; fingerprints follow
// the findings that stay.

import type { Finding } from '../../../shared/model/types';
import type { FoldEdits } from '../../../shared/rules/foldEdits';
import type { LintedFile } from './lintFile';

/**
 * `linted` with each finding whose entry in `moved` is set replaced by that entry (a finding that carries its
 * pipeline cause): moved to the pipeline list, or kept in place when the file lists pipeline findings inline.
 * `moved` runs parallel to `linted.file.findings`; `linted` itself when nothing moves.
 */
export function movedToPipeline(linted: LintedFile, moved: readonly (Finding | undefined)[]): LintedFile {
  if (!moved.some((m) => m)) return linted;
  const { file } = linted;
  if (linted.pipelineInline) return { ...linted, file: { ...file, findings: file.findings.map((f, i) => moved[i] ?? f) } };
  return {
    ...linted,
    file: { ...file, findings: file.findings.filter((_, i) => !moved[i]), pipeline: [...(file.pipeline ?? []), ...moved.flatMap((m) => (m ? [m] : []))] },
    fingerprints: linted.fingerprints.filter((_, i) => !moved[i]),
  };
}

/**
 * `files` with a core fold's `edits` (shared/rules/foldEdits.ts) applied: a reworded finding replaced in place (its
 * fingerprint stays), a finding with a pipeline cause moved as movedToPipeline moves it.
 */
export function withFoldEdits(files: readonly LintedFile[], edits: FoldEdits): LintedFile[] {
  return files.map((linted, i) => {
    const edited = edits.get(i);
    if (!edited) return linted;
    const reworded = edited.some((e) => e && !e.pipeline) ? { ...linted, file: { ...linted.file, findings: linted.file.findings.map((f, k) => (edited[k] && !edited[k].pipeline ? edited[k] : f)) } } : linted;
    return movedToPipeline(reworded, edited.map((e) => (e?.pipeline ? e : undefined)));
  });
}

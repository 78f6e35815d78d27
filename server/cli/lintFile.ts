// Lints one file for `chunklens lint`, in the main thread or a worker: the findings, or the failure that
// stops the run (a usage error or an unreadable file), as plain data that crosses a thread boundary.

import { analyzeFile } from './analyzeFile';
import { UsageError, type Overrides } from './args';
import type { ConfigLookup } from './configLookup';
import type { FileFindings } from './formatFindings';

export type LintOutcome = { ok: true; file: FileFindings } | { ok: false; message: string; usage: boolean };

/**
 * Lints `path`. The text travels with the findings only when there are findings, since it serves only to put
 * them on lines: most files have none, and copying every text back to the main thread cost the pool time.
 */
export function lintFile(path: string, overrides: Overrides, configs: ConfigLookup): LintOutcome {
  try {
    const { file, analysis } = analyzeFile(path, overrides, configs);
    const { findings, pipelineFindings } = analysis;
    return { ok: true, file: { path, text: findings.length ? file.text : '', findings, ...(pipelineFindings.length ? { pipeline: pipelineFindings } : {}) } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), usage: error instanceof UsageError };
  }
}

/** Turns outcomes in file order into findings, throwing the first failure as the in-process run would. */
export function collectOutcomes(outcomes: LintOutcome[]): FileFindings[] {
  return outcomes.map((outcome) => {
    if (outcome.ok) return outcome.file;
    throw outcome.usage ? new UsageError(outcome.message) : new Error(outcome.message);
  });
}

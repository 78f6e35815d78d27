// Lints one file for `chunklens lint`, in the main thread or a worker: the findings and notes on what was
// skipped, or the failure that stops the run (a usage error or an unreadable file), as plain data that crosses
// a thread boundary.

import { analyzeFile } from './analyzeFile';
import { UsageError, type Overrides } from './args';
import type { ConfigLookup } from './configLookup';
import type { FileFindings } from './formatFindings';
import { SkippedFile } from './readDocument';
import { DEFAULT_MAX_FILE_BYTES } from '../readRegularFile';

/** `file` is absent when the file was skipped (its note says why). */
export type LintOutcome = { ok: true; file?: FileFindings; notes: string[] } | { ok: false; message: string; usage: boolean };

/**
 * Lints `path`. The text travels with the findings only when there are findings, since it serves only to put
 * them on lines: most files have none, and copying every text back to the main thread cost the pool time.
 */
export function lintFile(path: string, overrides: Overrides, configs: ConfigLookup): LintOutcome {
  try {
    const { file, findings } = analyzeFile(path, overrides, configs, overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
    return { ok: true, file: { path, text: findings.length ? file.text : '', findings }, notes: [...configs.takeNotes(), ...file.notes] };
  } catch (error) {
    if (error instanceof SkippedFile) return { ok: true, notes: [...configs.takeNotes(), error.message] };
    return { ok: false, message: error instanceof Error ? error.message : String(error), usage: error instanceof UsageError };
  }
}

/** The findings and notes of a run, in file order. */
export interface LintReport {
  files: FileFindings[];
  /** Lines about skipped files, each once. */
  notes: string[];
}

/** Turns outcomes in file order into a report, throwing the first failure as the in-process run would. */
export function collectOutcomes(outcomes: LintOutcome[], notes: string[] = []): LintReport {
  const files: FileFindings[] = [];
  const seen = new Set(notes);
  for (const outcome of outcomes) {
    if (!outcome.ok) throw outcome.usage ? new UsageError(outcome.message) : new Error(outcome.message);
    if (outcome.file) files.push(outcome.file);
    for (const note of outcome.notes) seen.add(note);
  }
  return { files, notes: [...seen] };
}

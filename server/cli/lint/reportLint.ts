// Prints a finished lint in the chosen format with its summary, and decides the exit code: 1 for a finding at
// error severity or more warnings than --max-warnings, else 0.

import type { Finding } from '../../../shared/model/types';
import { ansi, plain, wantsColor } from '../format/colors';
import { formatById } from '../format/outputFormat';
import { formatPipelineSummary } from '../format/formatPipelineSummary';
import { formatReadings } from '../format/formatReadings';
import { formatSummary, summarizeLint } from '../format/formatSummary';
import type { LintedFile } from './lintFile';
import { LINT_FORMATS } from './lintFormats';
import type { LintCommand } from './lintCommand';
import type { CliIo } from '../cliIo';

/** What a report needs besides the linted files. */
export interface ReportContext {
  command: LintCommand;
  io: CliIo;
  version: string;
  elapsedMs: number;
  /** Findings the baseline accepted (not reported). */
  accepted: number;
}

/**
 * Prints `files` in the command's format (LINT_FORMATS) and returns the exit code. Machine formats (json,
 * sarif, junit, codequality) own standard output, so their summary goes to standard error; text and github
 * print it after the findings.
 */
export function reportLint(all: LintedFile[], { command, io, version, elapsedMs, accepted }: ReportContext): number {
  const files = command.quiet ? all.map(errorsOnly) : all;
  const findings: Finding[] = all.flatMap((f) => f.file.findings);
  const color = wantsColor(io.outIsTerminal === true, io.env ?? {});
  const paint = color ? ansi : plain;
  const format = formatById(LINT_FORMATS, command.format);
  const output = { files, version, elapsedMs, automationId: automationIdOf(command), paint };
  io.out(format.render(output));
  const warning = format.warning?.(output);
  if (warning) io.err(`chunklens: ${warning}\n`);
  const summary = summarizeLint({ files: all.length, chunkTokens: all.flatMap((f) => f.tokens), findings, elapsedMs });
  const summaryText = formatSummary(summary, format.machine ? (wantsColor(io.errIsTerminal === true, io.env ?? {}) ? ansi : plain) : paint);
  const notes = [
    formatReadings(all.map((f) => f.file.reading)),
    formatPipelineSummary(all.map((f) => f.file)),
    accepted ? `${accepted} finding${accepted === 1 ? '' : 's'} accepted by the baseline\n` : '',
    command.writeBaseline !== undefined ? `baseline written to ${command.writeBaseline}\n` : '',
  ].join('');
  (format.machine ? io.err : io.out)(summaryText + notes);
  const errors = summary.bySeverity.error;
  const warnings = summary.bySeverity.warning;
  if (command.maxWarnings !== undefined && warnings > command.maxWarnings) {
    io.err(`chunklens: ${warnings} warnings, more than --max-warnings ${command.maxWarnings}\n`);
    return 1;
  }
  return errors > 0 ? 1 : 0;
}

/** `--quiet`: the file with its error findings only. */
function errorsOnly(linted: LintedFile): LintedFile {
  const keep = linted.file.findings.map((f) => f.severity === 'error');
  return {
    ...linted,
    file: { ...linted.file, findings: linted.file.findings.filter((_, i) => keep[i]) },
    fingerprints: linted.fingerprints.filter((_, i) => keep[i]),
  };
}

/** SARIF's run id: the tool and, for a shard, which one, so code scanning keeps shards' alerts apart. */
function automationIdOf(command: ReportContext['command']): string {
  return command.shard ? `chunklens/shard-${command.shard.index}-of-${command.shard.count}/` : 'chunklens/';
}

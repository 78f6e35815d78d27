// The registry of `lint --format` values: each entry renders a finished lint. LintFormat, the flag's
// validation, its usage text and reportLint's dispatch derive from LINT_FORMATS; a new format is one entry here
// and its renderer in server/cli/format/.

import { type Paint, paintFindingLines } from '../format/colors';
import { formatCodeQuality } from '../format/formatCodeQuality';
import { findingsAsJson, formatFindingsText } from '../format/formatFindings';
import { formatGithub } from '../format/formatGithub';
import { formatJunit } from '../format/formatJunit';
import { formatSarif, sarifSizeWarning } from '../format/formatSarif';
import type { FormatId, OutputFormat } from '../format/outputFormat';
import type { LintedFile } from './lintFile';

/** What a lint format renders: the reported files and what the formats say about the run. */
export interface LintOutput {
  /** The files as reported (with `--quiet`, their error findings only). */
  files: LintedFile[];
  version: string;
  elapsedMs: number;
  /** SARIF's `automationDetails.id`: the tool and, for a shard, which one. */
  automationId: string;
  /** Colours of the text format on standard output (`plain` off a terminal). */
  paint: Paint;
}

/** A lint format: besides its renderer, whether it owns standard output and what it warns of. */
export interface LintOutputFormat<Id extends string = string> extends OutputFormat<Id, LintOutput> {
  /** A machine format owns standard output: the run's summary and notes go to standard error. */
  readonly machine: boolean;
  /** A warning for standard error after the output (a SARIF log larger than code scanning takes). */
  warning?(output: LintOutput): string | undefined;
}

function lintFormat<Id extends string>(format: LintOutputFormat<Id>): LintOutputFormat<Id> {
  return format;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';

/** Every lint format; the first is the default. docs/cli.md describes each (a test checks it). */
export const LINT_FORMATS = [
  lintFormat({
    id: 'text',
    description: 'one `file:line:col severity id/name message` line per finding, severities coloured on a terminal',
    machine: false,
    render: ({ files, paint }) => paintFindingLines(formatFindingsText(files.map((f) => f.file)), paint),
  }),
  lintFormat({
    id: 'json',
    description: 'an array of files with their findings',
    machine: true,
    render: ({ files }) => json(findingsAsJson(files.map((f) => f.file))),
  }),
  lintFormat({
    id: 'sarif',
    description: 'a SARIF 2.1.0 log for code scanning, with every rule and fingerprints per result',
    machine: true,
    render: ({ files, version, automationId }) => json(formatSarif(files.map((f) => f.file), version, files.map((f) => f.fingerprints), automationId)),
    warning: ({ files }) => sarifSizeWarning(files.reduce((n, f) => n + f.file.findings.length, 0)),
  }),
  lintFormat({
    id: 'github',
    description: 'workflow commands that GitHub Actions shows as annotations',
    machine: false,
    render: ({ files }) => formatGithub(files),
  }),
  lintFormat({
    id: 'junit',
    description: 'a JUnit XML report: one test case per file, one failure per finding',
    machine: true,
    render: ({ files, elapsedMs }) => formatJunit(files, elapsedMs),
  }),
  lintFormat({
    id: 'codequality',
    description: 'a GitLab Code Quality report',
    machine: true,
    render: ({ files }) => json(formatCodeQuality(files)),
  }),
] as const;

/** One of LINT_FORMATS' ids. */
export type LintFormat = FormatId<typeof LINT_FORMATS>;

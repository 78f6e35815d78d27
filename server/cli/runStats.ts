// `chunklens stats PATH…`: how documents cut, per folder: files, chunks, tokens, p50/p90/max chunk size, and
// the findings `lint` reports there by rule, split as lint splits them: the writer's (listed per line) and the
// pipeline's (counted in lint's summary); as a table or JSON. The share of chunks over the cap and under the
// minimum stays in the JSON: a chunk under the minimum is a finding only where the rule says so.

import { dirname, relative, resolve, sep } from 'node:path';
import type { Command } from './args';
import { ConfigLookup } from './configLookup';
import type { Finding } from '../../shared/model/types';
import { INTERNAL_ERROR_RULE_ID } from '../../shared/rules';
import { holdsInternalError } from './analyzeFile';
import { findDocuments, type FoundDocuments } from '../node/findFiles';
import { countReadings } from './format/formatReadings';
import { describeSizes } from './format/formatSummary';
import { GitignoreFilter, namedFolders } from '../node/gitignore';
import { collectOutcomes, type LintedFile, lintedFiles, lintFile, type LintReport } from './lint/lintFile';
import type { CliIo } from './cliIo';
import type { FolderStats } from './format/formatStats';
import { formatById } from './format/outputFormat';
import { STATS_FORMATS } from './statsFormats';
import { foldRun } from './lint/runFolds';

/** Statistics per folder (relative, `/`-separated, `.` for the working folder), sorted, then a total row `(all)`. */
export function statsByFolder(files: LintedFile[]): FolderStats[] {
  const groups = new Map<string, LintedFile[]>();
  for (const f of files) {
    const folder = relative(process.cwd(), dirname(resolve(f.file.path))).split(sep).join('/') || '.';
    groups.set(folder, [...(groups.get(folder) ?? []), f]);
  }
  const rows = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([folder, group]) => statsOf(folder, group));
  return groups.size > 1 ? [...rows, statsOf('(all)', files)] : rows;
}

function statsOf(folder: string, files: LintedFile[]): FolderStats {
  const tokens = files.flatMap((f) => f.tokens);
  const over = files.reduce((n, f) => n + (f.maxTokens === undefined ? 0 : f.tokens.filter((t) => t > f.maxTokens!).length), 0);
  const under = files.reduce((n, f) => n + (f.minTokens === undefined ? 0 : f.tokens.filter((t) => t < f.minTokens!).length), 0);
  const { p50, p90, max } = describeSizes(tokens);
  const share = (n: number) => (tokens.length ? n / tokens.length : 0);
  const readAs = countReadings(files.map((f) => f.file.reading)).map((r) => r.reading);
  const rules: FolderStats['rules'] = {};
  let writer = 0;
  let pipeline = 0;
  const count = (f: Finding, audience: 'writer' | 'pipeline') => {
    const key = `${f.ruleId}/${f.ruleName}`;
    (rules[key] ??= { writer: 0, pipeline: 0 })[audience]++;
    if (audience === 'writer') writer++;
    else pipeline++;
  };
  for (const f of files) {
    for (const finding of f.file.findings) if (!finding.pipeline) count(finding, 'writer');
    for (const finding of f.file.pipeline ?? []) count(finding, 'pipeline');
  }
  const sorted = Object.fromEntries(Object.entries(rules).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    folder, files: files.length, chunks: tokens.length, tokens: tokens.reduce((a, b) => a + b, 0), p50, p90, max,
    overCap: share(over), underMin: share(under), writer, pipeline, rules: sorted, readAs,
  };
}

/** A parsed `stats` command line. */
export type StatsCommand = Extract<Command, { name: 'stats' }>;

/**
 * The documents `stats` and `query` read: as lint selects them (configuration ignores, .gitignore unless --no-gitignore),
 * with the notes on entries left out.
 */
export function selectStatsFiles(command: Pick<StatsCommand, 'paths' | 'gitignore'>, configs: ConfigLookup): FoundDocuments {
  const gitignore = command.gitignore ? new GitignoreFilter(namedFolders(command.paths)) : undefined;
  return findDocuments(command.paths, {
    isIgnored: (path) => configs.isIgnored(path),
    ...(gitignore ? { isGitIgnored: (path: string, isDirectory: boolean) => gitignore.isIgnored(path, isDirectory) } : {}),
  });
}

/**
 * Prints the statistics of the files of `report` and returns the exit code (0). Notes on skipped files (and
 * `notes` from selecting them) go to standard error; so does a file whose analysis failed (CK900), which is
 * left out of the statistics since its chunks are unknown.
 */
export function reportStats(command: StatsCommand, report: LintReport, io: CliIo, notes: string[] = []): number {
  for (const note of new Set([...notes, ...report.notes])) io.err(`chunklens: ${note}\n`);
  const files: LintedFile[] = [];
  for (const linted of lintedFiles(report)) {
    if (!holdsInternalError(linted.file.findings)) files.push(linted);
    else for (const f of linted.file.findings.filter((x) => x.ruleId === INTERNAL_ERROR_RULE_ID)) io.err(`chunklens: ${linted.file.path}: ${f.ruleId}/${f.ruleName} ${f.message}\n`);
  }
  const rows = statsByFolder(foldRun(files));
  io.out(formatById(STATS_FORMATS, command.format).render(rows));
  return 0;
}

/** Runs `stats` in this thread and returns the exit code (0; failures throw). */
export function runStats(command: StatsCommand, io: CliIo): number {
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const { paths, notes } = selectStatsFiles(command, configs);
  notes.push(...configs.takeNotes());
  return reportStats(command, collectOutcomes(paths.map((path) => lintFile(path, command.overrides, configs))), io, notes);
}

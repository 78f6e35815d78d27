// The `chunklens` command: `chunk` one file, `lint` files, folders and globs, `stats` of folders. Exit 0 clean,
// 1 errors (or too many warnings), 2 failure.

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { analyzeFile } from './analyzeFile';
import { parseCommand, USAGE, UsageError, type Command } from './args';
import { ConfigLookup } from './configLookup';
import { formatChunks } from './formatChunks';
import { formatPipelineSummary } from './formatPipelineSummary';
import { formatFindingsText } from './formatFindings';
import { formatStrategies } from './formatStrategies';
import { lintInWorkers } from './lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';
import { type CliIo, finishLint, lintPlannedInProcess, planLint } from './runLint';
import { reportStats, runStats, selectStatsFiles } from './runStats';

declare const CHUNKLENS_VERSION: string;

/** Fewer files than this are linted in-process: starting workers (and their tokenizers) would cost more. */
const MIN_FILES_FOR_WORKERS = 16;

/** Runs one CLI invocation in-process and returns its exit code; never throws. */
export function runCli(argv: string[], io: CliIo): number {
  try {
    return run(parseCommand(argv), io);
  } catch (error) {
    return failure(error, io);
  }
}

/**
 * Runs one CLI invocation like `runCli`, but lints many files on `--jobs` worker threads (default: one per
 * core) started from `workerScript`; the output is the same as in-process, in the same order.
 */
export async function runCliAsync(argv: string[], io: CliIo, workerScript = join(__dirname, 'lintWorker.js')): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'lint') {
      const plan = planLint(command, io, versionOf());
      const jobs = command.jobs ?? availableParallelism();
      if (plan.todo.length >= MIN_FILES_FOR_WORKERS) {
        const paths = plan.todo.map((t) => t.path);
        return finishLint(plan, await lintInWorkers(paths, command.overrides, command.config, jobs, workerScript, (done) => plan.progress.update(done)), versionOf());
      }
      return finishLint(plan, lintPlannedInProcess(plan), versionOf());
    }
    if (command.name === 'stats') {
      const paths = selectStatsFiles(command, new ConfigLookup(command.config));
      if (paths.length >= MIN_FILES_FOR_WORKERS) {
        return reportStats(command, await lintInWorkers(paths, command.overrides, command.config, availableParallelism(), workerScript), io);
      }
    }
    return run(command, io);
  } catch (error) {
    return failure(error, io);
  }
}

function failure(error: unknown, io: CliIo): number {
  const message = error instanceof Error ? error.message : String(error);
  io.err(`chunklens: ${message}\n`);
  if (error instanceof UsageError) io.err(`Run "chunklens --help" for usage.\n`);
  return 2;
}

function run(command: Command, io: CliIo): number {
  switch (command.name) {
    case 'help':
      io.out(USAGE + '\n');
      return 0;
    case 'version':
      io.out(`${versionOf()}\n`);
      return 0;
    case 'strategies':
      io.out(formatStrategies(command.format, versionOf()));
      return 0;
    case 'chunk': {
      const result = analyzeFile(command.file, command.overrides, new ConfigLookup(command.config));
      io.out(formatChunks(result, command.format));
      const findings = [{ path: command.file, text: result.file.text, findings: result.analysis.findings, pipeline: result.analysis.pipelineFindings }];
      io.err(formatFindingsText(findings) + formatPipelineSummary(findings));
      return findings.some((f) => f.findings.some((x) => x.severity === 'error')) ? 1 : 0;
    }
    case 'lint': {
      const plan = planLint(command, io, versionOf());
      return finishLint(plan, lintPlannedInProcess(plan), versionOf());
    }
    case 'stats':
      return runStats(command, io);
  }
}

function versionOf(): string {
  return typeof CHUNKLENS_VERSION === 'string' ? CHUNKLENS_VERSION : 'dev';
}

if (require.main === module) {
  prepareCliTokenizers();
  void runCliAsync(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    readStdin: () => readFileSync(0, 'utf8'),
    env: process.env,
    outIsTerminal: process.stdout.isTTY === true,
    errIsTerminal: process.stderr.isTTY === true,
  }).then((code) => (process.exitCode = code));
}

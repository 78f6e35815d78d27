// The `chunklens` command: `chunk` one file, `lint` files and folders. Exit 0 clean, 1 errors, 2 failure.

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { analyzeFile, holdsInternalError } from './analyzeFile';
import { parseCommand, USAGE, UsageError, type Command } from './args';
import { ConfigLookup } from './configLookup';
import { findDocuments } from './findFiles';
import { formatChunks } from './formatChunks';
import { formatSarif } from './formatSarif';
import { findingsAsJson, formatFindingsText, type FileFindings } from './formatFindings';
import { collectOutcomes, lintFile, type LintReport } from './lintFile';
import { DEFAULT_TIME_LIMIT_S, lintInWorkers } from './lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';
import { DEFAULT_MAX_FILE_BYTES } from '../readRegularFile';

declare const CHUNKLENS_VERSION: string;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Fewer files than this are linted in-process: starting workers (and their tokenizers) would cost more. */
const MIN_FILES_FOR_WORKERS = 16;

/** Runs one CLI invocation in-process and returns its exit code; never throws. */
export function runCli(argv: string[], io: Io): number {
  try {
    return run(parseCommand(argv), io);
  } catch (error) {
    return failure(error, io);
  }
}

/**
 * Runs one CLI invocation like `runCli`, but lints many files (or any number with `--time-limit`) on `--jobs`
 * worker threads (default: one per core) started from `workerScript`; the output is the same as in-process,
 * in the same order, except that a file past the time limit gets a CK900 and the run goes on.
 */
export async function runCliAsync(argv: string[], io: Io, workerScript = join(__dirname, 'lintWorker.js')): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'lint') {
      const { paths, notes } = findDocuments(command.paths);
      const jobs = command.jobs ?? availableParallelism();
      if (paths.length >= MIN_FILES_FOR_WORKERS || command.timeLimitS !== undefined) {
        const limitMs = (command.timeLimitS ?? DEFAULT_TIME_LIMIT_S) * 1000;
        return reportLint(await lintInWorkers(paths, notes, command.overrides, command.config, jobs, workerScript, limitMs), command.format, io);
      }
    }
    return run(command, io);
  } catch (error) {
    return failure(error, io);
  }
}

function failure(error: unknown, io: Io): number {
  const message = error instanceof Error ? error.message : String(error);
  io.err(`chunklens: ${message}\n`);
  if (error instanceof UsageError) io.err(`Run "chunklens --help" for usage.\n`);
  return 2;
}

function run(command: Command, io: Io): number {
  switch (command.name) {
    case 'help':
      io.out(USAGE + '\n');
      return 0;
    case 'version':
      io.out(`${versionOf()}\n`);
      return 0;
    case 'chunk': {
      const maxBytes = command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
      const configs = new ConfigLookup(command.config, maxBytes);
      const { file, analysis, findings } = analyzeFile(command.file, command.overrides, configs, maxBytes);
      const output = analysis && !holdsInternalError(findings) ? formatChunks(file, analysis, command.format) : '';
      for (const note of [...configs.takeNotes(), ...file.notes]) io.err(`chunklens: ${note}\n`);
      io.out(output);
      const files = [{ path: command.file, text: file.text, findings }];
      io.err(formatFindingsText(files));
      return exitCodeOf(files);
    }
    case 'lint': {
      const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
      const { paths, notes } = findDocuments(command.paths);
      return reportLint(collectOutcomes(paths.map((path) => lintFile(path, command.overrides, configs)), notes), command.format, io);
    }
  }
}

function versionOf(): string {
  return typeof CHUNKLENS_VERSION === 'string' ? CHUNKLENS_VERSION : 'dev';
}

/** Prints a lint run's findings on stdout and its notes on skipped files on stderr. */
function reportLint({ files, notes }: LintReport, format: 'text' | 'json' | 'sarif', io: Io): number {
  for (const note of notes) io.err(`chunklens: ${note}\n`);
  if (format === 'json') io.out(JSON.stringify(findingsAsJson(files), null, 2) + '\n');
  else if (format === 'sarif') io.out(JSON.stringify(formatSarif(files, versionOf()), null, 2) + '\n');
  else {
    io.out(formatFindingsText(files));
    const count = files.reduce((n, f) => n + f.findings.length, 0);
    io.out(`${files.length} files, ${count} findings\n`);
  }
  return exitCodeOf(files);
}

function exitCodeOf(files: FileFindings[]): number {
  return files.some((f) => f.findings.some((x) => x.severity === 'error')) ? 1 : 0;
}

if (require.main === module) {
  prepareCliTokenizers();
  // A reader that stops early (`chunklens chunk big.md | head`) closes the pipe: end quietly with the run's
  // exit code instead of dying of an unhandled EPIPE with a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  void runCliAsync(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
  }).then((code) => (process.exitCode = code));
}

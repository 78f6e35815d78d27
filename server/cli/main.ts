// The `chunklens` command: `chunk` one file, `lint` files and folders. Exit 0 clean, 1 errors, 2 failure.

import { analyzeFile } from './analyzeFile';
import { parseCommand, USAGE, UsageError, type Command } from './args';
import { findDocuments } from './findFiles';
import { formatChunks } from './formatChunks';
import { formatSarif } from './formatSarif';
import { findingsAsJson, formatFindingsText, type FileFindings } from './formatFindings';

declare const CHUNKLENS_VERSION: string;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export function runCli(argv: string[], io: Io): number {
  try {
    return run(parseCommand(argv), io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`chunklens: ${message}\n`);
    if (error instanceof UsageError) io.err(`Run "chunklens --help" for usage.\n`);
    return 2;
  }
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
      const result = analyzeFile(command.file, command.overrides, command.config);
      io.out(formatChunks(result, command.format));
      const findings = [{ path: command.file, text: result.file.text, findings: result.analysis.findings }];
      io.err(formatFindingsText(findings));
      return exitCodeOf(findings);
    }
    case 'lint': {
      const files: FileFindings[] = [];
      for (const path of findDocuments(command.paths)) {
        const { file, analysis } = analyzeFile(path, command.overrides, command.config);
        files.push({ path, text: file.text, findings: analysis.findings });
      }
      if (command.format === 'json') io.out(JSON.stringify(findingsAsJson(files), null, 2) + '\n');
      else if (command.format === 'sarif') io.out(JSON.stringify(formatSarif(files, versionOf()), null, 2) + '\n');
      else {
        io.out(formatFindingsText(files));
        const count = files.reduce((n, f) => n + f.findings.length, 0);
        io.out(`${files.length} files, ${count} findings\n`);
      }
      return exitCodeOf(files);
    }
  }
}

function versionOf(): string {
  return typeof CHUNKLENS_VERSION === 'string' ? CHUNKLENS_VERSION : 'dev';
}

function exitCodeOf(files: FileFindings[]): number {
  return files.some((f) => f.findings.some((x) => x.severity === 'error')) ? 1 : 0;
}

if (require.main === module) {
  process.exitCode = runCli(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
  });
}

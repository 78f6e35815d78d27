// The `chunklens` command: `chunk` one file, `lint` files, folders and globs, `stats` of folders, `compare` two
// strategies on one file, `query` the chunks of files for a question, `eval` a question set per strategy, `lsp` the
// language server. Exit 0 clean, 1 errors (or too many warnings), 2 failure.

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { analyzeFile, DEFAULT_TIME_LIMIT_S, holdsInternalError, type FileAnalysis } from './analyzeFile';
import { analyzeFileEmbedded, embeddingsFor, type EmbeddingCount } from './embedStrategy';
import type { EmbeddingEndpoint } from './eval/evalArgs';
import { DEFAULT_MAX_FILE_BYTES } from '../node/readRegularFile';
import { readSourceFile } from '../node/readDocument';
import type { StrategyId } from '../../shared/model/types';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import { parseCommand, USAGE, UsageError, type Command } from './args';
import { ConfigLookup } from './configLookup';
import { CHUNK_FORMATS } from './chunkFormats';
import { STRATEGIES_FORMATS } from './strategiesFormats';
import { formatById } from './format/outputFormat';
import { formatPipelineSummary } from './format/formatPipelineSummary';
import { formatFindingsText } from './format/formatFindings';
import { lintInWorkers } from './lint/lintPool';
import { prepareCliTokenizers } from './prepareTokenizers';
import { analyzePlannedInProcess, finishDiff, planDiff } from './diff/runDiff';
import type { CliIo } from './cliIo';
import { finishLint, lintPlannedInProcess, planLint } from './lint/runLint';
import { runCompare } from './runCompare';
import { runLsp } from './runLsp';
import { runEval } from './eval/runEval';
import { runQuery } from './runQuery';
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
 * Runs one CLI invocation like `runCli`, but lints many files (or any number with `--time-limit`) on `--jobs`
 * worker threads (default: one per core) started from `workerScript`; the output is the same as in-process,
 * in the same order, except that a file past the time limit gets a CK900 and the run goes on.
 */
export async function runCliAsync(argv: string[], io: CliIo, workerScript = join(__dirname, 'lintWorker.js')): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'lsp') return await runLsp(io);
    if (command.name === 'lint') {
      const plan = planLint(command, io, versionOf());
      const jobs = command.jobs ?? availableParallelism();
      // Standard input is linted in this thread: a worker reads its files from disk.
      const onDisk = command.paths[0] !== '-';
      if (onDisk && (plan.todo.length >= MIN_FILES_FOR_WORKERS || (command.timeLimitS !== undefined && plan.todo.length > 0))) {
        const paths = plan.todo.map((t) => t.path);
        const timeLimitMs = (command.timeLimitS ?? DEFAULT_TIME_LIMIT_S) * 1000;
        const report = await lintInWorkers(paths, command.overrides, command.config, jobs, workerScript, { timeLimitMs, onProgress: (done) => plan.progress.update(done) });
        return finishLint(plan, report, versionOf());
      }
      return finishLint(plan, lintPlannedInProcess(plan), versionOf());
    }
    if (command.name === 'diff') {
      const plan = planDiff(command, io, versionOf());
      if (plan.todo.length < MIN_FILES_FOR_WORKERS) return finishDiff(plan, analyzePlannedInProcess(plan));
      const jobs = plan.todo;
      const report = await lintInWorkers(
        jobs.map((j) => j.source.path),
        command.overrides,
        command.config,
        command.jobs ?? availableParallelism(),
        workerScript,
        { sources: jobs.map((j) => j.source), withChunks: true },
      );
      return finishDiff(plan, report);
    }
    if (command.name === 'eval') return await runEval(command, io);
    if (command.name === 'chunk' && command.embeddings) {
      const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
      const count = { texts: 0, sent: 0 };
      const analysed = await analyzeFileEmbedded(command.file, command.overrides, configs, command.embeddings, count);
      return printChunks(command, analysed, configs, io, embeddingNote(command.embeddings, count));
    }
    if (command.name === 'compare' && command.embeddings) {
      const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
      const source = readSourceFile(command.file, command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
      const count = { texts: 0, sent: 0 };
      const embeddings: Partial<Record<StrategyId, TextEmbeddings>> = {};
      for (const strategy of command.strategies) {
        const found = await embeddingsFor(command.file, source, { ...command.overrides, strategy }, configs, command.embeddings, count);
        if (found) embeddings[strategy] = found;
      }
      for (const note of embeddingNote(command.embeddings, count)) io.err(`chunklens: ${note}\n`);
      return runCompare(command, io, embeddings, source);
    }
    if (command.name === 'stats') {
      const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
      const { paths, notes } = selectStatsFiles(command, configs);
      if (paths.length >= MIN_FILES_FOR_WORKERS) {
        notes.push(...configs.takeNotes());
        return reportStats(command, await lintInWorkers(paths, command.overrides, command.config, availableParallelism(), workerScript), io, notes);
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
      io.out(formatById(STRATEGIES_FORMATS, command.format).render({ version: versionOf() }));
      return 0;
    case 'chunk': {
      if (command.embeddings) throw new Error('chunk with an embeddings endpoint runs asynchronously: call runCliAsync');
      const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
      return printChunks(command, analyzeFile(command.file, command.overrides, configs), configs, io);
    }
    case 'lint': {
      const plan = planLint(command, io, versionOf());
      return finishLint(plan, lintPlannedInProcess(plan), versionOf());
    }
    case 'stats':
      return runStats(command, io);
    case 'diff': {
      const plan = planDiff(command, io, versionOf());
      return finishDiff(plan, analyzePlannedInProcess(plan));
    }
    case 'compare':
      if (command.embeddings) throw new Error('compare with an embeddings endpoint runs asynchronously: call runCliAsync');
      return runCompare(command, io);
    case 'query':
      return runQuery(command, io);
    case 'lsp':
      throw new UsageError('lsp runs a server process: start it with the chunklens command');
    case 'eval':
      throw new Error('eval runs asynchronously: call runCliAsync');
  }
}

/** Prints `chunk`'s chunks on standard output and its findings on standard error; the exit code. */
function printChunks(command: Extract<Command, { name: 'chunk' }>, fileAnalysis: FileAnalysis, configs: ConfigLookup, io: CliIo, notes: string[] = []): number {
  const { file, analysis, findings: found } = fileAnalysis;
  // A failed analysis (CK900) prints no chunks: only its finding, on standard error.
  const output = analysis && !holdsInternalError(found) ? formatById(CHUNK_FORMATS, command.format).render({ file, analysis }) : '';
  for (const note of new Set([...configs.takeNotes(), ...file.notes, ...notes])) io.err(`chunklens: ${note}\n`);
  io.out(output);
  const findings = [{ path: command.file, text: file.text, findings: found, pipeline: analysis?.pipelineFindings ?? [] }];
  io.err(formatFindingsText(findings) + formatPipelineSummary(findings));
  return findings.some((f) => f.findings.some((x) => x.severity === 'error')) ? 1 : 0;
}

/** What a semantic strategy's embedding step did, as a note: how many texts were sent and how many came from the cache. */
function embeddingNote(endpoint: EmbeddingEndpoint, count: EmbeddingCount): string[] {
  if (count.texts === 0) return [];
  return [`embedded ${count.sent} of ${count.texts} texts through ${endpoint.url} (${endpoint.model}); ${count.texts - count.sent} from the cache in ${endpoint.cacheDir}`];
}

function versionOf(): string {
  return typeof CHUNKLENS_VERSION === 'string' ? CHUNKLENS_VERSION : 'dev';
}

/** Whether the arguments ask for the language server, which keeps the editor's tokenizer set-up (it re-counts on every edit). */
function servesLsp(argv: string[]): boolean {
  try {
    return parseCommand(argv).name === 'lsp';
  } catch {
    return false;
  }
}

if (require.main === module) {
  if (!servesLsp(process.argv.slice(2))) prepareCliTokenizers();
  // A reader that stops early (`chunklens chunk big.md | head`) closes the pipe: end quietly with the run's
  // exit code instead of dying of an unhandled EPIPE with a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  void runCliAsync(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    readStdin: () => readFileSync(0, 'utf8'),
    env: process.env,
    outIsTerminal: process.stdout.isTTY === true,
    errIsTerminal: process.stderr.isTTY === true,
  }).then((code) => (process.exitCode = code));
}

// Runs `chunklens lint` in three steps: plan (select the files: paths, globs, ignores, .gitignore, shard, standard
// input; take what the cache holds), lint the rest (in-process or on workers, the caller's choice), and finish
// (cache, baseline, --quiet, the chosen format, the summary, the exit code). Files that are not read (not regular
// files, over --max-file-mb) get a note on standard error each, and the run goes on.

import { basename } from 'node:path';
import { inputKindOf } from '../../../shared/model/inputKind';
import type { CliIo } from '../cliIo';
import type { LintCommand } from './lintCommand';
import { applyBaseline, readBaseline, writeBaseline } from './baseline';
import { ConfigLookup } from '../configLookup';
import { findDocuments } from '../../node/findFiles';
import { GitignoreFilter, namedFolders } from '../../node/gitignore';
import { holdsInternalError } from '../analyzeFile';
import { collectOutcomes, type LintedFile, lintFile, type LintReport } from './lintFile';
import { LintCache, type Unread } from './lintCache';
import { type Progress, createProgress, wantsProgress } from '../format/progress';
import { DEFAULT_MAX_FILE_BYTES } from '../../node/readRegularFile';
import { readSourceFile, SkippedFile, type SourceFile } from '../../node/readDocument';
import { fileStamp } from '../../node/fileStamp';
import { sidecarPathsFor } from '../../node/sidecars';
import { reportLint } from './reportLint';
import { selectShard } from './shard';
import { foldRun } from './runFolds';

/** A lint between selecting its files and finishing: what is known, and what is left to lint. */
export interface LintPlan {
  command: LintCommand;
  io: CliIo;
  configs: ConfigLookup;
  started: number;
  /** Every file of the run in order; an entry is filled from the cache or after linting. */
  results: (LintedFile | undefined)[];
  /** The files left to lint, with their index in `results` (and, with a cache, their key and stamp). */
  todo: { path: string; index: number; source?: SourceFile; key?: string; unread?: Unread }[];
  cache?: LintCache;
  progress: Progress;
  /** Notes on what selecting and planning skipped (files, sidecars, configuration files), one line each. */
  notes: string[];
}

/**
 * Selects the files of a lint and takes what the cache already holds, reading (with `read`) only the files whose
 * stamp, settings or findings call for it. Throws on bad paths or configuration.
 */
export function planLint(command: LintCommand, io: CliIo, version: string, read: typeof readSourceFile = readSourceFile): LintPlan {
  const started = performance.now();
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const env = io.env ?? {};
  const progress = (total: number) => createProgress(total, wantsProgress(io.errIsTerminal === true, env), io.err);
  if (command.paths[0] === '-') {
    const name = command.stdinFilename ?? 'stdin.md';
    const source: SourceFile = { path: name, kind: inputKindOf(basename(name)), text: (io.readStdin ?? (() => ''))().replace(/^\uFEFF/, ''), sidecars: {}, notes: [] };
    return { command, io, configs, started, results: [undefined], todo: [{ path: name, index: 0, source }], progress: progress(1), notes: [] };
  }
  const gitignore = command.gitignore ? new GitignoreFilter(namedFolders(command.paths)) : undefined;
  const found = findDocuments(command.paths, {
    isIgnored: (path) => configs.isIgnored(path),
    ...(gitignore ? { isGitIgnored: (path: string, isDirectory: boolean) => gitignore.isIgnored(path, isDirectory) } : {}),
  });
  const notes = [...found.notes];
  let paths = found.paths;
  if (command.shard) paths = selectShard(paths, command.shard);
  const results: (LintedFile | undefined)[] = new Array(paths.length).fill(undefined);
  const todo: LintPlan['todo'] = [];
  const cache = command.cacheLocation !== undefined ? new LintCache(command.cacheLocation, version) : undefined;
  const maxBytes = command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const settingsKeyOf = cache ? settingsKeys(cache, command.overrides) : undefined;
  paths.forEach((path, index) => {
    if (!cache || !settingsKeyOf) {
      todo.push({ path, index });
      return;
    }
    const marks = [...(configs.generatedAttributes.markOf(path) !== undefined ? ['linguist-generated'] : []), ...(configs.convertedSources.isConverted(path) ? ['converted'] : [])];
    const settings = settingsKeyOf(configs.configFor(path), configs.siteMarkers.markerOf(path), marks);
    const unread: Unread = { stamp: fileStamp(path, sidecarPathsFor(path, inputKindOf(basename(path))), maxBytes), settings };
    const unchanged = cache.getUnread(path, unread);
    if (unchanged) {
      results[index] = unchanged;
      return;
    }
    let source: SourceFile;
    try {
      source = read(path, maxBytes);
    } catch (error) {
      if (!(error instanceof SkippedFile)) throw error;
      notes.push(error.message);
      return;
    }
    notes.push(...source.notes);
    const key = cache.keyOf(source, settings);
    const hit = cache.get(path, key, source.text, unread);
    if (hit) results[index] = hit;
    else todo.push({ path, index, source, key, unread });
  });
  notes.push(...configs.takeNotes());
  return { command, io, configs, started, results, todo, cache, progress: progress(todo.length), notes };
}

/**
 * The settings hash of a file from its effective configuration, site marker and `.gitattributes` mark, hashed once
 * per combination: the configuration lookup and the site markers give one object per folder, so a run hashes a few
 * per folder, not one per file.
 */
function settingsKeys(cache: LintCache, overrides: LintCommand['overrides']): (config: object, marker: object | undefined, marks: readonly string[]) => string {
  const known = new WeakMap<object, Map<object | undefined, Map<string, string>>>();
  return (config, marker, marks) => {
    let byMarker = known.get(config);
    if (!byMarker) known.set(config, (byMarker = new Map()));
    let keys = byMarker.get(marker);
    if (!keys) byMarker.set(marker, (keys = new Map()));
    const slot = marks.join(' ');
    let key = keys.get(slot);
    if (key === undefined) keys.set(slot, (key = cache.settingsKeyOf([config, overrides, marker, ...marks])));
    return key;
  };
}

/** Lints the plan's files in this thread. */
export function lintPlannedInProcess(plan: LintPlan): LintReport {
  return collectOutcomes(
    plan.todo.map((item, i) => {
      const outcome = lintFile(item.path, plan.command.overrides, plan.configs, item.source);
      plan.progress.update(i + 1);
      return outcome;
    }),
  );
}

/**
 * Completes a lint with `report` (the plan's todo files, in order, and notes on what they skipped) and returns
 * the exit code. A file whose analysis failed or was stopped (CK900) is not cached: the next run tries again.
 */
export function finishLint(plan: LintPlan, report: LintReport, version: string): number {
  plan.progress.end();
  const { command, cache } = plan;
  for (const note of new Set([...plan.notes, ...report.notes])) plan.io.err(`chunklens: ${note}\n`);
  plan.todo.forEach((item, i) => {
    const linted = report.linted[i];
    plan.results[item.index] = linted;
    if (cache && item.key && linted && !holdsInternalError(linted.file.findings)) cache.set(item.path, item.key, linted, item.unread);
  });
  cache?.save();
  let files = foldRun(plan.results.filter((f): f is LintedFile => f !== undefined));
  if (command.writeBaseline !== undefined) writeBaseline(command.writeBaseline, files);
  const baselinePath = command.baseline ?? command.writeBaseline;
  const accepted = baselinePath !== undefined ? applyBaseline(files, readBaseline(baselinePath)) : { files, accepted: 0 };
  files = accepted.files;
  return reportLint(files, { command, io: plan.io, version, elapsedMs: performance.now() - plan.started, accepted: accepted.accepted });
}

// Runs `chunklens diff` like `lint`: plan (find the two versions of each document, take what the cache holds),
// analyse the rest (in-process or on the lint workers, the caller's choice), finish (match each document's chunks,
// cache, print). Same configuration lookup, cache file and workers as `lint`; exit 0, or 2 on a failure.

import type { Command } from '../args';
import { ConfigLookup } from '../configLookup';
import { diffFile, diffReport, type FileDiff } from './diffReport';
import { type DiffSources, findDiffSources } from './diffSources';
import { DIFF_FORMATS } from './diffFormats';
import { formatById } from '../format/outputFormat';
import { holdsInternalError } from '../analyzeFile';
import { collectOutcomes, type LintedFile, lintFile, type LintReport } from '../lint/lintFile';
import { LintCache } from '../lint/lintCache';
import { DEFAULT_MAX_FILE_BYTES } from '../../node/readRegularFile';
import type { SourceFile } from '../../node/readDocument';
import type { CliIo } from '../cliIo';

/** A parsed `diff` command line. */
export type DiffCommand = Extract<Command, { name: 'diff' }>;

/** One version of one document to analyse: its place in `analysed` and its cache entry. */
interface DiffJob {
  index: number;
  source: SourceFile;
  /** The cache entry's name: the document's path and the side (`@base`, `@head`). */
  slot: string;
  key?: string;
}

/** A diff between finding its documents and finishing. */
export interface DiffPlan {
  command: DiffCommand;
  io: CliIo;
  sources: DiffSources;
  /** Per pair, its base and head analyses (chunk facts); filled from the cache or after analysing. */
  analysed: { base?: LintedFile; head?: LintedFile }[];
  todo: DiffJob[];
  configs: ConfigLookup;
  cache?: LintCache;
}

/** Cache settings beyond the file's: diff entries hold chunk facts, lint entries do not. */
const DIFF_ENTRY = 'diff:chunk-facts';

/** Finds the documents and takes what the cache holds. Throws a UsageError for bad revisions or paths. */
export function planDiff(command: DiffCommand, io: CliIo, version: string): DiffPlan {
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const sources = findDiffSources(command, configs, command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  const cache = command.cacheLocation !== undefined ? new LintCache(command.cacheLocation, version) : undefined;
  const analysed: DiffPlan['analysed'] = sources.pairs.map(() => ({}));
  const todo: DiffJob[] = [];
  sources.pairs.forEach((pair, index) => {
    for (const side of ['base', 'head'] as const) {
      const source = pair[side];
      if (!source) continue;
      const slot = `${pair.path}@${side}`;
      const key = cache?.keyOf(source, [configs.configFor(pair.path), command.overrides, DIFF_ENTRY, configs.siteMarkers.markerOf(pair.path)]);
      const hit = key !== undefined ? cache!.get(slot, key, source.text) : undefined;
      if (hit?.chunks) analysed[index][side] = hit;
      else todo.push({ index: index * 2 + (side === 'head' ? 1 : 0), source: { ...source, path: pair.path }, slot, key });
    }
  });
  return { command, io, sources, analysed, todo, configs, cache };
}

/** Analyses the plan's documents in this thread. */
export function analyzePlannedInProcess(plan: DiffPlan): LintReport {
  return collectOutcomes(plan.todo.map((job) => lintFile(job.source.path, plan.command.overrides, plan.configs, job.source, true)));
}

/** Completes a diff with `report` (the plan's todo, in order), prints it and returns the exit code. */
export function finishDiff(plan: DiffPlan, report: LintReport): number {
  const { command, io, sources, cache } = plan;
  for (const note of new Set([...sources.notes, ...plan.configs.takeNotes(), ...report.notes])) io.err(`chunklens: ${note}\n`);
  plan.todo.forEach((job, i) => {
    const linted = report.linted[i];
    if (!linted) return;
    plan.analysed[job.index >> 1][job.index & 1 ? 'head' : 'base'] = linted;
    if (cache && job.key && linted.chunks && !holdsInternalError(linted.file.findings)) cache.set(job.slot, job.key, linted);
  });
  cache?.save();
  const files = sources.pairs.map((pair, i): FileDiff => {
    const { base, head } = plan.analysed[i];
    const failed = [base, head].find((side) => side && !side.chunks);
    const diff = diffFile(pair.path, pair.base ? (base?.chunks ?? []) : undefined, pair.head ? (head?.chunks ?? []) : undefined, command.pricePerMillion);
    if (!failed) return diff;
    const error = failed.file.findings.find((f) => f.ruleId === 'CK900')?.message ?? 'the analysis failed';
    return { ...diff, counts: { unchanged: 0, moved: 0, changed: 0, added: 0, removed: 0 }, tokensToEmbed: 0, chunks: [], error };
  });
  io.out(formatById(DIFF_FORMATS, command.format).render(diffReport(sources.base, sources.head, files, command.pricePerMillion)));
  return files.some((f) => f.error) ? 2 : 0;
}

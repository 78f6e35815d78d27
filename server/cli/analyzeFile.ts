// Analyses one file for the CLI: read it, resolve its settings from config and flags, run the engine. An
// analysis that throws (a stack overflow, any internal error) or runs past the time limit becomes one CK900
// finding on that file.

import { relative, resolve } from 'node:path';
import { documentSettings } from '../../shared/config/documentSettings';
import { analyze, type Analysis } from '../../shared/engine/engine';
import type { Finding } from '../../shared/model/types';
import { INTERNAL_ERROR_RULE_ID } from '../../shared/rules';
import { DEFAULT_MAX_FILE_BYTES } from '../node/readRegularFile';
import { checkOptionsFor, checkOverridesFor, type Overrides } from './overrides';
import { UsageError } from './usageError';
import type { ConfigLookup } from './configLookup';
import { siteFromText } from '../../shared/sites/siteFromText';
import type { DocumentPlace, ResolvedSettings } from '../../shared/config/config';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import { readSourceFile, type SourceFile } from '../node/readDocument';
import { isUnbuiltLanguagePage } from '../../shared/sites/hugoLanguages';

export interface FileAnalysis {
  file: SourceFile;
  /** The engine's analysis; absent when it threw, and then `findings` is its one CK900 finding. */
  analysis?: Analysis;
  findings: Finding[];
}

/** Default time limit of one file's analysis, in seconds (`--time-limit`, every command). */
export const DEFAULT_TIME_LIMIT_S = 60;

/**
 * Reads and analyses the file at `path` (at most `--max-file-mb`), or analyses `source` under that name when
 * given (standard input); a semantic strategy reads its vectors from `embeddings` when given. Throws a UsageError for settings that cannot apply, a SkippedFile for a file that is
 * not read, an Error for an unreadable one; never for a failing analysis.
 */
export function analyzeFile(path: string, overrides: Overrides, configs: ConfigLookup, source?: SourceFile, embeddings?: TextEmbeddings): FileAnalysis {
  const file = source ?? readSourceFile(path, overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  const decided = fileSettings(path, file, overrides, configs);
  const embeds = decided.strategy.embeds;
  const settings = embeddings && embeds ? { ...decided, strategy: embeds.withEmbeddings(embeddings) } : decided;
  const documentId = relative(process.cwd(), resolve(path)) || path;
  try {
    const timeBudget = { limitMs: (overrides.timeLimitS ?? DEFAULT_TIME_LIMIT_S) * 1000, now: () => performance.now(), source: 'the --time-limit' };
    const analysis = analyze({ kind: file.kind, text: file.text, documentId, settings, sidecars: file.sidecars, timeBudget });
    // Stopped at the time limit: a failed analysis, as one that threw.
    return analysis.stopped ? { file, findings: analysis.findings } : { file, analysis, findings: analysis.findings };
  } catch (error) {
    return { file, findings: [internalError(error)] };
  }
}

/** The settings of `file` (read from `path`) from config and flags; a UsageError for settings that cannot apply. */
export function fileSettings(path: string, file: SourceFile, overrides: Overrides, configs: ConfigLookup): ResolvedSettings {
  const decided = documentSettings({ config: configs.configFor(path), kind: file.kind, override: overrides, place: placeOfFile(path, file, configs), whenUnreadable: 'refuse' });
  if (!decided.ok) throw new UsageError(`${path}: ${decided.reason}`);
  const { settings } = decided;
  checkOverridesFor(settings.strategy.id, overrides.budgets);
  checkOptionsFor(settings.strategy.id, overrides.options);
  return settings;
}

/**
 * The site marker above a Markdown file, or the start of its text when none is in reach (shared/sites), whether a
 * `.gitattributes` marks it generated, whether it was converted from the document of its name beside it, and whether
 * its book's SUMMARY.md or its Hugo site's languages leave it out.
 */
function placeOfFile(path: string, file: SourceFile, configs: ConfigLookup): DocumentPlace {
  const generated: DocumentPlace = configs.generatedAttributes.markOf(path) !== undefined ? { fileName: path, markedGenerated: true } : { fileName: path };
  if (file.kind !== 'markdown') return generated;
  const named: DocumentPlace = configs.convertedSources.isConverted(path) ? { ...generated, converted: true } : generated;
  const marker = configs.siteMarkers.markerOf(path);
  if (marker) {
    const unbuilt = configs.bookChapters.isUnlisted(path, marker) ? { unlistedChapter: true as const } : isUnbuiltLanguagePage(marker, path) ? { unbuiltLanguage: true as const } : {};
    return { ...named, marker, ...unbuilt };
  }
  const signs = siteFromText(file.text);
  return signs ? { ...named, signs } : named;
}

/** True when the findings hold an internal error: the chunks are then not worth printing. */
export function holdsInternalError(findings: Finding[]): boolean {
  return findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE_ID);
}

function internalError(error: unknown): Finding {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ruleId: INTERNAL_ERROR_RULE_ID, ruleName: 'internal-error', severity: 'error', message: `analysis failed: ${message}`, span: { start: 0, end: 0 } };
}

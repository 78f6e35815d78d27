// Lints one file for `chunklens lint`, in the main thread or a worker: the findings with their baseline
// fingerprints and the chunk sizes, and notes on what was skipped, or the failure that stops the run (a usage
// error or an unreadable file), as plain data that crosses a thread boundary.

import { relative, resolve, sep } from 'node:path';
import { contentKeyOf } from '../../../shared/reembed/contentKey';
import { outlineOf } from '../../../shared/rules/headingCensus';
import { templateHeadingTitles } from '../../../shared/engine/byAudience';
import { sha256Hex } from '../../../shared/text/hash';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { Analysis } from '../../../shared/engine/engine';
import type { Finding } from '../../../shared/model/types';
import { analyzeFile } from '../analyzeFile';
import { readingOf } from '../format/formatReadings';
import type { Overrides } from '../overrides';
import { UsageError } from '../usageError';
import type { ConfigLookup } from '../configLookup';
import type { FileFindings } from '../format/formatFindings';
import { SkippedFile, type SourceFile } from '../../node/readDocument';

/** One linted file: what the reports, the summary, the baseline and the cache need of it. */
export interface LintedFile {
  file: FileFindings;
  /** Per finding, in order: a fingerprint that survives the finding's line moving (see fingerprintOf). */
  fingerprints: string[];
  /** Token count of each chunk, in order. */
  tokens: number[];
  /** The file's settings list pipeline findings on their lines (`pipelineFindings: "inline"`). */
  pipelineInline?: true;
  /** The strategy's hard cap and minimum for this file, when it has them. */
  maxTokens?: number;
  minTokens?: number;
  /** A Markdown file's heading outline for the run's heading census (shared/rules/headingCensus.ts). */
  outline?: string;
  /** A template file's heading titles, the slots its copies fill (shared/rules/templateSections.ts). */
  templateTitles?: string[];
  /** What `chunklens diff` matches of each chunk, in order; only when asked for. */
  chunks?: ChunkFacts[];
}

/** A chunk as `chunklens diff` matches and reports it. */
export interface ChunkFacts {
  /** The content key (shared/reembed/contentKey.ts). */
  key: string;
  start: number;
  /** 1-based line where the chunk starts. */
  line: number;
  headingsPath: string[];
  tokens: number;
  /** The start of its embed text, on one line (at most EXCERPT_LENGTH characters). */
  excerpt: string;
}

const EXCERPT_LENGTH = 80;

/**
 * A linted file (absent when the file was skipped: its note says why) with the notes on skipped files and
 * sidecars, or the failure that stops the run (a usage error exits 2 with a pointer to --help).
 */
export type LintOutcome = { ok: true; linted?: LintedFile; notes: string[] } | { ok: false; message: string; usage: boolean };

/**
 * Lints `path` (or `source` under that name). The text travels with the findings only when there are findings,
 * since it serves only to put them on lines: most files have none, and copying every text back to the main
 * thread cost the pool time.
 */
export function lintFile(path: string, overrides: Overrides, configs: ConfigLookup, source?: SourceFile, withChunks = false): LintOutcome {
  try {
    const { file, analysis, findings: found } = analyzeFile(path, overrides, configs, source);
    const notes = [...configs.takeNotes(), ...file.notes];
    if (!analysis) {
      // The analysis threw: its one CK900 finding, and no chunks.
      const linted: LintedFile = { file: { path, text: file.text, findings: found }, fingerprints: found.map((f) => fingerprintOf(f, path, file.text, { chunks: [] })), tokens: [] };
      return { ok: true, linted, notes };
    }
    const { findings, pipelineFindings, chunks, context } = analysis;
    const templateTitles = file.kind === 'markdown' ? templateHeadingTitles(path, analysis.doc.text, analysis.doc.blocks) : undefined;
    return {
      ok: true,
      notes,
      linted: {
        file: {
          path,
          text: findings.length ? file.text : '',
          findings,
          ...(pipelineFindings.length ? { pipeline: pipelineFindings } : {}),
          ...(file.kind === 'markdown' ? { reading: readingOf(analysis.settings) } : {}),
        },
        fingerprints: findings.map((f) => fingerprintOf(f, path, file.text, analysis)),
        tokens: chunks.map((c) => c.tokens),
        ...(file.kind === 'markdown' ? { outline: outlineOf(analysis.doc.blocks) } : {}),
        ...(templateTitles?.length ? { templateTitles } : {}),
        ...(analysis.settings.pipelineFindings === 'inline' ? { pipelineInline: true as const } : {}),
        ...(context.budgets.maxTokens !== undefined ? { maxTokens: context.budgets.maxTokens } : {}),
        ...(context.budgets.minTokens !== undefined ? { minTokens: context.budgets.minTokens } : {}),
        ...(withChunks ? { chunks: chunkFactsOf(analysis) } : {}),
      },
    };
  } catch (error) {
    if (error instanceof SkippedFile) return { ok: true, notes: [...configs.takeNotes(), error.message] };
    return { ok: false, message: error instanceof Error ? error.message : String(error), usage: error instanceof UsageError };
  }
}

/** The facts `chunklens diff` needs of every chunk of an analysis. */
export function chunkFactsOf(analysis: Pick<Analysis, 'chunks' | 'doc' | 'settings'>): ChunkFacts[] {
  const lines = new LineIndex(analysis.doc.text);
  return analysis.chunks.map((c) => {
    const start = c.spans[0]?.start ?? 0;
    const text = c.content.replace(/\s+/g, ' ').trim();
    return {
      key: contentKeyOf(c, analysis.settings.tokenizer),
      start,
      line: lines.positionAt(start).line + 1,
      headingsPath: c.headingsPath,
      tokens: c.tokens,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
    };
  });
}

/**
 * The fingerprint of a finding: its rule, its file (relative to the working folder, `/`-separated) and a hash
 * of the content of the chunk it is in (of the text it spans when it is in none), never its line, so that it
 * survives edits elsewhere in the file that move it.
 */
export function fingerprintOf(finding: Finding, path: string, text: string, analysis: Pick<Analysis, 'chunks'>): string {
  const chunk = finding.chunkIndex !== undefined ? analysis.chunks[finding.chunkIndex] : undefined;
  const content = chunk ? chunk.content : text.slice(finding.span.start, finding.span.end);
  const file = relative(process.cwd(), resolve(path)).split(sep).join('/');
  return sha256Hex(`${finding.ruleId}\u0000${file}\u0000${sha256Hex(content)}`).slice(0, 32);
}

/** The results of linting files, in file order, and the notes on what was skipped. */
export interface LintReport {
  /** One entry per file linted, in order; undefined for a file that was skipped. */
  linted: (LintedFile | undefined)[];
  /** Lines about skipped files, each once. */
  notes: string[];
}

/**
 * Turns outcomes in file order into a report (with `notes` from before, such as the walk's, first), throwing
 * the first failure as the in-process run would.
 */
export function collectOutcomes(outcomes: LintOutcome[], notes: string[] = []): LintReport {
  const seen = new Set(notes);
  const linted = outcomes.map((outcome) => {
    if (!outcome.ok) throw outcome.usage ? new UsageError(outcome.message) : new Error(outcome.message);
    for (const note of outcome.notes) seen.add(note);
    return outcome.linted;
  });
  return { linted, notes: [...seen] };
}

/** The files of a report that were linted (not skipped). */
export function lintedFiles(report: LintReport): LintedFile[] {
  return report.linted.filter((f): f is LintedFile => f !== undefined);
}

// The baseline of `--write-baseline FILE` / `--baseline FILE`: the findings a repository accepts for now, by
// fingerprint (rule, file and the content of the chunk; never the line), so that a lint of an existing
// knowledge base fails only on new findings, and an accepted one survives edits that move it.

import { readFileSync, writeFileSync } from 'node:fs';
import type { LintedFile } from './lintFile';

interface BaselineEntry {
  fingerprint: string;
  rule: string;
  file: string;
  count: number;
}

interface BaselineFile {
  tool: 'chunklens';
  version: 1;
  findings: BaselineEntry[];
}

/** Writes the baseline of every finding in `files` to `path` (entries sorted by file, rule, fingerprint). */
export function writeBaseline(path: string, files: LintedFile[]): void {
  const entries = new Map<string, BaselineEntry>();
  for (const { file, fingerprints } of files) {
    file.findings.forEach((f, i) => {
      const entry = entries.get(fingerprints[i]) ?? { fingerprint: fingerprints[i], rule: `${f.ruleId} ${f.ruleName}`, file: file.path.split('\\').join('/'), count: 0 };
      entry.count++;
      entries.set(fingerprints[i], entry);
    });
  }
  const sorted = [...entries.values()].sort((a, b) => compare(a.file, b.file) || compare(a.rule, b.rule) || compare(a.fingerprint, b.fingerprint));
  const baseline: BaselineFile = { tool: 'chunklens', version: 1, findings: sorted };
  try {
    writeFileSync(path, JSON.stringify(baseline, null, 2) + '\n');
  } catch (error) {
    throw new Error(`${path}: cannot write the baseline (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** Reads a baseline: fingerprint → how many findings it accepts. Throws an Error naming the file when invalid. */
export function readBaseline(path: string): Map<string, number> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot read baseline (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const findings = (raw as Partial<BaselineFile> | null)?.findings;
  if ((raw as Partial<BaselineFile> | null)?.tool !== 'chunklens' || !Array.isArray(findings)) {
    throw new Error(`${path}: not a chunklens baseline (expected { "tool": "chunklens", "version": 1, "findings": [...] })`);
  }
  const counts = new Map<string, number>();
  findings.forEach((entry: Partial<BaselineEntry>, i) => {
    if (typeof entry?.fingerprint !== 'string' || !Number.isInteger(entry.count) || entry.count! < 1) {
      throw new Error(`${path}: findings[${i}] needs a "fingerprint" string and a whole "count" ≥ 1`);
    }
    counts.set(entry.fingerprint, (counts.get(entry.fingerprint) ?? 0) + entry.count!);
  });
  return counts;
}

/** `files` without the findings `baseline` accepts (each entry accepts up to its count), and how many were dropped. */
export function applyBaseline(files: LintedFile[], baseline: Map<string, number>): { files: LintedFile[]; accepted: number } {
  const left = new Map(baseline);
  let accepted = 0;
  const kept = files.map((linted) => {
    const keep = linted.file.findings.map((_, i) => {
      const n = left.get(linted.fingerprints[i]) ?? 0;
      if (n === 0) return true;
      left.set(linted.fingerprints[i], n - 1);
      accepted++;
      return false;
    });
    if (keep.every(Boolean)) return linted;
    return {
      ...linted,
      file: { ...linted.file, findings: linted.file.findings.filter((_, i) => keep[i]) },
      fingerprints: linted.fingerprints.filter((_, i) => keep[i]),
    };
  });
  return { files: kept, accepted };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

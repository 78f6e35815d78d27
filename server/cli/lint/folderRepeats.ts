// The lint run's folder fold: a finding at the same line of many files of one folder, with the same rule and the
// same message once the names in it are set aside (`Front matter after a blank first line … heading "title: xiao"`
// at line 1 of 85 board pages), comes from what writes those files: a generator or a shared template. The writer
// fixes it once, there. The first file in run order lists it, with the count and the folder; in the other files it
// moves to the pipeline summary, whose cause names the file that lists it. Input and internal problems (CK100,
// CK900) stay on every file: each says a file could not be read as it is.

import type { Finding } from '../../../shared/model/types';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/** At least this many files of one folder share the finding for it to be the generator's or template's. */
const MIN_FILES = 5;
/** Findings that stay on every file. */
const PER_FILE = new Set(['CK100', 'CK900']);

/** The folder of `path` (its last separator and what precedes it). */
function folderOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** A finding's message with what names its place set aside: quoted text and numbers. */
function messageShape(message: string): string {
  return message.replace(/"[^"\n]*"/g, '"…"').replace(/\d+/g, '#');
}

/**
 * `files` with every finding that at least MIN_FILES files of one folder share (same rule, line and message shape)
 * listed once, at the first of those files, with how many share it; moved to the pipeline findings of the others.
 * Linear in the texts of the files with findings (a line index each, as the formats that print the findings' lines build).
 */
export function foldFolderRepeats(files: readonly LintedFile[]): LintedFile[] {
  const groups = new Map<string, { file: number; finding: number }[]>();
  files.forEach((linted, i) => {
    const { findings, text, path } = linted.file;
    if (!findings.length || !text) return;
    const lines = new LineIndex(text);
    findings.forEach((f, k) => {
      if (f.pipeline || PER_FILE.has(f.ruleId)) return;
      const key = `${folderOf(path)}\u0000${f.ruleId}\u0000${lines.positionAt(f.span.start).line}\u0000${messageShape(f.message)}`;
      const group = groups.get(key);
      if (group) group.push({ file: i, finding: k });
      else groups.set(key, [{ file: i, finding: k }]);
    });
  });
  const listed = new Map<number, Map<number, Finding>>();
  const moved = new Map<number, (Finding | undefined)[]>();
  for (const group of groups.values()) {
    const count = new Set(group.map((g) => g.file)).size;
    if (count < MIN_FILES) continue;
    const [first, ...rest] = group;
    const firstPath = files[first.file].file.path;
    const folder = folderOf(firstPath) || './';
    const kept = files[first.file].file.findings[first.finding];
    if (!listed.has(first.file)) listed.set(first.file, new Map());
    listed.get(first.file)!.set(first.finding, { ...kept, message: `${kept.message} (the same at this line in ${count} files of ${folder}: a generator or a shared template writes them, fix it there)` });
    for (const { file, finding } of rest) {
      if (file === first.file) continue;
      const f = files[file].file.findings[finding];
      if (!moved.has(file)) moved.set(file, new Array(files[file].file.findings.length));
      moved.get(file)![finding] = {
        ...f,
        message: `${f.message} (listed at ${firstPath})`,
        pipeline: {
          cause: `the same finding is at this line in ${count} files of the folder: a generator or a shared template writes them`,
          remedy: `fixing the generator or template once (the finding is listed at ${firstPath})`,
        },
      };
    }
  }
  return files.map((linted, i) => {
    const relabelled = listed.get(i);
    const withCounts = relabelled ? { ...linted, file: { ...linted.file, findings: linted.file.findings.map((f, k) => relabelled.get(k) ?? f) } } : linted;
    const away = moved.get(i);
    return away ? movedToPipeline(withCounts, away) : withCounts;
  });
}

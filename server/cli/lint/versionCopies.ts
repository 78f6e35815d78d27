// The lint run's copies fold: a versioned docs site keeps a copy of each page per release (`docs/1.32/guides/
// limits.md` beside `docs/main/guides/limits.md`, `versioned_docs/version-5.0/ops/tool.md` beside `docs/deploy/
// tool.md`), and a finding in one copy is in each. The writer fixes it once, where the page is edited and the next
// release copies it from: the copy whose path names the fewest versions. There it stays on its line; in every
// other copy it moves to the pipeline summary, whose cause is that the index holds the page again. Copies are files
// of one run with the same text and the same name whose paths name different versions: identical files of one
// version (stub pages, generated records) are pages of their own, each fixed where it is.

import { sha256Hex } from '../../../shared/text/hash';
import type { Finding } from '../../../shared/model/types';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/** A path segment that names a release: `1.32`, `v1.0.0`, `version-5.0`, `v2`. */
const VERSION_SEGMENT = /^(?:v(?:ersion)?[-_]?)?\d+(?:\.\d+)+(?:[-+][\w.]+)?$|^v(?:ersion)?[-_]?\d+$/i;

const COPY_CAUSE = {
  cause: 'the file is an identical copy of another file of the run (a release\'s snapshot of the page), which lists the finding on its line',
  remedy: 'fixing the page where it is listed (later copies take the fix), and indexing one copy of each page or telling copies apart by their version',
};

/** The segments of `path` that name a release (VERSION_SEGMENT), in order. */
function versionsOf(path: string): string[] {
  return path.split(/[\\/]/).filter((s) => VERSION_SEGMENT.test(s));
}

/** The last segment of `path`. */
function nameOf(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** What makes two findings the same one in two copies of a text. */
function keyOf(f: Finding): string {
  return `${f.ruleId}\u0000${f.span.start}\u0000${f.span.end}\u0000${f.message}`;
}

/**
 * `files` with the per-line findings of every copy of a page (a file with the same text and name as another of the
 * run, whose path names other versions) moved to its pipeline findings (kept on their lines with the cause when
 * the file lists pipeline findings inline), except in the copy that names the fewest versions in its path (the
 * first in run order among equals), and only those the kept copy lists as well (settings per folder can differ).
 * Only files with findings carry their text: a file without findings has no copy with any. Linear in the texts of
 * the files with findings.
 */
export function foldVersionCopies(files: readonly LintedFile[]): LintedFile[] {
  const byText = new Map<string, number[]>();
  files.forEach((linted, i) => {
    const { text, findings } = linted.file;
    if (!findings.length || !text) return;
    const hash = sha256Hex(text);
    const group = byText.get(hash);
    if (group) group.push(i);
    else byText.set(hash, [i]);
  });
  const out = [...files];
  for (const group of byText.values()) {
    if (group.length < 2) continue;
    const kept = group.reduce((best, i) => (versionsOf(files[i].file.path).length < versionsOf(files[best].file.path).length ? i : best));
    const keptPath = files[kept].file.path;
    const listed = new Set(files[kept].file.findings.map(keyOf));
    for (const i of group) {
      const path = files[i].file.path;
      if (i === kept || nameOf(path) !== nameOf(keptPath) || versionsOf(path).join('/') === versionsOf(keptPath).join('/')) continue;
      const moved = files[i].file.findings.map((f) =>
        listed.has(keyOf(f)) ? { ...f, message: `${f.message} (listed at ${keptPath})`, pipeline: COPY_CAUSE } : undefined,
      );
      out[i] = movedToPipeline(files[i], moved);
    }
  }
  return out;
}

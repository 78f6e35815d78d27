// The run's copies fold (`lint`, Lint Workspace): a versioned docs site keeps a copy of each page per release
// (`docs/1.32/guides/limits.md` beside `docs/main/guides/limits.md`, `versioned_docs/version-5.0/ops/tool.md` beside
// `docs/deploy/tool.md`, `content/en/v1.2/install/api.md` beside `content/en/latest/install/api.md`), and a finding in
// one copy is in each. The writer fixes it once, where the page is edited and the next release copies it from: the
// copy whose path names the fewest versions. There it stays on its line; in every other copy it moves to the pipeline
// summary, whose cause is that the index holds the page again. Copies are files of one run with the same text and
// name whose paths name different versions, files whose paths differ in one segment only, where one of them names
// a release (the release's slot), or a page and its path with a release's folder inserted (`content/docs/v1.2/…`
// beside `content/docs/…`); in such copies a finding is the same one when its rule, its message and the text it
// points at are. Identical files of one version (stub pages, generated records) are pages of their own, each fixed
// where it is.

import type { Finding } from '../model/types';
import { sha256Hex } from '../text/hash';
import { withoutChunkNumbers } from './chunkNumbers';
import type { FoldEdits, FoldFile } from './foldEdits';

/** A path segment that names a release: `1.32`, `v1.0.0`, `version-5.0`, `v2`. */
const VERSION_SEGMENT = /^(?:v(?:ersion)?[-_]?)?\d+(?:\.\d+)+(?:[-+][\w.]+)?$|^v(?:ersion)?[-_]?\d+$/i;

const COPY_CAUSE = {
  cause: 'the file is a copy of another file of the run (a release\'s snapshot of the page), which lists the finding on its line',
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

/** How much of the text a finding points at is compared between copies that differ elsewhere. */
const POINTED_READ = 400;

/**
 * What makes two findings the same one in two copies of a page whose texts differ: rule, message (its chunk numbers
 * aside, as a page that grew before the finding numbers its chunks anew) and the text it points at.
 */
function contentKeyOf(f: Finding, text: string): string {
  return `${f.ruleId}\u0000${withoutChunkNumbers(f.message)}\u0000${text.slice(f.span.start, Math.min(f.span.end, f.span.start + POINTED_READ))}`;
}

/** Joins the sets of `a` and `b` (union-find over file indices). */
function union(parent: number[], a: number, b: number): void {
  const ra = root(parent, a);
  const rb = root(parent, b);
  if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
}

function root(parent: number[], i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/** `path` with segment `k` replaced by a wildcard: the key of the release slot at `k`. */
function slotKey(segments: readonly string[], k: number): string {
  return [...segments.slice(0, k), '\u0000*', ...segments.slice(k + 1)].join('/');
}

/**
 * The groups of copies among `indices` (files with findings and text): same text and name, paths that differ
 * in one segment, where one of them names a release there, or a path that is another's with a release's folder
 * inserted. Linear in the paths' segments and the texts.
 */
function copyGroups(files: readonly FoldFile[], indices: readonly number[]): number[][] {
  const parent = files.map((_, i) => i);
  const byText = new Map<string, number>();
  const bySlot = new Map<string, number>();
  const unversioned: number[] = [];
  for (const i of indices) {
    const hash = sha256Hex(files[i].text!);
    const same = byText.get(hash);
    if (same === undefined) byText.set(hash, i);
    else if (nameOf(files[i].path) === nameOf(files[same].path)) union(parent, same, i);
    const segments = files[i].path.split(/[\\/]/);
    let versioned = false;
    segments.forEach((segment, k) => {
      if (k === segments.length - 1 || !VERSION_SEGMENT.test(segment)) return;
      versioned = true;
      const key = slotKey(segments, k);
      const other = bySlot.get(key);
      if (other === undefined) bySlot.set(key, i);
      else union(parent, other, i);
    });
    if (!versioned) unversioned.push(i);
  }
  const unversionedByPath = new Map<string, number>();
  for (const i of unversioned) {
    const segments = files[i].path.split(/[\\/]/);
    unversionedByPath.set(segments.join('/'), i);
    for (let k = 0; k < segments.length - 1; k++) {
      const other = bySlot.get(slotKey(segments, k));
      if (other !== undefined) union(parent, other, i);
    }
  }
  // A release's folder inside the current docs (`content/docs/v1.2/release/changelog.md` beside
  // `content/docs/release/changelog.md`): the path without its release segment is the current page's.
  for (const i of indices) {
    const segments = files[i].path.split(/[\\/]/);
    segments.forEach((segment, k) => {
      if (k === segments.length - 1 || !VERSION_SEGMENT.test(segment)) return;
      const current = unversionedByPath.get([...segments.slice(0, k), ...segments.slice(k + 1)].join('/'));
      if (current !== undefined) union(parent, current, i);
    });
  }
  const groups = new Map<number, number[]>();
  for (const i of indices) {
    const r = root(parent, i);
    const group = groups.get(r);
    if (group) group.push(i);
    else groups.set(r, [i]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * The edits that move the per-line findings of every copy of a page to its pipeline findings, except in the copy
 * that names the fewest versions in its path (the first in run order among equals), and only those the kept copy
 * lists as well (settings per folder can differ; copies whose texts differ share a finding when its rule, message
 * and pointed text agree). Only files with findings need their text: a file without findings has no copy with any.
 * Linear in the paths and the texts of the files with findings.
 */
export function versionCopyEdits(files: readonly FoldFile[]): FoldEdits {
  const indices = files.flatMap((file, i) => (file.findings.length && file.text ? [i] : []));
  const edits = new Map<number, (Finding | undefined)[]>();
  for (const group of copyGroups(files, indices)) {
    const kept = group.reduce((best, i) => (versionsOf(files[i].path).length < versionsOf(files[best].path).length ? i : best));
    const keptFile = files[kept];
    const listed = new Set(keptFile.findings.map(keyOf));
    const listedContent = new Set(keptFile.findings.map((f) => contentKeyOf(f, keptFile.text!)));
    for (const i of group) {
      const { path, text, findings } = files[i];
      if (i === kept || versionsOf(path).join('/') === versionsOf(keptFile.path).join('/')) continue;
      const sameText = text === keptFile.text;
      const moved = findings.map((f) =>
        (sameText ? listed.has(keyOf(f)) : listedContent.has(contentKeyOf(f, text!)))
          ? { ...f, message: `${f.message} (listed at ${keptFile.path})`, pipeline: COPY_CAUSE }
          : undefined,
      );
      if (moved.some((m) => m)) edits.set(i, moved);
    }
  }
  return edits;
}

// The stamp of a document on disk for `lint --cache`: what the file system says of its content without reading it
// (size, modification and change times, inode; the same of each sidecar), so that a warm run tells an unchanged
// file by one `stat` instead of reading and hashing it. As git's index does, a file modified within RACY_MS of
// the stamp gets none: a write in the same clock tick as the stamp could leave its times unchanged.

import { statSync, type Stats } from 'node:fs';

/** A file whose modification time is this recent (or in the future) gets no stamp: its content is hashed instead. */
export const RACY_MS = 2000;

/**
 * The stamp of the regular file at `path` with its possible `sidecars` (name → path; a missing sidecar is part of
 * the stamp), or undefined when any of them is not a regular file of at most `maxBytes` bytes, is racy (modified
 * less than RACY_MS before `now`), or cannot be stat'ed: then the caller reads the files, which says why. Never throws.
 */
export function fileStamp(path: string, sidecars: Record<string, string>, maxBytes: number, now = Date.now()): string | undefined {
  const own = statOf(path);
  if (own === undefined || own === null) return undefined;
  const parts = [own];
  for (const [name, file] of Object.entries(sidecars)) {
    const sidecar = statOf(file);
    if (sidecar === undefined) return undefined;
    parts.push(sidecar === null ? `${name}=-` : `${name}=${sidecar}`);
  }
  return parts.join(' ');

  /** The stamp of one file; null when it does not exist, undefined when it cannot have one. */
  function statOf(file: string): string | null | undefined {
    let stats: Stats | undefined;
    try {
      stats = statSync(file, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
    if (stats === undefined) return null;
    if (!stats.isFile() || stats.size > maxBytes || !(stats.mtimeMs <= now - RACY_MS)) return undefined;
    return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
  }
}

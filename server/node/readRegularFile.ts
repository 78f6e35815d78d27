// Reads a file only when it is a regular file under a size limit, so that a FIFO, a device, a socket or a
// folder behind a document's name is skipped with a reason instead of blocking, filling memory or throwing.

import { closeSync, constants, fstatSync, openSync, readFileSync, statSync, type Stats } from 'node:fs';
import { DEFAULT_MAX_FILE_BYTES, type FileRead } from '../host/fileAccess';

export { DEFAULT_MAX_FILE_BYTES, type FileRead } from '../host/fileAccess';

/**
 * Reads `path` (following symlinks) as UTF-8 when it is a regular file of at most `maxBytes` bytes; else says
 * why not. The type is checked with `statSync` before the file is opened, and again on the open descriptor
 * (opened non-blocking, so a FIFO swapped in between cannot block either). Throws only what `statSync` or
 * `openSync` throw for a missing or unreadable path.
 */
export function readRegularFile(path: string, maxBytes = DEFAULT_MAX_FILE_BYTES): FileRead {
  const refused = refusal(statSync(path), maxBytes);
  if (refused) return { ok: false, reason: refused };
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const again = refusal(fstatSync(fd), maxBytes);
    return again ? { ok: false, reason: again } : { ok: true, text: readFileSync(fd, 'utf8') };
  } finally {
    closeSync(fd);
  }
}

/** Whether `path` exists at all (a dangling symlink does not); never throws. */
export function pathExists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

function refusal(stats: Stats, maxBytes: number): string | undefined {
  if (!stats.isFile()) return `not a regular file (${describeType(stats)})`;
  if (stats.size > maxBytes) return `${formatMb(stats.size)} is over the size limit of ${formatMb(maxBytes)} (--max-file-mb)`;
  return undefined;
}

function describeType(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

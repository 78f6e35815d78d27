// Expands lint PATHs into the documents chunklens reads, recursively, skipping node_modules and .git.
// A symlink to a file is read like the file; a symlink to a folder is not followed (no cycles, no walking out
// of the repository). An entry with a document's name that is not a regular file (a FIFO, a device, a socket,
// a dangling symlink, a symlinked folder) is left out with a note naming it.

import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inputKindOf } from '../../shared/inputKind';

const SKIPPED_DIRS = new Set(['node_modules', '.git']);

export interface FoundDocuments {
  paths: string[];
  /** One line per entry left out, naming it and saying why. */
  notes: string[];
}

/** Files under `paths` whose input kind chunklens knows (plain text only when named explicitly). */
export function findDocuments(paths: string[]): FoundDocuments {
  const found: FoundDocuments = { paths: [], notes: [] };
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      throw new Error(`${path}: no such file or folder`);
    }
    if (stats.isDirectory()) walk(path, found);
    else found.paths.push(path);
  }
  return found;
}

function walk(dir: string, found: FoundDocuments): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, found);
    } else if (inputKindOf(entry.name) !== 'text') {
      const why = whyNotADocument(entry, path);
      if (why === undefined) found.paths.push(path);
      else found.notes.push(`${path}: skipped: ${why}`);
    }
  }
}

/** Undefined for a readable document, else why it is left out. */
function whyNotADocument(entry: Dirent, path: string): string | undefined {
  if (entry.isFile()) return undefined;
  if (!entry.isSymbolicLink()) return `not a regular file (${entry.isFIFO() ? 'a FIFO' : entry.isSocket() ? 'a socket' : 'a device'})`;
  let target;
  try {
    target = statSync(path);
  } catch {
    return 'a symlink to nothing';
  }
  if (target.isFile()) return undefined;
  return target.isDirectory() ? 'a symlink to a folder (not followed)' : 'a symlink to something that is not a regular file';
}

// Expands lint PATHs into the documents chunklens reads, recursively, skipping node_modules and .git.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inputKindOf } from '../../shared/inputKind';

const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Files under `paths` whose input kind chunklens knows (plain text only when named explicitly). */
export function findDocuments(paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      throw new Error(`${path}: no such file or folder`);
    }
    if (stats.isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

function walk(dir: string, found: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, found);
    } else if (entry.isFile() && inputKindOf(entry.name) !== 'text') {
      found.push(path);
    }
  }
}

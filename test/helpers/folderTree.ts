// A folder of files for a test: written under a fresh temporary folder, whose path is returned.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes `files` (path under the folder → text) under a fresh temporary folder named after `name`, and returns its path. */
export function folderTree(files: Record<string, string>, name = 'tree'): string {
  const root = mkdtempSync(join(tmpdir(), `chunklens-${name}-`));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// A path inside the repository, wherever the compiled test that asks for it sits under out/: tests and the helpers
// bundled into them name fixtures, docs and built bundles from the repository root (`repoPath('out/cli.js')`).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'esbuild.mjs'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no repository root above ${start}`);
  }
}

export const REPO_ROOT = findRoot(__dirname);

export function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}

// Bench rows for chunklens in CI: a warm `--cache` re-lint of the corpus, a re-lint with 1% of the files changed,
// and the size of the npm tarball. The corpus is shared and read-only, so "1% changed" invalidates the cache
// entries of every 100th file, which the CLI cannot tell from a changed file (its stamp no longer matches, so it
// is read, and its content hash no longer matches either).

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Seconds of one `chunklens lint PATHS --cache --cache-location CACHE` run. */
function timeCachedLint(cli: string, paths: string[], cache: string): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [cli, 'lint', ...paths, '--cache', '--cache-location', cache], { stdio: 'ignore' });
  if (r.status !== 0 && r.status !== 1) throw new Error(`chunklens lint --cache exited with ${r.status}`);
  return (performance.now() - t) / 1000;
}

/** Changes the key and the stamp of every 100th cache entry, as if that file had changed; returns how many. */
function invalidateOnePercent(cache: string): number {
  const data = JSON.parse(readFileSync(cache, 'utf8')) as { entries: Record<string, { key: string; stamp?: string }> };
  const paths = Object.keys(data.entries).sort();
  const changed = paths.filter((_, i) => i % 100 === 0);
  for (const path of changed) {
    data.entries[path].key = `changed:${data.entries[path].key}`;
    data.entries[path].stamp = `changed:${data.entries[path].stamp}`;
  }
  writeFileSync(cache, JSON.stringify(data));
  return changed.length;
}

/** The bytes of the tarball `npm pack` makes of the repository at `root` (prepack builds the CLI). */
function tarballBytes(root: string): number {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root, encoding: 'utf8' }))[0];
  return packed.size;
}

/** The rows: [measurement, result, target]. */
export function measureCiRows(root: string, lintPaths: string[], fileCount: number): string[][] {
  const cli = join(root, 'out/cli.js');
  const cache = join(tmpdir(), `chunklens-bench-cache-${process.pid}.json`);
  try {
    const cold = timeCachedLint(cli, lintPaths, cache);
    const warm = timeCachedLint(cli, lintPaths, cache);
    const changed = invalidateOnePercent(cache);
    const onePercent = timeCachedLint(cli, lintPaths, cache);
    const bytes = tarballBytes(root);
    return [
      [`corpus: \`chunklens lint --cache\`, warm (all ${fileCount} files unchanged; the cold run that filled the cache took ${cold.toFixed(1)} s)`, `${warm.toFixed(2)} s`, '≤ 2 s'],
      [`corpus: \`chunklens lint --cache\` with 1% changed (${changed} files re-linted)`, `${onePercent.toFixed(2)} s`, ''],
      ['npm tarball (`npm pack`: CLI, worker, schema, README and its images, LICENSE)', `${(bytes / 1e6).toFixed(2)} MB`, '≤ 5 MB'],
    ];
  } finally {
    rmSync(cache, { force: true });
  }
}

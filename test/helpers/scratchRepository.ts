// A git repository in a fresh temporary folder, for tests that compare documents with a commit: it commits as a test
// identity without signing, whatever the machine's git configuration says.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScratchRepository {
  /** The repository's folder (its real path, so file URIs the server sees match it). */
  dir: string;
  /** Runs git in the repository; returns what it printed. */
  git(...args: string[]): string;
}

/** Creates an empty repository in a new folder named after `prefix`. */
export function scratchRepository(prefix: string): ScratchRepository {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q');
  git('config', 'user.name', 'chunklens test');
  git('config', 'user.email', 'test@chunklens.invalid');
  git('config', 'commit.gpgsign', 'false');
  return { dir, git };
}

// Reads git revisions for `chunklens diff` through the `git` command: the repository root, revisions resolved to
// commits, the files two versions differ in, and file contents at a revision (one `git cat-file --batch` for
// all of them). Every failure is a UsageError (exit 2) that says what git could not do.

import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { UsageError } from '../cli/usageError';

/** How a file differs between two versions: added, deleted or modified (renames count as a delete and an add). */
export interface ChangedFile {
  status: 'A' | 'D' | 'M';
  /** Path relative to the repository root, `/`-separated. */
  name: string;
}

const MAX_BUFFER = 1 << 30;

function git(args: string[], cwd: string, input?: string): Buffer {
  const options: ExecFileSyncOptions = { cwd, maxBuffer: MAX_BUFFER, stdio: ['pipe', 'pipe', 'pipe'], ...(input !== undefined ? { input } : {}) };
  return execFileSync('git', args, options) as Buffer;
}

function stderrOf(error: unknown): string {
  const text = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message ?? error).trim();
  return text.split('\n')[0];
}

/** The root of the git repository that holds `cwd`; a UsageError when there is none or git cannot run. */
export function repositoryRoot(cwd: string): string {
  try {
    return git(['rev-parse', '--show-toplevel'], cwd).toString('utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError('diff: the git command was not found (it reads revisions through git)');
    throw new UsageError(`diff: ${cwd} is not inside a git repository (${stderrOf(error)}); to compare two files or folders, give them with --no-index`);
  }
}

/** The commit `revision` names, or undefined when it names none. */
export function resolveRevision(revision: string, cwd: string): string | undefined {
  if (revision.startsWith('-')) return undefined;
  try {
    return git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], cwd).toString('utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files that differ between commit `base` and commit `head` (the working tree when undefined, with its
 * untracked files that .gitignore does not exclude), limited to `pathspecs` (relative to `cwd`).
 */
export function changedFiles(base: string, head: string | undefined, pathspecs: string[], cwd: string): ChangedFile[] {
  const specs = pathspecs.length ? pathspecs : ['.'];
  const diff = git(['diff', '--name-status', '--no-renames', '-z', base, ...(head ? [head] : []), '--', ...specs], cwd).toString('utf8').split('\0');
  const files: ChangedFile[] = [];
  for (let i = 0; i + 1 < diff.length; i += 2) {
    const status = diff[i][0];
    // T (type change) reads as a modification; U (unmerged) as well, from the working tree's text.
    files.push({ status: status === 'A' || status === 'D' ? status : 'M', name: diff[i + 1] });
  }
  if (head === undefined) {
    const untracked = git(['ls-files', '--others', '--exclude-standard', '--full-name', '-z', '--', ...specs], cwd).toString('utf8').split('\0').filter(Boolean);
    for (const name of untracked) files.push({ status: 'A', name });
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The contents of `names` (paths relative to the repository root) at commit `revision`, as UTF-8 text, in
 * one `git cat-file --batch`; undefined for a name that is not a file there.
 */
export function readAtRevision(revision: string, names: string[], cwd: string): (string | undefined)[] {
  if (!names.length) return [];
  if (names.some((n) => n.includes('\n'))) throw new UsageError('diff: a file name holds a line break, which git cat-file --batch cannot read');
  const output = git(['cat-file', '--batch'], cwd, names.map((n) => `${revision}:${n}\n`).join(''));
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const lineEnd = output.indexOf(10, at);
    const header = output.toString('utf8', at, lineEnd);
    at = lineEnd + 1;
    const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!match) {
      texts.push(undefined);
      continue;
    }
    const size = Number(match[2]);
    texts.push(match[1] === 'blob' ? output.toString('utf8', at, at + size) : undefined);
    at += size + 1;
  }
  return texts;
}

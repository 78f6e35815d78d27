// The version of an open document that its chunks are compared with to say what re-embeds: the file at the last
// commit (`git show HEAD:./name`, run beside the file), an empty text for a file the last commit does not hold,
// or, outside git (or for an untitled document), the text the document had when it was opened.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the document is compared with: its text there and where that text comes from. */
export interface BaselineText {
  text: string;
  /** `HEAD`: the last commit; `opened`: the document as it was opened. */
  against: 'HEAD' | 'opened';
}

/** Files larger than this at HEAD are compared with their opened version instead (git show output is buffered). */
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/** A git command that takes longer is given up (the document is then compared with its opened text). */
const GIT_TIMEOUT_MS = 5000;

/** What git printed, or undefined when it failed, timed out or printed more than the limit. */
function run(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    try {
      const child = execFile('git', args, { cwd, encoding: 'utf8', maxBuffer: MAX_BASELINE_BYTES, timeout: GIT_TIMEOUT_MS, windowsHide: true }, (error, stdout) => resolve(error ? undefined : stdout));
      child.stdin?.end();
    } catch {
      resolve(undefined);
    }
  });
}

/**
 * Whether `dir` or a folder above it holds `.git` (a folder, or the file a worktree or submodule has), looking no
 * higher than git would: not up into a folder `GIT_CEILING_DIRECTORIES` names.
 */
function inRepository(dir: string): boolean {
  const ceilings = new Set((process.env.GIT_CEILING_DIRECTORIES ?? '').split(delimiter).filter((d) => d !== '').map((d) => resolve(d)));
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return true;
    const up = dirname(at);
    if (up === at || ceilings.has(up)) return false;
  }
}

/**
 * Reads the baseline of the document at `uri` whose text at opening was `openedText`; never rejects. Known at
 * once outside a git repository (no `.git` in the document's folder or above) and for documents that are no
 * files; else a git process or two, once per opened document, awaited off the server's thread: a slow
 * repository delays the marks, not the answers.
 */
export function readBaselineText(uri: string, openedText: string): BaselineText | Promise<BaselineText> {
  const opened: BaselineText = { text: openedText, against: 'opened' };
  if (!uri.startsWith('file:')) return opened;
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return opened;
  }
  const cwd = dirname(path);
  return inRepository(cwd) ? readAtHead(path, cwd, opened) : opened;
}

async function readAtHead(path: string, cwd: string, opened: BaselineText): Promise<BaselineText> {
  const atHead = await run(['show', `HEAD:./${basename(path)}`], cwd);
  if (atHead !== undefined) return { text: atHead.replace(/^\uFEFF/, ''), against: 'HEAD' };
  // Not in the last commit: a new file of a repository with commits re-embeds whole; otherwise, no git to ask.
  const head = await run(['rev-parse', '--verify', '--quiet', 'HEAD'], cwd);
  return head?.trim() ? { text: '', against: 'HEAD' } : opened;
}

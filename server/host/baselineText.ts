// The version of an open document that its chunks are compared with to say what re-embeds: the file at the last
// commit (`git show HEAD:./name`, run beside the file), an empty text for a file the last commit does not hold,
// or, outside git (or for an untitled document), the text the document had when it was opened.

import { execFileSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
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

function run(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: MAX_BASELINE_BYTES, timeout: GIT_TIMEOUT_MS, windowsHide: true, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/**
 * Reads the baseline of the document at `uri` whose text at opening was `openedText`; never throws. Synchronous
 * (a git process or two, once per opened document), so the first analysis is published with its marks.
 */
export function readBaselineText(uri: string, openedText: string): BaselineText {
  const opened: BaselineText = { text: openedText, against: 'opened' };
  if (!uri.startsWith('file:')) return opened;
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return opened;
  }
  const cwd = dirname(path);
  const atHead = run(['show', `HEAD:./${basename(path)}`], cwd);
  if (atHead !== undefined) return { text: atHead.replace(/^\uFEFF/, ''), against: 'HEAD' };
  // Not in the last commit: a new file of a repository with commits re-embeds whole; otherwise, no git to ask.
  const head = run(['rev-parse', '--verify', '--quiet', 'HEAD'], cwd);
  return head?.trim() ? { text: '', against: 'HEAD' } : opened;
}

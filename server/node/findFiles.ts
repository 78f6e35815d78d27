// Expands lint PATHs into the documents chunklens reads: files, folders (recursively, skipping node_modules and
// .git), globs, and `!glob` exclusions; then drops what configuration `ignores` or `.gitignore` exclude.
// A symlink to a file is read like the file; a symlink to a folder is not followed (no cycles, no walking out
// of the repository). An entry with a document's name that is not a regular file (a FIFO, a device, a socket,
// a dangling symlink, a symlinked folder) is left out with a note naming it.

import { type Dirent, readdirSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { inputKindOf } from '../../shared/model/inputKind';

const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** The filters a lint applies to what its PATHs select. */
export interface FindOptions {
  /** True for a file that configuration `ignores` exclude. */
  isIgnored?: (absolutePath: string) => boolean;
  /** True for a file or folder that `.gitignore` excludes (absent with `--no-gitignore`). */
  isGitIgnored?: (absolutePath: string, isDirectory: boolean) => boolean;
}

/** The documents PATHs select, and what was left out of them. */
export interface FoundDocuments {
  paths: string[];
  /** One line per entry left out because it is not a regular file, naming it and saying why. */
  notes: string[];
}

/**
 * Files under `paths`, in argument order and then name order, each once. A folder yields the files of a kind
 * chunklens knows (plain text only when named explicitly or by a glob); a glob (`docs/**\/*.md`, relative to the
 * working folder) yields the files it matches; `!glob` or `!path` removes matches of earlier and later arguments.
 * A path that does not exist, or a glob that matches nothing, is an error naming it. Entries a folder or glob
 * selects that are not regular files are noted instead of returned. A file named as a path is read even where
 * `.gitignore` excludes it (it was asked for by name: a pre-commit hook, a temporary file); the configuration's
 * `ignores` still apply.
 */
export function findDocuments(paths: string[], options: FindOptions = {}): FoundDocuments {
  const excluded = paths.filter((p) => p.startsWith('!')).map((p) => toExclusion(p.slice(1)));
  // A glob matches the path from the working folder, or the absolute path: `!**/zh/**` also takes the `zh` folder
  // out of a folder linted outside the working folder (`../site/docs`), where the relative path starts with `..`.
  const isExcluded = (path: string) => {
    if (!excluded.length) return false;
    const absolute = resolve(path);
    const rel = toPosix(relative(process.cwd(), absolute));
    return excluded.some((matches) => matches(rel) || matches(toPosix(absolute)));
  };
  const found = new Set<string>();
  const notes = new Set<string>();
  const selected = (path: string, named = false) => {
    const absolute = resolve(path);
    return !(isExcluded(path) || options.isIgnored?.(absolute) || (!named && options.isGitIgnored?.(absolute, false)));
  };
  const keep = (path: string) => {
    if (selected(path, true)) found.add(path);
  };
  const consider = (entry: Dirent, path: string) => {
    if (!selected(path)) return;
    const why = whyNotADocument(entry, path);
    if (why === undefined) found.add(path);
    else notes.add(`${path}: skipped: ${why}`);
  };
  for (const path of paths) {
    if (path.startsWith('!')) continue;
    let stats;
    try {
      stats = statSync(path);
    } catch {
      stats = undefined;
    }
    if (stats?.isDirectory()) {
      walk(path, options, (entry, file) => {
        if (inputKindOf(basename(file)) !== 'text') consider(entry, file);
      });
    }
    else if (stats) keep(path);
    else if (picomatch.scan(path).isGlob) expandGlob(path, options, consider);
    else throw new Error(`${path}: no such file or folder`);
  }
  return { paths: [...found], notes: [...notes] };
}

function expandGlob(pattern: string, options: FindOptions, consider: (entry: Dirent, path: string) => void): void {
  const { base } = picomatch.scan(pattern);
  const matches = picomatch(toPosix(pattern).replace(/^\.\//, ''), { dot: false });
  const subject = (file: string) => toPosix(isAbsolute(pattern) ? resolve(file) : relative(process.cwd(), resolve(file)));
  let count = 0;
  let baseStats;
  try {
    baseStats = statSync(base || '.');
  } catch {
    baseStats = undefined;
  }
  if (baseStats?.isDirectory()) {
    walk(base || '.', options, (entry, file) => {
      if (!matches(subject(file))) return;
      count++;
      consider(entry, file);
    });
  }
  if (count === 0) throw new Error(`${pattern}: no files match`);
}

/** `!dir` excludes what is inside `dir` too; a glob excludes what it matches. */
function toExclusion(pattern: string): (relativePosixPath: string) => boolean {
  const clean = toPosix(relative(process.cwd(), resolve(pattern.replace(/[\\/]+$/, ''))));
  if (picomatch.scan(pattern).isGlob) return picomatch(pattern.replace(/^\.\//, ''), { dot: true });
  return (path) => path === clean || path.startsWith(clean + '/');
}

/**
 * Calls `visit` for every entry under `dir` that is not a folder (folders are walked, symlinks are not). Hidden
 * folders (`.github`, `.vitepress`, `.docusaurus`) hold a repository's tooling, templates and build caches, not
 * its pages: they are walked only when named as a PATH, as ripgrep and markdownlint-cli2 do.
 */
function walk(dir: string, options: FindOptions, visit: (entry: Dirent, file: string) => void): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.') && !options.isGitIgnored?.(resolve(path), true)) walk(path, options, visit);
    } else visit(entry, path);
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

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

// Answers "does git ignore this path?" from the `.gitignore` files between a path and its repository root (the
// nearest folder above it with `.git`, else the file-system root), with the `ignore` package, which implements
// the .gitignore rules (negation, anchoring, directory-only patterns) as git documents them. A Mintlify site's
// `.mintignore`, in the same syntax, is read beside them: the pages it names are not published.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';

type Matcher = ReturnType<typeof ignore>;

/**
 * The files whose patterns leave paths out, in gitignore's syntax: git's own, and Mintlify's `.mintignore`, the pages
 * a Mintlify site does not publish (drafts, scraped sources kept beside the docs).
 */
const IGNORE_FILES = ['.gitignore', '.mintignore'];

/** One `.gitignore` and the folder its patterns are relative to. */
interface IgnoreFile {
  folder: string;
  rules: Matcher;
}

/**
 * `.gitignore` answers for one run, each folder's chain of `.gitignore` files read once. A folder the run was
 * asked to lint by name (a CLI path, a workspace folder) is linted even when a repository above it ignores it
 * (a docs folder kept out of an outer repository, a workspace under an ignored build folder): only the
 * `.gitignore` files at and below it apply there, as if it were a repository of its own.
 */
export class GitignoreFilter {
  private readonly chains = new Map<string, IgnoreFile[]>();
  private readonly folders = new Map<string, boolean>();
  private readonly ignoredRoots: Set<string>;

  /** `namedFolders`: absolute paths of the folders the run was asked to lint. */
  constructor(namedFolders: readonly string[] = []) {
    const plain = namedFolders.length ? new GitignoreFilter() : undefined;
    this.ignoredRoots = new Set(namedFolders.map((f) => resolve(f)).filter((f) => plain!.isIgnored(f, true)));
  }

  /**
   * True when git would ignore the file or folder at the absolute `path`: a deeper `.gitignore` overrides a
   * shallower one, a `!pattern` takes a path back, and nothing under an ignored folder can be taken back.
   */
  isIgnored(path: string, isDirectory = false): boolean {
    const parent = dirname(path);
    if (parent !== path && this.isFolderIgnored(parent)) return true;
    return this.decide(path, isDirectory);
  }

  private isFolderIgnored(folder: string): boolean {
    let known = this.folders.get(folder);
    if (known === undefined) {
      const parent = dirname(folder);
      const top = existsSync(join(folder, '.git')) || parent === folder || this.ignoredRoots.has(folder);
      known = top ? false : this.isFolderIgnored(parent) || this.decide(folder, true);
      this.folders.set(folder, known);
    }
    return known;
  }

  private decide(path: string, isDirectory: boolean): boolean {
    let ignored = false;
    for (const { folder, rules } of this.chainFor(dirname(path))) {
      const rel = relative(folder, path).split(sep).join('/') + (isDirectory ? '/' : '');
      const result = rules.test(rel);
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  /** The `.gitignore` files that apply in `folder`, from the repository root down. */
  private chainFor(folder: string): IgnoreFile[] {
    const known = this.chains.get(folder);
    if (known) return known;
    const parent = dirname(folder);
    const atRoot = parent === folder || existsSync(join(folder, '.git')) || this.ignoredRoots.has(folder);
    const above = atRoot ? [] : this.chainFor(parent);
    const files = IGNORE_FILES.map((name) => join(folder, name)).filter((file) => existsSync(file));
    const chain = files.length ? [...above, ...files.map((file) => ({ folder, rules: ignore().add(readFileSync(file, 'utf8')) }))] : above;
    this.chains.set(folder, chain);
    return chain;
  }
}

/** The paths of a command line that are folders (globs, files and `!` exclusions are not). */
export function namedFolders(paths: readonly string[]): string[] {
  return paths.filter((p) => !p.startsWith('!') && isFolder(p)).map((p) => resolve(p));
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

// Answers "does git ignore this path?" from the `.gitignore` files between a path and its repository root (the
// nearest folder above it with `.git`, else the file-system root), with the `ignore` package, which implements
// the .gitignore rules (negation, anchoring, directory-only patterns) as git documents them.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ignore from 'ignore';

type Matcher = ReturnType<typeof ignore>;

/** One `.gitignore` and the folder its patterns are relative to. */
interface IgnoreFile {
  folder: string;
  rules: Matcher;
}

/** `.gitignore` answers for one run, each folder's chain of `.gitignore` files read once. */
export class GitignoreFilter {
  private readonly chains = new Map<string, IgnoreFile[]>();
  private readonly folders = new Map<string, boolean>();

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
      known = existsSync(join(folder, '.git')) || parent === folder ? false : this.isFolderIgnored(parent) || this.decide(folder, true);
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
    const atRoot = parent === folder || existsSync(join(folder, '.git'));
    const above = atRoot ? [] : this.chainFor(parent);
    const file = join(folder, '.gitignore');
    const chain = existsSync(file) ? [...above, { folder, rules: ignore().add(readFileSync(file, 'utf8')) }] : above;
    this.chains.set(folder, chain);
    return chain;
  }
}

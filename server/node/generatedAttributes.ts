// Which files a repository marks as generated in its `.gitattributes` files, with GitHub Linguist's
// `linguist-generated` attribute (`docs/user-guide/commands/argocd_*.md linguist-generated=true`): reference pages a
// tool writes from a CLI's help or from code, which GitHub folds away in diffs and no writer edits line by line. The
// `.gitattributes` files between a file and its repository's root (the nearest folder holding `.git`) are read
// once per folder; as in git, a deeper file overrides a shallower one and the last matching line of a file decides
// (`-linguist-generated` or `linguist-generated=false` takes a path back). Patterns are matched with the `ignore`
// package, which reads them as `.gitignore` patterns: a pattern naming a folder also marks the files in it, which
// git's attributes leave unmarked (they need `folder/**`).

import ignore from 'ignore';
import type { FileAccess } from '../host/fileAccess';

/** A `.gitattributes` larger than this is not read (they are a few kilobytes). */
const MAX_ATTRIBUTES_BYTES = 256 * 1024;
/** The attribute set on its own or to a value: `linguist-generated`, `-linguist-generated`, `!linguist-generated`, `linguist-generated=false`. */
const GENERATED_ATTRIBUTE = /^([-!]?)linguist-generated(?:=(\S*))?$/;

/** One line of a `.gitattributes` that sets or unsets `linguist-generated`. */
interface MarkingLine {
  matches: (relativePath: string) => boolean;
  generated: boolean;
}

/** One `.gitattributes`: where it is, the folder its patterns are relative to, and its marking lines. */
interface AttributesFile {
  path: string;
  folder: string;
  lines: MarkingLine[];
}

/** The lines of a `.gitattributes` text that set or unset `linguist-generated`, in order. */
export function markingLinesOf(text: string): MarkingLine[] {
  const lines: MarkingLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('"')) continue;
    const [pattern, ...attributes] = line.split(/\s+/);
    let generated: boolean | undefined;
    for (const attribute of attributes) {
      const set = GENERATED_ATTRIBUTE.exec(attribute);
      if (set) generated = set[1] === '' && (set[2] === undefined || set[2] === 'true');
    }
    if (generated === undefined || pattern.startsWith('!')) continue;
    const matcher = ignore().add(pattern);
    lines.push({ matches: (relativePath) => matcher.test(relativePath).ignored, generated });
  }
  return lines;
}

/** The `.gitattributes` marks of one run or one server, each folder's chain of files read once. */
export class GeneratedAttributes {
  private readonly chains = new Map<string, AttributesFile[]>();

  constructor(private readonly files: FileAccess) {}

  /** The path of the `.gitattributes` that marks the file at `path` generated, or undefined when none does. */
  markOf(path: string): string | undefined {
    const { paths } = this.files;
    const absolute = paths.resolve(path);
    let mark: string | undefined;
    for (const file of this.chainFor(paths.dirname(absolute))) {
      const relativePath = paths.relative(file.folder, absolute).split(paths.sep).join('/');
      for (const line of file.lines) if (line.matches(relativePath)) mark = line.generated ? file.path : undefined;
    }
    return mark;
  }

  /** Forgets every file read (they may have changed). */
  forget(): void {
    this.chains.clear();
  }

  /** The `.gitattributes` files that apply in `folder` and mark anything, from the repository's root down. */
  private chainFor(folder: string): AttributesFile[] {
    const known = this.chains.get(folder);
    if (known) return known;
    const { paths } = this.files;
    const parent = paths.dirname(folder);
    const names = this.files.namesIn?.(folder);
    const atRoot = parent === folder || ((names === undefined || names.has('.git')) && this.files.kindOf(paths.join(folder, '.git')) !== undefined);
    const above = atRoot ? [] : this.chainFor(parent);
    const own = names === undefined || names.has('.gitattributes') ? this.read(folder) : undefined;
    const chain = own ? [...above, own] : above;
    this.chains.set(folder, chain);
    return chain;
  }

  private read(folder: string): AttributesFile | undefined {
    const path = this.files.paths.join(folder, '.gitattributes');
    if (this.files.kindOf(path) !== 'file') return undefined;
    try {
      const read = this.files.readFile(path, MAX_ATTRIBUTES_BYTES);
      const lines = read.ok ? markingLinesOf(read.text) : [];
      return lines.length ? { path, folder, lines } : undefined;
    } catch {
      return undefined;
    }
  }
}

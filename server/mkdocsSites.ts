// Whether a file belongs to a MkDocs site: a `mkdocs.yml` (or `mkdocs.yaml`) in its folder or a folder above.
// Answers are remembered per folder, so a lint of thousands of files asks the file system once per folder.

import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const CONFIG_NAMES = ['mkdocs.yml', 'mkdocs.yaml'];

export class MkdocsSites {
  private readonly byFolder = new Map<string, boolean>();

  /** True when a MkDocs configuration file is in the folder of `file` or above it. */
  contains(file: string): boolean {
    return this.inFolder(dirname(resolve(file)));
  }

  private inFolder(folder: string): boolean {
    const known = this.byFolder.get(folder);
    if (known !== undefined) return known;
    const parent = dirname(folder);
    const found = CONFIG_NAMES.some((name) => isFile(join(folder, name))) || (parent !== folder && this.inFolder(parent));
    this.byFolder.set(folder, found);
    return found;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

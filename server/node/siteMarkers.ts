// Finds the site a file belongs to on disk: the nearest folder at or above the file that holds a site's marker
// (`mkdocs.yml`, `hugo.toml`, `book.toml`, `.obsidian/`, `website/docusaurus.config.js`…; shared/sites), looking
// no higher than the root of the file's git repository (a folder holding `.git`): a site's configuration lives
// in its repository, and a stray `_config.yml` in a home folder says nothing about a clone below it. Where a
// site's record says where its generator's version is declared (Docusaurus: `package.json`), the nearest such
// file at or above the marker's folder, again no higher than the repository's root, gives the version. Answers
// are remembered per folder, so a lint of thousands of files lists each folder once and asks the file system
// only about the markers whose first name the folder holds.

import { SITES, type VersionSource } from '../../shared/sites/siteRecords';
import type { FoundMarker } from '../../shared/sites/siteReading';
import type { FileAccess } from '../host/fileAccess';

/** Marker files are configuration: a larger one is not read for its sign. */
const MAX_MARKER_BYTES = 1024 * 1024;

export class SiteMarkers {
  private readonly byFolder = new Map<string, FoundMarker | null>();
  /** Answers by a file's folder as written (relative to the working folder or not), saving a resolve per file. */
  private readonly byWrittenFolder = new Map<string, FoundMarker | null>();

  /** Reads through `files` (server/node/nodeFiles.ts: the disk). */
  constructor(private readonly files: FileAccess) {}

  /** The marker of the site holding `file`, or undefined when no folder at or above it holds one. */
  markerOf(file: string): FoundMarker | undefined {
    const { paths } = this.files;
    const written = paths.dirname(file);
    let found = this.byWrittenFolder.get(written);
    if (found === undefined) this.byWrittenFolder.set(written, (found = this.inFolder(paths.resolve(written))));
    return found ?? undefined;
  }

  private inFolder(folder: string): FoundMarker | null {
    const known = this.byFolder.get(folder);
    if (known !== undefined) return known;
    const { paths } = this.files;
    const parent = paths.dirname(folder);
    const names = this.files.namesIn?.(folder);
    const atTop = parent === folder || isRepositoryRoot(this.files, folder, names);
    const found = markerIn(this.files, folder, names) ?? (atTop ? null : this.inFolder(parent));
    this.byFolder.set(folder, found);
    return found;
  }

  /** Forgets every answer (the files behind them may have changed, or become known). */
  forget(): void {
    this.byFolder.clear();
    this.byWrittenFolder.clear();
  }
}

/**
 * Whether `folder`, whose lower-cased names are `names` (undefined: not listed), may hold `relative` (a path below
 * it, `/`-separated): its first name is among them. Most markers are absent from most folders, and a name not
 * listed is not asked of the file system.
 */
function mayHold(names: ReadonlySet<string> | undefined, relative: string): boolean {
  return names === undefined || names.has(relative.split('/')[0].toLowerCase());
}

/** The first site (in the registry's order) with a marker in `folder` itself, whose lower-cased names are `names` when listed. */
function markerIn(files: FileAccess, folder: string, names: ReadonlySet<string> | undefined): FoundMarker | null {
  for (const site of SITES) {
    for (const marker of site.markers) {
      if (!mayHold(names, marker.path)) continue;
      const path = files.paths.join(folder, marker.path);
      const isFolder = marker.path.endsWith('/');
      const kind = files.kindOf(path);
      if (isFolder ? kind !== 'folder' : kind !== 'file') continue;
      const text = isFolder ? '' : readSmall(files, path);
      if (marker.sign && !marker.sign.test(text)) continue;
      const version = site.version && versionNear(files, files.paths.dirname(path), site.version);
      return { site: site.id, path, text, ...(version !== undefined ? { version } : {}) };
    }
  }
  return null;
}

/** A folder holding `.git` (a folder, or a file in a worktree or submodule): the top of a repository. */
function isRepositoryRoot(files: FileAccess, folder: string, names?: ReadonlySet<string>): boolean {
  if (!mayHold(names, '.git')) return false;
  const git = files.kindOf(files.paths.join(folder, '.git'));
  return git === 'file' || git === 'folder';
}

/** The version `source` reads in the nearest of its files at or above `folder`, up to the repository's root. */
function versionNear(files: FileAccess, folder: string, source: VersionSource): string | undefined {
  for (let at = folder; ; ) {
    for (const name of source.files) {
      const path = files.paths.join(at, name);
      const version = files.kindOf(path) === 'file' ? source.read(readSmall(files, path)) : undefined;
      if (version !== undefined) return version;
    }
    const parent = files.paths.dirname(at);
    if (parent === at || isRepositoryRoot(files, at)) return undefined;
    at = parent;
  }
}

function readSmall(files: FileAccess, path: string): string {
  try {
    const read = files.readFile(path, MAX_MARKER_BYTES);
    return read.ok ? read.text : '';
  } catch {
    return '';
  }
}

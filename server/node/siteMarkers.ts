// Finds the site a file belongs to on disk: the nearest folder at or above the file that holds a site's marker
// (`mkdocs.yml`, `hugo.toml`, `book.toml`, `.obsidian/`, `website/docusaurus.config.js`…; shared/sites), looking
// no higher than the root of the file's git repository (a folder holding `.git`): a site's configuration lives
// in its repository, and a stray `_config.yml` in a home folder says nothing about a clone below it. Answers
// are remembered per folder, so a lint of thousands of files asks the file system once per folder and marker.

import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SITES } from '../../shared/sites/siteRecords';
import type { FoundMarker } from '../../shared/sites/siteReading';

/** Marker files are configuration: a larger one is not read for its sign. */
const MAX_MARKER_BYTES = 1024 * 1024;

export class SiteMarkers {
  private readonly byFolder = new Map<string, FoundMarker | null>();

  /** The marker of the site holding `file`, or undefined when no folder at or above it holds one. */
  markerOf(file: string): FoundMarker | undefined {
    return this.inFolder(dirname(resolve(file))) ?? undefined;
  }

  private inFolder(folder: string): FoundMarker | null {
    const known = this.byFolder.get(folder);
    if (known !== undefined) return known;
    const parent = dirname(folder);
    const atTop = parent === folder || kindOf(join(folder, '.git')) !== undefined;
    const found = markerIn(folder) ?? (atTop ? null : this.inFolder(parent));
    this.byFolder.set(folder, found);
    return found;
  }
}

/** The first site (in the registry's order) with a marker in `folder` itself. */
function markerIn(folder: string): FoundMarker | null {
  for (const site of SITES) {
    for (const marker of site.markers) {
      const path = join(folder, marker.path);
      const isFolder = marker.path.endsWith('/');
      const kind = kindOf(path);
      if (isFolder ? kind !== 'folder' : kind !== 'file') continue;
      const text = isFolder ? '' : readSmall(path);
      if (marker.sign && !marker.sign.test(text)) continue;
      return { site: site.id, path, text };
    }
  }
  return null;
}

function kindOf(path: string): 'file' | 'folder' | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : undefined;
  } catch {
    return undefined;
  }
}

function readSmall(path: string): string {
  try {
    return statSync(path).size <= MAX_MARKER_BYTES ? readFileSync(path, 'utf8') : '';
  } catch {
    return '';
  }
}

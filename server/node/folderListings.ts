// One listing per folder for everything a run asks about the files beside a document: the site markers above it
// (siteMarkers.ts), the document it was converted from (convertedSources.ts) and, in a CLI run, the
// `.gitattributes` files above it (generatedAttributes.ts) read the same folders, and a lint of thousands of files
// should list each folder once.

import type { FileAccess } from '../host/fileAccess';

/** A file access whose folder listings are remembered, and how to forget them (files appeared or went). */
export interface RememberedListings {
  files: FileAccess;
  forgetListings(): void;
}

/** `files` with its folder listings remembered until `forgetListings`; the same access where it cannot list folders. */
export function rememberingListings(files: FileAccess): RememberedListings {
  const list = files.namesIn?.bind(files);
  if (!list) return { files, forgetListings: () => undefined };
  const listings = new Map<string, ReadonlySet<string> | undefined>();
  const namesIn = (folder: string): ReadonlySet<string> | undefined => {
    if (listings.has(folder)) return listings.get(folder);
    const names = list(folder);
    listings.set(folder, names);
    return names;
  };
  return { files: Object.assign(Object.create(files) as FileAccess, { namesIn }), forgetListings: () => listings.clear() };
}

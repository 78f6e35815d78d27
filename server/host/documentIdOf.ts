// The id an open or workspace document has in chunk ids: its path relative to the workspace folder that holds it.

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The document's id in chunk ids: its path relative to the workspace folder that holds it, else its name. */
export function documentIdOf(uri: string, workspaceFolders: string[]): string {
  if (!uri.startsWith('file:')) return uri;
  const path = fileURLToPath(uri);
  for (const folder of workspaceFolders) {
    if (!folder.startsWith('file:')) continue;
    const rel = relative(fileURLToPath(folder), path);
    if (rel && !rel.startsWith('..')) return rel;
  }
  return path.split(/[\\/]/).pop() ?? path;
}

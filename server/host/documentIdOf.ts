// The id an open or workspace document has in chunk ids: its path relative to the workspace folder that holds it.

import type { FileAccess } from './fileAccess';

/** The document's id in chunk ids: its path relative to the workspace folder that holds it, else its name. */
export function documentIdOf(uri: string, workspaceFolders: string[], files: FileAccess): string {
  const path = files.pathOf(uri);
  if (path === undefined) return uri;
  for (const folder of workspaceFolders) {
    const folderPath = files.pathOf(folder);
    if (folderPath === undefined) continue;
    const rel = files.paths.relative(folderPath, path);
    if (rel && !rel.startsWith('..')) return rel;
  }
  return path.split(/[\\/]/).pop() ?? path;
}

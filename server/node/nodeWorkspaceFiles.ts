// The workspace's documents on disk for "Lint Workspace" and workspace queries: the CLI's file selection
// (findFiles.ts with configuration `ignores` and .gitignore) over the `file:` workspace folders.

import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkspaceFiles } from '../host/workspaceFiles';
import { findDocuments } from './findFiles';
import { GitignoreFilter } from './gitignore';
import { readSourceFile } from './readDocument';
import { DEFAULT_MAX_FILE_BYTES } from './readRegularFile';

/** The documents under `workspaceFolders()` that `isIgnored` (configuration `ignores`) does not take out. */
export function nodeWorkspaceFiles(workspaceFolders: () => string[], isIgnored: (path: string) => boolean, log: (message: string) => void): WorkspaceFiles {
  return {
    list() {
      const folders = workspaceFolders().filter((uri) => uri.startsWith('file:')).map((uri) => fileURLToPath(uri));
      const gitignore = new GitignoreFilter(folders);
      return folders.flatMap((folder) => {
        const found = findDocuments([folder], { isIgnored, isGitIgnored: (path, isDirectory) => gitignore.isIgnored(path, isDirectory) });
        for (const note of found.notes) log(`chunklens: ${note}`);
        return found.paths.map((path) => pathToFileURL(path).toString());
      });
    },
    read: (uri) => readSourceFile(fileURLToPath(uri), DEFAULT_MAX_FILE_BYTES),
  };
}

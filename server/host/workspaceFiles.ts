// The documents of the workspace folders as "Lint Workspace" and a workspace query read them: listed the way the
// CLI selects files and read with their sidecars. On Node, server/node/nodeWorkspaceFiles.ts walks the disk; a
// server in a web worker has none (docs/vscode.md, VS Code for the Web).

import type { SourceFile } from '../node/readDocument';

export interface WorkspaceFiles {
  /** The document URIs of the workspace folders a lint reads (known kinds, minus configuration `ignores` and `.gitignore`). */
  list(): string[];
  /** The document at `uri` with its sidecars; throws when it cannot be read or is skipped (not a regular file, too large). */
  read(uri: string): SourceFile;
}

// The server host's file access on Node: the disk, through readRegularFile (regular files under a size limit only).

import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FileAccess } from '../host/fileAccess';
import { readRegularFile } from './readRegularFile';

/** Files on disk; `file:` URIs are paths, every other scheme has no file behind it. */
export const nodeFiles: FileAccess = {
  paths: path,
  pathOf: (uri) => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined),
  uriOf: (file) => pathToFileURL(file).toString(),
  kindOf(file) {
    try {
      // A missing file is most answers (site markers, configuration files per folder): no exception for it.
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat === undefined ? undefined : stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
    } catch {
      return undefined;
    }
  },
  namesIn(folder) {
    try {
      return new Set(readdirSync(folder).map((name) => name.toLowerCase()));
    } catch {
      return undefined;
    }
  },
  readFile: (file, maxBytes) => readRegularFile(file, maxBytes),
  resolvePackage(name, folder) {
    try {
      return createRequire(path.join(folder, 'noop.js')).resolve(name);
    } catch {
      return undefined;
    }
  },
};

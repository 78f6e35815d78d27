// Reads the sidecar files of an open document through the host's file access (the editor sends only the document itself).

import type { InputKind } from '../../shared/model/types';
import { stripBom } from '../../shared/parse';
import { DEFAULT_MAX_FILE_BYTES, type FileAccess } from '../host/fileAccess';

import { sidecarPathsFor } from './sidecars';

/**
 * The raw text of each sidecar that exists beside a document with a file behind it, by sidecar name. A sidecar that cannot
 * be read, is not a regular file (a FIFO would block the server for good, /dev/zero fill its memory) or is over
 * the size limit is reported through `log` and left out, so the document is still analysed.
 */
export function readSidecars(uri: string, kind: InputKind, log: (message: string) => void, files: FileAccess): Record<string, string> {
  const file = files.pathOf(uri);
  if (file === undefined) return {};
  const sidecars: Record<string, string> = {};
  for (const [name, path] of Object.entries(sidecarPathsFor(file, kind))) {
    if (files.kindOf(path) === undefined) continue;
    try {
      const read = files.readFile(path, DEFAULT_MAX_FILE_BYTES);
      if (read.ok) sidecars[name] = stripBom(read.text);
      else log(`chunklens: sidecar ${path} skipped: ${read.reason}`);
    } catch (error) {
      log(`chunklens: cannot read sidecar ${path}: ${String(error)}`);
    }
  }
  return sidecars;
}

// Reads the sidecar files of an open document from disk (the editor sends only the document itself).

import { fileURLToPath } from 'node:url';
import type { InputKind } from '../../shared/model/types';
import { stripBom } from '../../shared/parse';
import { pathExists, readRegularFile } from './readRegularFile';
import { sidecarPathsFor } from './sidecars';

/**
 * The raw text of each sidecar that exists beside a `file:` document, by sidecar name. A sidecar that cannot
 * be read, is not a regular file (a FIFO would block the server for good, /dev/zero fill its memory) or is over
 * the size limit is reported through `log` and left out, so the document is still analysed.
 */
export function readSidecars(uri: string, kind: InputKind, log: (message: string) => void): Record<string, string> {
  if (!uri.startsWith('file:')) return {};
  const sidecars: Record<string, string> = {};
  for (const [name, path] of Object.entries(sidecarPathsFor(fileURLToPath(uri), kind))) {
    if (!pathExists(path)) continue;
    try {
      const read = readRegularFile(path);
      if (read.ok) sidecars[name] = stripBom(read.text);
      else log(`chunklens: sidecar ${path} skipped: ${read.reason}`);
    } catch (error) {
      log(`chunklens: cannot read sidecar ${path}: ${String(error)}`);
    }
  }
  return sidecars;
}

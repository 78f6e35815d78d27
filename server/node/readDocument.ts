// Reads a document and the sidecars beside it from disk, for the CLI (the server gets text from the editor).

import { basename } from 'node:path';
import { inputKindOf } from '../../shared/model/inputKind';
import type { InputKind } from '../../shared/model/types';
import { stripBom } from '../../shared/parse';
import { pathExists, readRegularFile } from './readRegularFile';
import { sidecarPathsFor } from './sidecars';

export interface SourceFile {
  path: string;
  kind: InputKind;
  text: string;
  sidecars: Record<string, string>;
  /** One line per sidecar that exists but was skipped (not a regular file, over the size limit). */
  notes: string[];
}

/** A document that is not a regular file or is over the size limit: the run says so and goes on. */
export class SkippedFile extends Error {}

/**
 * Reads `path` as UTF-8 without its byte-order mark. Throws a SkippedFile when it is not a regular file or is
 * larger than `maxBytes`, and an Error naming the file when it cannot be read.
 */
export function readSourceFile(path: string, maxBytes: number): SourceFile {
  let read;
  try {
    read = readRegularFile(path, maxBytes);
  } catch (error) {
    throw new Error(`${path}: cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (!read.ok) throw new SkippedFile(`${path}: skipped: ${read.reason}`);
  const kind = inputKindOf(basename(path));
  const sidecars: Record<string, string> = {};
  const notes: string[] = [];
  for (const [name, file] of Object.entries(sidecarPathsFor(path, kind))) {
    if (!pathExists(file)) continue;
    try {
      const sidecar = readRegularFile(file, maxBytes);
      if (sidecar.ok) sidecars[name] = stripBom(sidecar.text);
      else notes.push(`${file}: skipped: ${sidecar.reason}`);
    } catch (error) {
      notes.push(`${file}: skipped: cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return { path, kind, text: stripBom(read.text), sidecars, notes };
}

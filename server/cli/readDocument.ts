// Reads a document and the sidecars beside it from disk, for the CLI (the server gets text from the editor).

import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { inputKindOf } from '../../shared/inputKind';
import type { InputKind } from '../../shared/model';
import { stripBom } from '../../shared/parse';
import { sidecarPathsFor } from '../sidecars';

export interface SourceFile {
  path: string;
  kind: InputKind;
  text: string;
  sidecars: Record<string, string>;
}

/** Reads `path` as UTF-8 without its byte-order mark; throws an Error naming the file when unreadable. */
export function readSourceFile(path: string): SourceFile {
  let text: string;
  try {
    text = stripBom(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const kind = inputKindOf(basename(path));
  const sidecars: Record<string, string> = {};
  for (const [name, file] of Object.entries(sidecarPathsFor(path, kind))) {
    if (existsSync(file)) sidecars[name] = stripBom(readFileSync(file, 'utf8'));
  }
  return { path, kind, text, sidecars };
}

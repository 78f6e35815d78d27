// The file access of a server in a web worker (VS Code for the Web): files are read by the client through the
// editor's file system (`chunklens/readFiles`). A URI becomes a POSIX path `/<scheme>/<authority>/<path>`, so the
// path-based lookups (configuration files, site markers, sidecars) walk folders as on disk. Reads stay synchronous:
// a path not fetched yet answers "nothing there" and is fetched; once fetched files exist, `onDidLoad` listeners
// run, and the server reads them again (startServer.ts re-analyses), so answers converge in a round per level.

import type { Connection } from 'vscode-languageserver/node';
import { type FileAnswer, Methods } from '../../shared/model/protocol';

import { requestClient } from './customMethods';
import { errorText } from './errorText';
import { DEFAULT_MAX_FILE_BYTES, type FileAccess, type FileRead } from './fileAccess';
import { posixPaths } from './posixPaths';

export interface ClientFiles extends FileAccess {
  /** Runs `listener` after a fetch that found at least one file or folder. */
  onDidLoad(listener: () => void): void;
}

/** The authority segment of a URI without one (`file:///x`). */
const NO_AUTHORITY = '~';

/** `/<scheme>/<authority>/<decoded path>` for a hierarchical URI; undefined for `untitled:` and other opaque URIs. */
export function pathOfUri(uri: string): string | undefined {
  const match = /^([a-zA-Z][\w+.-]*):\/\/([^/?#]*)([^?#]*)/.exec(uri);
  if (!match || match[1] === 'untitled') return undefined;
  const segments = match[3].split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return posixPaths.join('/', match[1], match[2] ? encodeURIComponent(match[2]) : NO_AUTHORITY, ...segments);
}

/** The URI of a path made by pathOfUri. */
export function uriOfPath(path: string): string {
  const [scheme = '', authority = NO_AUTHORITY, ...segments] = path.split('/').filter(Boolean);
  return `${scheme}://${authority === NO_AUTHORITY ? '' : decodeURIComponent(authority)}/${segments.map(encodeURIComponent).join('/')}`;
}

/** A file access over the client's file system, remembering every answer until `forget()`. */
export function createClientFiles(connection: Connection, log: (message: string) => void): ClientFiles {
  const known = new Map<string, FileAnswer>();
  const wanted = new Set<string>();
  const listeners: (() => void)[] = [];
  let flushing = false;

  const fetchWanted = async (): Promise<void> => {
    const paths = [...wanted];
    wanted.clear();
    flushing = false;
    const uris = paths.map(uriOfPath);
    let answers: FileAnswer[];
    try {
      answers = (await requestClient(connection, Methods.readFiles, { uris, maxBytes: DEFAULT_MAX_FILE_BYTES })).files;
    } catch (error) {
      log(`chunklens: cannot read files through the editor: ${errorText(error)}`);
      answers = uris.map((uri) => ({ uri }));
    }
    let found = false;
    paths.forEach((path, i) => {
      const answer = answers[i] ?? { uri: uris[i] };
      known.set(path, answer);
      if (answer.kind) found = true;
    });
    if (found) for (const listener of listeners) listener();
  };

  /** The answer for `path`, or undefined while it is fetched. Paths above `/<scheme>/<authority>/` hold nothing. */
  const answerOf = (path: string): FileAnswer | undefined => {
    if (path.split('/').filter(Boolean).length < 3) return { uri: '' };
    const answer = known.get(path);
    if (answer) return answer;
    wanted.add(path);
    if (!flushing) {
      flushing = true;
      queueMicrotask(() => void fetchWanted());
    }
    return undefined;
  };

  return {
    paths: posixPaths,
    pathOf: pathOfUri,
    uriOf: uriOfPath,
    kindOf: (path) => answerOf(path)?.kind,
    readFile(path, maxBytes): FileRead {
      const answer = answerOf(path);
      if (!answer?.kind) throw new Error(`${path}: no such file (or not read yet)`);
      if (answer.kind !== 'file') return { ok: false, reason: answer.kind === 'folder' ? 'not a regular file (a folder)' : 'not a regular file' };
      if (answer.text === undefined) return { ok: false, reason: answer.reason ?? 'not read' };
      if (answer.text.length > maxBytes && new TextEncoder().encode(answer.text).length > maxBytes) return { ok: false, reason: `over the size limit of ${maxBytes} bytes` };
      return { ok: true, text: answer.text };
    },
    forget: () => known.clear(),
    onDidLoad: (listener) => void listeners.push(listener),
  };
}

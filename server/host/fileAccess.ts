// The one interface through which the language server's host reads files beside the documents the editor sends:
// configuration files, site markers and sidecars. A Node server reads the disk (server/node/nodeFiles.ts); a server
// in a web worker asks the client, which reads through the editor's file system (server/host/clientFiles.ts).
// Reads are synchronous, as the analyses that use them are; a client-backed access answers from what it fetched.

/** A file's text, or why it was not read. */
export type FileRead = { ok: true; text: string } | { ok: false; reason: string };

/** Default size limit of one file (documents, sidecars, configuration): 32 MiB. */
export const DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;

/** What a path names: a regular file, a folder, or something else (a FIFO, a device, a socket). */
export type FileKind = 'file' | 'folder' | 'other';

/** Path operations on the paths of one FileAccess (Node's own path module, or POSIX paths for a web worker). */
export interface FilePaths {
  dirname(path: string): string;
  join(...parts: string[]): string;
  resolve(...parts: string[]): string;
  relative(from: string, to: string): string;
  isAbsolute(path: string): boolean;
  readonly sep: string;
}

export interface FileAccess {
  readonly paths: FilePaths;
  /** The path of the file behind a document URI; undefined where no file is (an untitled document). */
  pathOf(uri: string): string | undefined;
  /** The URI of a path (the inverse of pathOf). */
  uriOf(path: string): string;
  /** What `path` names; undefined when nothing is there (or it is not known yet). */
  kindOf(path: string): FileKind | undefined;
  /**
   * The names in `folder`, lower-cased (a file system may ignore case, so a name asked for is looked up
   * lower-cased too), for one look at a folder instead of a `kindOf` per name that is mostly not there;
   * undefined where the folder cannot be listed. Absent where listing costs as much as asking (the client's files).
   */
  namesIn?(folder: string): ReadonlySet<string> | undefined;
  /**
   * The text of a regular file of at most `maxBytes` bytes (UTF-8, byte-order mark kept), or why it is not read;
   * throws when there is no file at `path` or it cannot be read.
   */
  readFile(path: string, maxBytes: number): FileRead;
  /** A package's file as Node's `require.resolve` finds it from `folder` (`extends` of a configuration file); Node only. */
  resolvePackage?(name: string, folder: string): string | undefined;
  /** Forgets what it remembers of files (a client-backed access fetches them again); the disk remembers nothing. */
  forget?(): void;
}

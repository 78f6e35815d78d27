// The `.chunklens.json` / `.chunklens.jsonc` files in the editor: the same lookup and merge as the CLI
// (config/configResolver.ts) for documents on disk, problems published as diagnostics on the configuration file,
// and everything read again when the client reports a changed configuration file.

import { type Connection, DiagnosticSeverity, DidChangeWatchedFilesNotification, type Disposable } from 'vscode-languageserver/node';
import type { ChunklensConfig } from '../../shared/config/config';
import { LineIndex } from '../../shared/text/lineIndex';
import { CONFIG_FILE_NAMES, ConfigResolver } from '../config/configResolver';
import type { LocatedConfigProblem } from '../config/configProblem';
import type { FileAccess } from './fileAccess';

/** The configuration files as the language server uses them. */
export interface ConfigFilesService extends Disposable {
  /** The merged configuration files that apply to the document at `uri` (empty for untitled documents). */
  configFor(uri: string): ChunklensConfig;
  /** True when an `ignores` glob of the configuration files that apply to the file at `path` matches it. */
  isIgnored(path: string): boolean;
  /** Reads every configuration file again (the files behind them changed, or became known). */
  reload(): void;
}

/**
 * Serves configuration files to the analyses. `onChange` runs after a configuration file changed on disk
 * (`workspace/didChangeWatchedFiles`, which the client sends for `**\/.chunklens.{json,jsonc}` once asked by watchConfigFiles; a file that
 * one of them `extends` under another name is read again with the next such change).
 */
export function registerConfigFiles(connection: Connection, onChange: () => void, log: (message: string) => void, files: FileAccess): ConfigFilesService {
  const resolver = new ConfigResolver({ strict: false, files });
  let published = new Set<string>();
  let publishedKey = '';

  const publish = (): void => {
    const byFile = resolver.problems();
    const key = JSON.stringify([...byFile.entries()]);
    if (key === publishedKey) return;
    publishedKey = key;
    const now = new Set<string>();
    for (const [file, problems] of byFile) {
      const uri = files.uriOf(file);
      now.add(uri);
      void connection.sendDiagnostics({ uri, diagnostics: problems.map((p) => toDiagnostic(p, textOf(files, file))) });
    }
    for (const uri of published) if (!now.has(uri)) void connection.sendDiagnostics({ uri, diagnostics: [] });
    published = now;
  };

  const subscription = connection.onDidChangeWatchedFiles(() => {
    files.forget?.();
    resolver.forget();
    publish();
    onChange();
  });

  return {
    configFor(uri) {
      const path = files.pathOf(uri);
      if (path === undefined) return {};
      try {
        return resolver.configFor(path);
      } catch (error) {
        log(`chunklens: cannot read configuration files for ${uri}: ${String(error)}`);
        return {};
      } finally {
        publish();
      }
    },
    isIgnored(path) {
      try {
        return resolver.isIgnored(path);
      } finally {
        publish();
      }
    },
    reload: () => resolver.forget(),
    dispose: () => subscription.dispose(),
  };
}

/**
 * Asks the client to watch the configuration files for the server (`workspace/didChangeWatchedFiles`), for clients
 * that take such a registration; a client that cannot is told of no change until the server restarts.
 */
export function watchConfigFiles(connection: Connection, log: (message: string) => void): void {
  const watchers = CONFIG_FILE_NAMES.map((name) => ({ globPattern: `**/${name}` }));
  connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch((error: unknown) => log(`chunklens: cannot watch configuration files: ${String(error)}`));
}

function textOf(files: FileAccess, file: string): string {
  try {
    const read = files.readFile(file, Number.MAX_SAFE_INTEGER);
    return read.ok ? read.text.replace(/^\uFEFF/, '') : '';
  } catch {
    return '';
  }
}

/** A problem as an LSP diagnostic over the text it is about. */
function toDiagnostic(problem: LocatedConfigProblem, text: string) {
  const lines = new LineIndex(text);
  const start = { line: problem.line - 1, character: problem.column - 1 };
  const end = problem.length ? lines.positionAt(Math.min(text.length, problem.offset + problem.length)) : start;
  return { range: { start, end }, severity: DiagnosticSeverity.Error, source: 'chunklens', message: `invalid configuration: ${problem.message}` };
}

// The open documents (incremental text sync), their input kind, and the per-document strategy choice.

import { basename } from 'node:path';
import { type Connection, type Disposable, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { inputKindOf } from '../shared/inputKind';
import type { InputKind, StrategyId } from '../shared/model';

export interface OpenDocuments extends Disposable {
  get(uri: string): TextDocument | undefined;
  all(): TextDocument[];
  /** The input kind from the file name; an untitled Markdown buffer is Markdown by its language id. */
  kindOf(document: TextDocument): InputKind;
  /** Strategy chosen for one document through `chunklens/setStrategy`, until it is closed. */
  strategyOverrides: Map<string, StrategyId>;
}

/**
 * Keeps the open documents in sync with the client and calls `onChange` for every open or edit and
 * `onClose` when a document is closed (its analysis state and overrides are dropped then).
 */
export function registerDocuments(
  connection: Connection,
  onChange: (uri: string) => void,
  onClose: (uri: string) => void,
): OpenDocuments {
  const documents = new TextDocuments(TextDocument);
  const strategyOverrides = new Map<string, StrategyId>();
  const subscriptions = [
    documents.onDidChangeContent((e) => onChange(e.document.uri)),
    documents.onDidClose((e) => {
      strategyOverrides.delete(e.document.uri);
      onClose(e.document.uri);
    }),
    documents.listen(connection),
  ];
  return {
    get: (uri) => documents.get(uri),
    all: () => documents.all(),
    kindOf: (document) => {
      const kind = inputKindOf(fileNameOf(document.uri));
      return kind === 'text' && document.languageId === 'markdown' ? 'markdown' : kind;
    },
    strategyOverrides,
    dispose: () => subscriptions.forEach((s) => s.dispose()),
  };
}

/** The last path segment of a URI, decoded; the whole URI when it cannot be parsed. */
export function fileNameOf(uri: string): string {
  try {
    return basename(decodeURIComponent(new URL(uri).pathname));
  } catch {
    return uri;
  }
}

// The open documents (incremental text sync), their input kind, and the per-document strategy choice.
//
// Why not vscode-languageserver's TextDocuments: it keeps each document as one string and builds every version
// by concatenation, which V8 copies whole on first read (10 MB per keystroke for big-5mb.md). Here a document's
// text is a PieceText and its line index is moved along with each edit, so a keystroke costs about one piece.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { inputKindOf } from '../../shared/model/inputKind';
import { LineIndex } from '../../shared/text/lineIndex';
import type { InputKind, StrategyId } from '../../shared/model/types';
import { PieceText } from '../../shared/text/pieceText';

/** One version of an open document: its text and the line index of that text. */
export interface OpenDocument {
  readonly uri: string;
  readonly languageId: string;
  readonly version: number;
  readonly text: PieceText;
  readonly lines: LineIndex;
  /** The text the document had when it was opened (what re-embeds is measured against outside git). */
  readonly openedText?: string;
}

export interface OpenDocuments extends Disposable {
  get(uri: string): OpenDocument | undefined;
  all(): OpenDocument[];
  /** The input kind from the file name; an untitled Markdown buffer is Markdown by its language id. */
  kindOf(document: OpenDocument): InputKind;
  /** Strategy chosen for one document through `chunklens/setStrategy`, until it is closed. */
  strategyOverrides: Map<string, StrategyId>;
}

/**
 * Keeps the open documents in sync with the client and calls `onChange` for every open or edit and
 * `onClose` when a document is closed (its analysis state and overrides are dropped then). A change for a
 * document that is not open is logged and ignored.
 */
export function registerDocuments(
  connection: Connection,
  onChange: (uri: string) => void,
  onClose: (uri: string) => void,
  log: (message: string) => void,
): OpenDocuments {
  const documents = new Map<string, OpenDocument>();
  const strategyOverrides = new Map<string, StrategyId>();
  const subscriptions = [
    connection.onDidOpenTextDocument(({ textDocument: { uri, languageId, version, text } }) => {
      const pieces = PieceText.from(text);
      documents.set(uri, { uri, languageId, version, text: pieces, lines: new LineIndex(pieces), openedText: text });
      onChange(uri);
    }),
    connection.onDidChangeTextDocument(({ textDocument: { uri, version }, contentChanges }) => {
      const document = documents.get(uri);
      if (!document) {
        log(`chunklens: a change for ${uri}, which is not open, was ignored`);
        return;
      }
      documents.set(uri, { ...applyChanges(document, contentChanges), version });
      onChange(uri);
    }),
    connection.onDidCloseTextDocument(({ textDocument: { uri } }) => {
      if (!documents.delete(uri)) return;
      strategyOverrides.delete(uri);
      onClose(uri);
    }),
  ];
  return {
    get: (uri) => documents.get(uri),
    all: () => [...documents.values()],
    kindOf: (document) => {
      const kind = inputKindOf(fileNameOf(document.uri));
      return kind === 'text' && document.languageId === 'markdown' ? 'markdown' : kind;
    },
    strategyOverrides,
    dispose: () => {
      subscriptions.forEach((s) => s.dispose());
      documents.clear();
    },
  };
}

/**
 * Applies LSP content changes in order, each on the text the previous one left: a change with a range
 * replaces that range (positions are clamped to the text, as VS Code's own documents do); one without
 * replaces the whole text.
 */
export function applyChanges(document: OpenDocument, changes: readonly TextDocumentContentChangeEvent[]): OpenDocument {
  let { text, lines } = document;
  for (const change of changes) {
    if ('range' in change) {
      const start = lines.offsetAt(change.range.start);
      const end = Math.max(start, lines.offsetAt(change.range.end));
      text = text.edit(start, end, change.text);
      lines = LineIndex.afterEdit(lines, text, { start, oldEnd: end, newEnd: start + change.text.length });
    } else {
      text = PieceText.from(change.text);
      lines = new LineIndex(text);
    }
  }
  return { ...document, text, lines };
}

/** The last path segment of a URI, decoded; the whole URI when it cannot be parsed. */
export function fileNameOf(uri: string): string {
  try {
    const path = decodeURIComponent(new URL(uri).pathname);
    return path.slice(path.lastIndexOf('/') + 1);
  } catch {
    return uri;
  }
}

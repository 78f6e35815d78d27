// Forwards what each editor shows (`editor.visibleRanges`) to the server as `chunklens/visibleRange`, so that the
// first analysis of a big document paints the visible part first. Debounced per document while scrolling.

import * as vscode from 'vscode';
import { Methods } from '../shared/model/protocol';
import { isChunklensDocument } from './documentSelector';
import type { SendNotification } from './protocolClient';

/** Quiet time after the last scroll before the range is sent. */
const SCROLL_DEBOUNCE_MS = 100;

/** Sends the visible ranges of chunklens documents: at once when an editor appears, debounced on scrolling. */
export function registerVisibleRanges(notify: SendNotification): vscode.Disposable {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Sends what every visible editor of the editor's document shows (two split editors of one document both get bands). */
  const send = (editor: vscode.TextEditor): void => {
    if (!isChunklensDocument(editor.document)) return;
    const uri = editor.document.uri.toString();
    const ranges = vscode.window.visibleTextEditors
      .filter((e) => e.document.uri.toString() === uri)
      .flatMap((e) => e.visibleRanges)
      .map((r) => ({ start: { line: r.start.line, character: r.start.character }, end: { line: r.end.line, character: r.end.character } }));
    notify(Methods.visibleRange, { uri, ranges });
  };
  const later = (editor: vscode.TextEditor): void => {
    const uri = editor.document.uri.toString();
    clearTimeout(timers.get(uri));
    timers.set(uri, setTimeout(() => {
      timers.delete(uri);
      send(editor);
    }, SCROLL_DEBOUNCE_MS));
  };
  vscode.window.visibleTextEditors.forEach(send);
  return vscode.Disposable.from(
    vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach(send)),
    vscode.window.onDidChangeTextEditorVisibleRanges((e) => later(e.textEditor)),
    { dispose: () => timers.forEach((timer) => clearTimeout(timer)) },
  );
}

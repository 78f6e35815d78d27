// Follows the active chunklens editor and its cursor, asks the server which chunk is there (`chunklens/chunkAt`)
// and tells the status bar and the chunk tree. Only the answer to the latest question is passed on.

import * as vscode from 'vscode';
import { Methods, type ChunkAtParams, type ChunkAtResult, type DecorationsParams } from '../shared/model/protocol';
import { isChunklensDocument } from './documentSelector';
import type { SendRequest } from './protocolClient';

export interface CursorChunk {
  uri: string;
  /** Undefined when the active editor is not a chunklens document or the server has no answer. */
  result?: ChunkAtResult;
}

export class CursorChunkTracker implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<CursorChunk | undefined>();
  /** Fires with the chunk under the cursor of the active chunklens editor, or undefined when there is none. */
  readonly onDidChange = this.changed.event;
  private asked = 0;
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly request: SendRequest,
    onDecorations: (handler: (params: DecorationsParams) => void) => vscode.Disposable,
  ) {
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => void this.refresh()),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor === vscode.window.activeTextEditor) void this.refresh();
      }),
      onDecorations((params) => {
        // A scrolled notification comes from the analysis already asked about: the chunk at the cursor is the same.
        if (!params.scrolled && vscode.window.activeTextEditor?.document.uri.toString() === params.uri) void this.refresh();
      }),
    ];
  }

  /** Asks again for the active editor's cursor. */
  async refresh(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const question = ++this.asked;
    if (!editor || !isChunklensDocument(editor.document)) {
      this.changed.fire(undefined);
      return;
    }
    const uri = editor.document.uri.toString();
    const { line, character } = editor.selection.active;
    const params: ChunkAtParams = { uri, position: { line, character } };
    let result: ChunkAtResult | undefined;
    try {
      result = (await this.request(Methods.chunkAt, params)) ?? undefined;
    } catch {
      result = undefined;
    }
    if (question === this.asked) this.changed.fire({ uri, result });
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.changed.dispose();
  }
}

// Hosts the chunk tree webview: follows the active chunklens editor and its cursor, asks the server for the
// tree (`chunklens/chunkTree`) and a chunk's text (`chunklens/chunkContent`), and reveals a clicked chunk.
// Messages from the webview are shape-checked before use.

import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { Methods, type ChunkContent, type ChunkTree, type DecorationsParams } from '../shared/protocol';
import type { CursorChunkTracker, SendRequest } from './cursorChunk';
import { isChunklensDocument } from './languageClient';
import { createNonce, renderChunkTreeHtml } from './webview/html';
import { parseWebviewMessage, type HostMessage, type WebviewMessage } from './webview/messages';

export class ChunkTreePanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  /** The document shown; kept while the focus is in the panel itself. */
  private document: vscode.TextDocument | undefined;
  private tree: ChunkTree | undefined;
  private cursorIndex: number | null = null;
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly request: SendRequest,
    tracker: CursorChunkTracker,
    onDecorations: (handler: (params: DecorationsParams) => void) => vscode.Disposable,
  ) {
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && isChunklensDocument(editor.document) && editor.document !== this.document) {
          this.document = editor.document;
          void this.refresh();
        }
      }),
      onDecorations((params) => {
        // A scrolled notification moves the bands' window over the same analysis: the tree has not changed.
        if (!params.scrolled && params.uri === this.document?.uri.toString()) void this.refresh();
      }),
      tracker.onDidChange((state) => {
        if (!state || state.uri !== this.document?.uri.toString()) return;
        this.cursorIndex = state.result?.chunk?.index ?? null;
        this.post({ type: 'cursor', index: this.cursorIndex });
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d === this.document) {
          this.document = undefined;
          this.tree = undefined;
          this.post({ type: 'empty', message: 'The document was closed.' });
        }
      }),
    ];
  }

  /** Opens the panel beside the editor (or shows it) for the active chunklens document. */
  open(): void {
    const editor = vscode.window.activeTextEditor;
    if (editor && isChunklensDocument(editor.document)) this.document = editor.document;
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
      void this.refresh();
      return;
    }
    const root = vscode.Uri.joinPath(this.extensionUri, 'out', 'webview');
    const panel = vscode.window.createWebviewPanel('chunklens.chunkTree', 'Chunk Tree', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
      localResourceRoots: [root],
    });
    panel.webview.html = renderChunkTreeHtml({
      cspSource: panel.webview.cspSource,
      nonce: createNonce((n) => randomBytes(n)),
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(root, 'main.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(root, 'style.css')).toString(),
    });
    panel.webview.onDidReceiveMessage((raw: unknown) => {
      const message = parseWebviewMessage(raw);
      if (message) void this.handle(message);
    });
    panel.onDidDispose(() => (this.panel = undefined));
    this.panel = panel;
  }

  isOpen(): boolean {
    return this.panel !== undefined;
  }

  private async handle(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        await this.refresh();
        this.post({ type: 'cursor', index: this.cursorIndex });
        return;
      case 'reveal':
        await this.reveal(message.index);
        return;
      case 'showContent': {
        const uri = this.document?.uri.toString();
        if (!uri) return;
        const content = await this.request<ChunkContent>(Methods.chunkContent, { uri, index: message.index }).catch(() => undefined);
        if (content) this.post({ type: 'content', content });
        return;
      }
    }
  }

  /** Puts the chunk's range in view and selects its start in the editor that shows the document. */
  private async reveal(index: number): Promise<void> {
    const document = this.document;
    const chunk = this.tree && findChunk(this.tree, index);
    if (!document || !chunk) return;
    const range = new vscode.Range(chunk.range.start.line, chunk.range.start.character, chunk.range.end.line, chunk.range.end.character);
    const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
    const editor = await vscode.window.showTextDocument(document, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
    editor.selection = new vscode.Selection(range.start, range.start);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private async refresh(): Promise<void> {
    if (!this.panel) return;
    const document = this.document;
    if (!document) {
      this.post({ type: 'empty', message: 'Open a Markdown, .blocks.jsonl, _content_list.json or .pages.json file to see its chunks.' });
      return;
    }
    const tree = await this.request<ChunkTree | null>(Methods.chunkTree, { uri: document.uri.toString() }).catch(() => null);
    if (document !== this.document) return;
    if (!tree) {
      this.post({ type: 'empty', message: `No chunks for ${basename(document.uri.path)}.` });
      return;
    }
    this.tree = tree;
    this.panel.title = `Chunks: ${basename(document.uri.path)}`;
    this.post({ type: 'tree', fileName: basename(document.uri.path), tree });
  }

  private post(message: HostMessage): void {
    void this.panel?.webview.postMessage(message);
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.panel?.dispose();
  }
}

function findChunk(tree: ChunkTree, index: number) {
  const stack = [...tree.roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const chunk = node.chunks.find((c) => c.index === index);
    if (chunk) return chunk;
    for (const child of node.children) stack.push(child);
  }
  return undefined;
}

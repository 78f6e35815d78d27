// The status bar item that says what the active document's edits will re-embed (`3 chunks re-embed · 1.2k tok`),
// from the summary the server sends with its decorations; hidden for documents without one.

import * as vscode from 'vscode';
import type { DecorationsParams, ReembedSummary } from '../shared/model/protocol';
import { reembedText } from './reembedText';

export class ReembedStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('chunklens.reembed', vscode.StatusBarAlignment.Right, 99);
  private readonly summaries = new Map<string, ReembedSummary>();
  private readonly changed = new vscode.EventEmitter<string>();
  /** Fires with the new text after each change of what is shown. */
  readonly onDidChange = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor(onDecorations: (handler: (params: DecorationsParams) => void) => vscode.Disposable) {
    this.item.name = 'chunklens: chunks that re-embed';
    this.subscriptions = [
      onDecorations((params) => {
        if (!params.reembed) return;
        this.summaries.set(params.uri, params.reembed);
        if (params.uri === vscode.window.activeTextEditor?.document.uri.toString()) this.show();
      }),
      vscode.window.onDidChangeActiveTextEditor(() => this.show()),
      vscode.workspace.onDidCloseTextDocument((d) => this.summaries.delete(d.uri.toString())),
    ];
  }

  private show(): void {
    const uri = vscode.window.activeTextEditor?.document.uri.toString();
    const summary = uri === undefined ? undefined : this.summaries.get(uri);
    const text = summary ? reembedText(summary) : '';
    if (summary) {
      this.item.text = `$(sync) ${text}`;
      const against = summary.against === 'HEAD' ? 'the last commit' : 'the document as it was opened';
      this.item.tooltip = `Chunks whose embed text changed since ${against}: ${summary.chunks} to embed (${summary.tokens} tokens), ${summary.removed} removed`;
      this.item.show();
    } else this.item.hide();
    if (this.item.text !== this.last) this.changed.fire(text);
    this.last = this.item.text;
  }

  private last = '';

  /** The text shown, without the icon; empty when hidden. */
  get text(): string {
    return this.summaries.get(vscode.window.activeTextEditor?.document.uri.toString() ?? '') ? this.item.text.replace(/^\$\([^)]*\)\s*/, '') : '';
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.item.dispose();
    this.changed.dispose();
  }
}

// The status bar item for the chunk under the cursor (`chunk 4/37 · 612 tok · markdown-spec · Hugo`); clicking it
// picks the strategy for the document. Its tooltip says how the document was read (site and dialect).

import * as vscode from 'vscode';
import type { ChunkAtResult } from '../shared/model/protocol';
import type { CursorChunkTracker } from './cursorChunk';

/** The status text for a chunkAt answer; `–` stands for "between chunks". */
export function statusText(result: ChunkAtResult): string {
  const { chunk, totalChunks, strategy, site } = result;
  const tail = site ? ` · ${site}` : '';
  return chunk
    ? `chunk ${chunk.index + 1}/${totalChunks} · ${chunk.size.value} ${chunk.size.unit} · ${strategy}${tail}`
    : `chunk –/${totalChunks} · ${strategy}${tail}`;
}

export class ChunkStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('chunklens.chunk', vscode.StatusBarAlignment.Right, 100);
  private readonly changed = new vscode.EventEmitter<string>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(tracker: CursorChunkTracker, pickStrategyCommand: string) {
    this.item.name = 'chunklens: chunk at cursor';
    this.item.command = pickStrategyCommand;
    this.subscription = tracker.onDidChange((state) => {
      if (!state?.result) {
        this.item.hide();
        this.item.text = '';
      } else {
        const { chunk, readAs } = state.result;
        this.item.text = `$(symbol-ruler) ${statusText(state.result)}`;
        const where = chunk ? `${chunk.headingsPath.join(' › ') || '(no heading)'} · ${chunk.type}` : 'The cursor is between chunks';
        this.item.tooltip = `${where}${readAs ? `\nRead as ${readAs}` : ''}\nClick to pick the chunking strategy`;
        this.item.show();
      }
      this.changed.fire(this.text);
    });
  }

  /** The text shown, without the icon; empty when hidden. */
  get text(): string {
    return this.item.text.replace(/^\$\([^)]*\)\s*/, '');
  }

  dispose(): void {
    this.subscription.dispose();
    this.item.dispose();
    this.changed.dispose();
  }
}

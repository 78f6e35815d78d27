// Editor highlights of the chunks ranked for a question: the top three hits' lines tinted, and each hit's first
// line labelled with its rank, strategy and score. Nothing is computed here: the ranks come from `chunklens/queryChunks`.

import * as vscode from 'vscode';
import type { QueryChunksResult } from '../shared/model/protocol';

/** One highlighted hit as the client applied it (what the test API reports). */
export interface AppliedQueryHighlight {
  rank: number;
  strategy: string;
  index: number;
  range: vscode.Range;
  label: string;
}

const color = (id: string): vscode.ThemeColor => new vscode.ThemeColor(`chunklens.${id}`);

/** Hits of each strategy whose lines are tinted; every hit gets its label. */
export const TINTED_HITS = 3;

export class QueryHighlights implements vscode.Disposable {
  private readonly hit = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: color('queryHitBackground'),
    overviewRulerColor: color('queryHitBackground'),
    overviewRulerLane: vscode.OverviewRulerLane.Center,
  });
  private readonly label = vscode.window.createTextEditorDecorationType({
    after: { color: color('queryHitForeground'), margin: '0 0 0 2em', fontWeight: 'bold' },
  });
  private byUri = new Map<string, AppliedQueryHighlight[]>();

  /** Shows the hits of `results` in the documents they are in; an empty list clears every highlight. */
  set(results: readonly QueryChunksResult[]): void {
    const byUri = new Map<string, AppliedQueryHighlight[]>();
    const strategies = new Set(results.map((r) => r.strategy));
    for (const result of results) {
      for (const hit of result.hits) {
        const range = new vscode.Range(hit.range.start.line, hit.range.start.character, hit.range.end.line, hit.range.end.character);
        const who = strategies.size > 1 ? ` · ${result.strategy}` : '';
        const list = byUri.get(hit.uri) ?? [];
        list.push({ rank: hit.rank, strategy: result.strategy, index: hit.index, range, label: `◆ hit #${hit.rank}${who} · score ${hit.score.toFixed(2)}` });
        byUri.set(hit.uri, list);
      }
    }
    this.byUri = byUri;
    for (const editor of vscode.window.visibleTextEditors) this.apply(editor);
  }

  apply(editor: vscode.TextEditor): void {
    const hits = this.byUri.get(editor.document.uri.toString()) ?? [];
    const inside = hits.filter((h) => h.range.start.line < editor.document.lineCount);
    editor.setDecorations(this.hit, inside.filter((h) => h.rank <= TINTED_HITS).map((h) => h.range));
    editor.setDecorations(
      this.label,
      inside.map((h) => ({ range: editor.document.lineAt(h.range.start.line).range, renderOptions: { after: { contentText: h.label } } })),
    );
  }

  get(uri: string): AppliedQueryHighlight[] {
    return this.byUri.get(uri) ?? [];
  }

  dispose(): void {
    this.hit.dispose();
    this.label.dispose();
  }
}

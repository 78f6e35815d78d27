// Editor marks of "Compare Strategies": a dashed line above each place where only one of the two strategies
// starts a chunk, labelled with who cuts there. Boundaries both make are left to the ordinary chunk bands.

import * as vscode from 'vscode';
import type { CompareStrategiesResult } from '../shared/model/protocol';

/** One mark as the client applied it (what the test API reports). */
export interface AppliedCompareMark {
  kind: 'a' | 'b';
  /** Zero-based line of the boundary. */
  line: number;
  label: string;
}

const color = (id: string): vscode.ThemeColor => new vscode.ThemeColor(`chunklens.${id}`);

function markType(id: string): vscode.TextEditorDecorationType {
  return vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    borderStyle: 'dashed',
    borderWidth: '2px 0 0 0',
    borderColor: color(id),
    overviewRulerColor: color(id),
    overviewRulerLane: vscode.OverviewRulerLane.Left,
    after: { color: color(id), margin: '0 0 0 2em', fontWeight: 'bold' },
  });
}

export class CompareMarks implements vscode.Disposable {
  private readonly types = { a: markType('compareOnlyABorder'), b: markType('compareOnlyBBorder') };
  private readonly byUri = new Map<string, AppliedCompareMark[]>();

  /** Marks the boundaries only one side of `comparison` makes; `undefined` clears the document's marks. */
  set(uri: string, comparison: CompareStrategiesResult | undefined): void {
    if (!comparison) this.byUri.delete(uri);
    else {
      const [a, b] = comparison.sides;
      const name = { a: `A ${a.strategy}`, b: `B ${b.strategy}` };
      this.byUri.set(
        uri,
        comparison.boundaries.flatMap((x) => (x.kind === 'both' ? [] : [{ kind: x.kind, line: x.position.line, label: `✂ only ${name[x.kind]} cuts here` }])),
      );
    }
    for (const editor of vscode.window.visibleTextEditors) if (editor.document.uri.toString() === uri) this.apply(editor);
  }

  apply(editor: vscode.TextEditor): void {
    const marks = this.byUri.get(editor.document.uri.toString()) ?? [];
    for (const kind of ['a', 'b'] as const) {
      const options = marks
        .filter((m) => m.kind === kind && m.line < editor.document.lineCount)
        .map((m) => ({ range: editor.document.lineAt(m.line).range, renderOptions: { after: { contentText: m.label } } }));
      editor.setDecorations(this.types[kind], options);
    }
  }

  get(uri: string): AppliedCompareMark[] {
    return this.byUri.get(uri) ?? [];
  }

  dispose(): void {
    this.types.a.dispose();
    this.types.b.dispose();
  }
}

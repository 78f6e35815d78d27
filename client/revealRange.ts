// Puts a range of a document in view in its editor, for the chunk tree, the compare view and ranked hits.

import * as vscode from 'vscode';

/** Shows `document` in its editor (or the first column) with `range` in view and the cursor at its start. */
export async function revealRange(document: vscode.TextDocument, r: { start: { line: number; character: number }; end: { line: number; character: number } }): Promise<void> {
  const range = new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
  const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
  const editor = await vscode.window.showTextDocument(document, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
  editor.selection = new vscode.Selection(range.start, range.start);
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}

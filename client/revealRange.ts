// Puts a range of a document in view in its editor, for the chunk tree, the compare view, ranked hits and the
// question sets' code lenses.

import * as vscode from 'vscode';

/** Shows `document` in its editor (or the first column) with `range` in view and the cursor at its start. */
export async function revealRange(document: vscode.TextDocument, r: { start: { line: number; character: number }; end: { line: number; character: number } }): Promise<void> {
  const range = new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
  const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
  const editor = await vscode.window.showTextDocument(document, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
  editor.selection = new vscode.Selection(range.start, range.start);
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}

/** `chunklens.revealRange(uri, range)`, the question sets' code lens: opens the document with the range in view; bad arguments are ignored. */
export async function revealRangeOf(uri?: unknown, range?: unknown): Promise<void> {
  if (typeof uri !== 'string' || !isRange(range)) return;
  await revealRange(await vscode.workspace.openTextDocument(vscode.Uri.parse(uri)), range);
}

type Position = { line: number; character: number };

function isPosition(value: unknown): value is Position {
  const p = value as Partial<Position> | null;
  return typeof p === 'object' && p !== null && Number.isInteger(p.line) && p.line! >= 0 && Number.isInteger(p.character) && p.character! >= 0;
}

function isRange(value: unknown): value is { start: Position; end: Position } {
  const r = value as { start?: unknown; end?: unknown } | null;
  return typeof r === 'object' && r !== null && isPosition(r.start) && isPosition(r.end);
}

// The walkthrough's first step: opens the sample document the extension ships (walkthrough/sample.md) as an
// untitled Markdown document in the active editor group (the walkthrough stays a tab there), so it can be
// edited and quick-fixed without touching the installed extension's files.

import * as vscode from 'vscode';

/** The sample's path inside the extension; package.json's walkthrough and .vscodeignore name the same file. */
export const SAMPLE_PATH = ['walkthrough', 'sample.md'] as const;

/** Opens a fresh untitled copy of the sample in the active editor group. */
export async function openSample(extensionUri: vscode.Uri): Promise<vscode.TextEditor> {
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, ...SAMPLE_PATH));
  const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: new TextDecoder().decode(bytes) });
  return vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Active, preview: false });
}

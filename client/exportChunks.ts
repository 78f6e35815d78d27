// "Export chunks": the active document's chunks as the strategy's JSONL records, in a new untitled document
// that the user can save wherever the pipeline reads it.

import * as vscode from 'vscode';
import { Methods } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';
import { isChunklensDocument } from './documentSelector';

/** Opens the export beside the editor and returns its document (undefined when there is no document). */
export async function exportChunks(request: SendRequest): Promise<vscode.TextDocument | undefined> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || !isChunklensDocument(document)) {
    void vscode.window.showInformationMessage('chunklens: open a Markdown, .blocks.jsonl, _content_list.json or .pages.json file first.');
    return undefined;
  }
  const result = await request(Methods.exportChunks, { uri: document.uri.toString() });
  const exported = await vscode.workspace.openTextDocument({ language: 'jsonl', content: result.jsonl });
  await vscode.window.showTextDocument(exported, { viewColumn: vscode.ViewColumn.Beside, preview: false });
  void vscode.window.showInformationMessage(`chunklens: exported ${result.count} chunks; save the document to keep them.`);
  return exported;
}

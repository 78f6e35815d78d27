// "Show chunk at cursor" (also the code lens command): the exact embed text of a chunk in a read-only
// virtual document `chunklens-chunk:`, fetched with `chunklens/chunkContent`.

import * as vscode from 'vscode';
import { Methods } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';

export const CHUNK_SCHEME = 'chunklens-chunk';

/** `chunklens-chunk:/chunk 4 of guide.md?<document uri>#4` */
function chunkUri(documentUri: string, index: number): vscode.Uri {
  const path = vscode.Uri.parse(documentUri).path;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return vscode.Uri.from({ scheme: CHUNK_SCHEME, path: `/chunk ${index + 1} of ${name}`, query: documentUri, fragment: String(index) });
}

export function registerChunkContentProvider(request: SendRequest): vscode.Disposable {
  return vscode.workspace.registerTextDocumentContentProvider(CHUNK_SCHEME, {
    async provideTextDocumentContent(uri) {
      const index = Number(uri.fragment);
      if (!Number.isInteger(index)) return '';
      const content = await request(Methods.chunkContent, { uri: uri.query, index });
      return content.content;
    },
  });
}

/** Shows chunk `index` of `documentUri`, or the chunk under the cursor when called without arguments. */
export async function showChunk(request: SendRequest, documentUri?: unknown, index?: unknown): Promise<vscode.TextDocument | undefined> {
  let uri = typeof documentUri === 'string' ? documentUri : undefined;
  let chunkIndex = typeof index === 'number' ? index : undefined;
  if (uri === undefined || chunkIndex === undefined) {
    const editor = vscode.window.activeTextEditor;
    if (!editor) return undefined;
    uri = editor.document.uri.toString();
    const { line, character } = editor.selection.active;
    const at = await request(Methods.chunkAt, { uri, position: { line, character } });
    chunkIndex = at?.chunk?.index;
    if (chunkIndex === undefined) {
      void vscode.window.showInformationMessage('chunklens: the cursor is not inside a chunk.');
      return undefined;
    }
  }
  const document = await vscode.workspace.openTextDocument(chunkUri(uri, chunkIndex));
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
  return document;
}

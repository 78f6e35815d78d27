// "Chunk by meaning now (embed)": asks the server to embed the active document's sentences for its semantic
// strategy at once (it also does on save, with its progress in the status bar), showing the server's progress
// ("Embedding N sentences (M cached)") in a notification. The server shows an endpoint's error itself; this says
// only why nothing was embedded, or that everything already was.

import * as vscode from 'vscode';
import { Methods, type EmbedNowResult } from '../shared/model/protocol';
import type { SendRequestWithProgress } from './protocolClient';
import { isChunklensDocument } from './documentSelector';

/** Sends `chunklens/embedNow` for the active document; resolves with the server's answer (undefined without a document). */
export async function embedNow(requestWithProgress: SendRequestWithProgress): Promise<EmbedNowResult | undefined> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || !isChunklensDocument(document)) {
    void vscode.window.showInformationMessage('chunklens: open a document chunked by a semantic strategy first.');
    return undefined;
  }
  const uri = document.uri.toString();
  const result = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'chunklens' }, (progress) =>
    requestWithProgress(Methods.embedNow, { uri }, (message) => progress.report({ message })));
  if (result.skipped) void vscode.window.showInformationMessage(`chunklens: nothing to embed: ${result.skipped}.`);
  else if (!result.error && result.sent === 0) void vscode.window.showInformationMessage(`chunklens: all ${result.texts} sentences are embedded already (cached).`);
  return result;
}

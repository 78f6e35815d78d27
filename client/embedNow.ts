// "Chunk by meaning now (embed)": asks the server to embed the active document's sentences for its semantic
// strategy at once (it also does on save). The server shows the progress and an endpoint's error itself; this
// says only why nothing was embedded, or that everything already was.

import * as vscode from 'vscode';
import { Methods, type EmbedNowResult } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';
import { isChunklensDocument } from './documentSelector';

/** Sends `chunklens/embedNow` for the active document; resolves with the server's answer (undefined without a document). */
export async function embedNow(request: SendRequest): Promise<EmbedNowResult | undefined> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || !isChunklensDocument(document)) {
    void vscode.window.showInformationMessage('chunklens: open a document chunked by a semantic strategy first.');
    return undefined;
  }
  const result = await request(Methods.embedNow, { uri: document.uri.toString() });
  if (result.skipped) void vscode.window.showInformationMessage(`chunklens: nothing to embed: ${result.skipped}.`);
  else if (!result.error && result.sent === 0) void vscode.window.showInformationMessage(`chunklens: all ${result.texts} sentences are embedded already (cached).`);
  return result;
}

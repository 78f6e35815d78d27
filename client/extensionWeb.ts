// The chunklens extension in VS Code for the Web (package.json `browser`): the same features as extension.ts,
// with the language server in a web worker that reads files through this client (docs/vscode.md).

import type * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/browser';
import { activateChunklens, type ChunklensApi } from './activateChunklens';
import { createWebLanguageClient } from './languageClientWeb';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<ChunklensApi> {
  client = await createWebLanguageClient(context);
  return activateChunklens(context, client, true);
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}

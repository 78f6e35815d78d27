// Starts the chunklens language server over IPC for the documents it reads and the question sets it lints.

import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { SERVER_NODE_FLAGS } from '../shared/model/processFlags';
import { VSCODE_CLIENT_OPTIONS } from '../shared/model/protocol';
import { DOCUMENT_SELECTOR, QUESTION_SET_SELECTOR } from './documentSelector';

export function createLanguageClient(context: vscode.ExtensionContext): LanguageClient {
  const module = context.asAbsolutePath('out/server/main.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [...DOCUMENT_SELECTOR, ...QUESTION_SET_SELECTOR],
    // Configuration files: the server reads them itself, asks this client to watch them, and re-analyses open documents when one changes.
    synchronize: { configurationSection: 'chunklens' },
    // The server keeps the sentences' embeddings on disk here, so that a restart re-embeds nothing.
    initializationOptions: { ...VSCODE_CLIENT_OPTIONS, embeddingCacheDir: vscode.Uri.joinPath(context.globalStorageUri, 'embeddings').fsPath },
    outputChannelName: 'chunklens',
  };
  return new LanguageClient('chunklens', 'chunklens', serverOptions, clientOptions);
}

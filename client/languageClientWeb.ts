// Starts the chunklens language server in a web worker (VS Code for the Web): out/web/server.js, with the URL of
// its tokenizer rank scripts. Both are fetched through the extension host's fetch, which resolves the extension's
// URIs (https: on vscode.dev, vscode-remote: under a server such as code-server) to URLs the browser can load: the
// server script is started from a blob (a worker cannot start from a remote extension's URI), and the rank
// scripts' URL is the resolved URL of out/web/ranks/_encoding_.js, a template whose `_encoding_` the server
// replaces by the encoding it loads.

import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser';
import { VSCODE_CLIENT_OPTIONS } from '../shared/model/protocol';
import { WEB_DOCUMENT_SELECTOR } from './documentSelector';

/** Fetches an extension file; throws when it cannot. */
async function fetchExtensionFile(uri: vscode.Uri): Promise<Response> {
  const response = await fetch(uri.toString(true));
  if (!response.ok) throw new Error(`cannot load ${uri.toString(true)}: HTTP ${response.status}`);
  return response;
}

export async function createWebLanguageClient(context: vscode.ExtensionContext): Promise<LanguageClient> {
  const web = vscode.Uri.joinPath(context.extensionUri, 'out', 'web');
  const script = await (await fetchExtensionFile(vscode.Uri.joinPath(web, 'server.js'))).blob();
  const rankFilesUrl = (await fetchExtensionFile(vscode.Uri.joinPath(web, 'ranks', '_encoding_.js'))).url;
  const clientOptions: LanguageClientOptions = {
    documentSelector: WEB_DOCUMENT_SELECTOR,
    synchronize: { configurationSection: 'chunklens' },
    initializationOptions: { ...VSCODE_CLIENT_OPTIONS, rankFilesUrl },
    outputChannelName: 'chunklens',
  };
  const worker = new Worker(URL.createObjectURL(new Blob([script], { type: 'text/javascript' })));
  return new LanguageClient('chunklens', 'chunklens', clientOptions, worker);
}

// Starts the chunklens language server over IPC for the documents it reads.

import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { SERVER_NODE_FLAGS } from '../shared/model/processFlags';
import { VSCODE_CLIENT_OPTIONS } from '../shared/model/protocol';

/**
 * Markdown (and MDX, whose language id an MDX extension provides), LightRAG `*.blocks.jsonl`, MinerU
 * `*_content_list.json`, DoclingDocument `*.docling.json` and `*.pages.json` page lists, on disk or untitled (Markdown).
 */
export const DOCUMENT_SELECTOR: { scheme: string; language: string; pattern?: string }[] = [
  { scheme: 'file', language: 'markdown' },
  { scheme: 'untitled', language: 'markdown' },
  { scheme: 'file', language: 'mdx' },
  { scheme: 'file', language: 'blocks-jsonl' },
  { scheme: 'file', language: 'json', pattern: '**/*_content_list.json' },
  { scheme: 'file', language: 'json', pattern: '**/content_list.json' },
  { scheme: 'file', language: 'json', pattern: '**/*.docling.json' },
  { scheme: 'file', language: 'json', pattern: '**/*.pages.json' },
];

/** True for documents the server analyses. */
export function isChunklensDocument(document: vscode.TextDocument): boolean {
  return vscode.languages.match(DOCUMENT_SELECTOR, document) > 0;
}

export function createLanguageClient(context: vscode.ExtensionContext): LanguageClient {
  const module = context.asAbsolutePath('out/server/main.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    // Configuration files: the server reads them itself, asks this client to watch them, and re-analyses open documents when one changes.
    synchronize: { configurationSection: 'chunklens' },
    initializationOptions: VSCODE_CLIENT_OPTIONS,
    outputChannelName: 'chunklens',
  };
  return new LanguageClient('chunklens', 'chunklens', serverOptions, clientOptions);
}

// The chunklens language server in a web worker (VS Code for the Web): the features of startServer.ts over the
// worker's messages, with files read through the client (host/clientFiles.ts), every analysis on this thread (no
// worker threads), re-embed marks against the text each document had when opened (no git), no workspace lint,
// tokenizer ranks loaded on first use from the extension's out/web/ranks/ (host/workerRankFiles.ts), and the
// semantic strategies' embeddings sent through `fetch` without an API key (a worker has no environment variables).

import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { readOpenedText } from './features/reembeds';
import { createClientFiles } from './host/clientFiles';
import { setRankFilesUrl } from './host/workerRankFiles';
import { startServer } from './startServer';

declare const self: ConstructorParameters<typeof BrowserMessageReader>[0];

const connection = createConnection(new BrowserMessageReader(self), new BrowserMessageWriter(self));
const files = createClientFiles(connection, (message) => connection.console.error(message));

startServer(connection, {
  files,
  readBaseline: readOpenedText,
  wasmProblem: () => 'a web worker has no WebAssembly tokenizer',
  onFilesLoaded: (reload) => files.onDidLoad(reload),
  onInitialize(options) {
    const url = (options as { rankFilesUrl?: unknown } | undefined)?.rankFilesUrl;
    if (typeof url === 'string') setRankFilesUrl(url);
  },
});

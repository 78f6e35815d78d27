// The chunklens language server on Node: started by the VS Code client over IPC, or with --stdio by `chunklens lsp`
// for any LSP client (and by the LSP tests). Its features are in startServer.ts; this file gives them Node's
// runtime: the disk, analysis worker threads, git for re-embed baselines and the WebAssembly tokenizer.

import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { errorText } from './host/errorText';
import { createAnalysisWorkers } from './host/analysisWorkers';
import { readBaselineText } from './host/baselineText';
import { createQuestionSets } from './features/questionSets';
import { embeddingCacheStore } from './node/embeddingCacheFiles';
import { nodeFiles } from './node/nodeFiles';
import { nodeWorkspaceFiles } from './node/nodeWorkspaceFiles';
import { registerWasmTokenizer, wasmTokenizerProblem } from './node/wasmTokenizer';
import { startServer } from './startServer';

const connection = createConnection(ProposedFeatures.all);
const log = (message: string): void => connection.console.error(message);
process.on('uncaughtException', (error) => log(`chunklens: uncaught: ${errorText(error)}`));
process.on('unhandledRejection', (error) => log(`chunklens: unhandled rejection: ${errorText(error)}`));

registerWasmTokenizer();

const workers = createAnalysisWorkers();
if (!workers.available) log('chunklens: the analysis worker script is missing: documents are analysed on the main thread');

startServer(connection, {
  files: nodeFiles,
  workers,
  readBaseline: readBaselineText,
  workspace: (workspaceFolders, configFiles, log) => nodeWorkspaceFiles(workspaceFolders, (path) => configFiles.isIgnored(path), log),
  wasmProblem: wasmTokenizerProblem,
  questionSets: createQuestionSets,
  embeddingStore: embeddingCacheStore,
  environment: (name) => process.env[name],
});

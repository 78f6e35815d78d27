// The chunklens language server: a table of contents of its features. Started by the client over IPC
// (or with --stdio, as the LSP tests do). Every handler is guarded: bad input is logged, never fatal.

import { createConnection, type InitializeResult, ProposedFeatures, TextDocumentSyncKind } from 'vscode-languageserver/node';
import { createAnalyses, errorText } from './analyses';
import { createAnalysisWorkers } from './analysisWorkers';
import { registerChunkRequests } from './chunkRequests';
import { registerChunkTree } from './chunkTree';
import { CODE_ACTION_KINDS, registerCodeActions } from './codeActions';
import { registerCodeLens } from './codeLens';
import { registerCompareRequest } from './compareRequest';
import { registerDecorations } from './decorations';
import { registerDiagnostics } from './diagnostics';
import { registerConfigFiles } from './configFiles';
import { registerDocuments } from './documents';
import { registerDocumentSymbols } from './documentSymbols';
import { registerExportChunks } from './exportChunks';
import { registerHover } from './hover';
import { createReembeds } from './reembeds';
import { registerQueryRequest } from './queryRequest';
import { registerSettings } from './settings';
import { registerStrategies } from './strategies';
import { createStrategyAnalyses } from './strategyAnalyses';
import { registerVisibleRanges } from './visibleRanges';
import { registerWasmTokenizer, wasmTokenizerProblem } from './wasmTokenizer';
import { registerWorkspaceLint } from './workspaceLint';

declare const CHUNKLENS_VERSION: string;

const connection = createConnection(ProposedFeatures.all);
const log = (message: string): void => connection.console.error(message);
process.on('uncaughtException', (error) => log(`chunklens: uncaught: ${errorText(error)}`));
process.on('unhandledRejection', (error) => log(`chunklens: unhandled rejection: ${errorText(error)}`));

registerWasmTokenizer();

let supportsConfiguration = false;
let workspaceFolders: string[] = [];

const configFiles = registerConfigFiles(
  connection,
  () => {
    settings.clear();
    analyses.invalidateAll();
  },
  log,
);
const settings = registerSettings(connection, () => supportsConfiguration, () => analyses.invalidateAll(), wasmTokenizerProblem, (uri) => configFiles.configFor(uri));
const visibleRanges = registerVisibleRanges(connection, log);
const documents = registerDocuments(
  connection,
  (uri) => analyses.schedule(uri),
  (uri) => {
    analyses.forget(uri);
    visibleRanges.forget(uri);
    diagnostics.clear(uri);
    decorations.clear(uri);
    reembeds.forget(uri);
    strategyAnalyses.forget(uri);
  },
  log,
);
const workers = createAnalysisWorkers();
if (!workers.available) log('chunklens: the analysis worker script is missing: documents are analysed on the main thread');
const analyses = createAnalyses({ documents, settings, workspaceFolders: () => workspaceFolders, visibleRange: (uri) => visibleRanges.get(uri), log, workers });
const strategyAnalyses = createStrategyAnalyses({ documents, settings, analyses, workspaceFolders: () => workspaceFolders, log });
const diagnostics = registerDiagnostics(connection, analyses);
const reembeds = createReembeds(documents, log);
const decorations = registerDecorations(connection, analyses, visibleRanges, reembeds);
registerCodeLens(connection, analyses, log);
registerHover(connection, analyses, log);
registerDocumentSymbols(connection, analyses, log);
registerCodeActions(connection, analyses, log);
registerChunkTree(connection, analyses, reembeds, log);
registerChunkRequests(connection, analyses, log);
registerStrategies(connection, documents, analyses, log);
registerExportChunks(connection, analyses, log);
registerWorkspaceLint(connection, { documents, settings, configFiles, workspaceFolders: () => workspaceFolders, log });
registerCompareRequest(connection, strategyAnalyses, log);
registerQueryRequest(connection, { documents, settings, configFiles, workspaceFolders: () => workspaceFolders, log, strategies: strategyAnalyses }, log);

connection.onInitialize((params): InitializeResult => {
  supportsConfiguration = params.capabilities.workspace?.configuration === true;
  workspaceFolders = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (!workspaceFolders.length && params.rootUri) workspaceFolders = [params.rootUri];
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      documentSymbolProvider: true,
      codeLensProvider: { resolveProvider: false },
      codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS },
    },
    serverInfo: { name: 'chunklens', version: CHUNKLENS_VERSION },
  };
});

connection.listen();

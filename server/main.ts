// The chunklens language server: a table of contents of its features. Started by the VS Code client over IPC, or
// with --stdio by `chunklens lsp` for any LSP client (and by the LSP tests); what it serves a client follows that
// client's capabilities and initialization options (clientFeatures.ts). Every handler is guarded: bad input is
// logged, never fatal.

import { createConnection, type InitializeResult, ProposedFeatures } from 'vscode-languageserver/node';
import { createAnalyses } from './host/analyses';
import { errorText } from './host/errorText';
import { createAnalysisWorkers } from './host/analysisWorkers';
import { registerChunkRequests } from './features/chunkRequests';
import { registerChunkQuestions } from './features/chunkQuestions';
import { registerChunkTree } from './features/chunkTree';
import { clientFeaturesOf, PLAIN_CLIENT, serverCapabilitiesFor } from './features/clientFeatures';
import { registerCodeActions } from './features/codeActions';
import { registerCodeLens } from './features/codeLens';
import { registerCompareRequest } from './features/compareRequest';
import { registerDecorations } from './features/decorations';
import { registerDiagnostics } from './features/diagnostics';
import { registerConfigFiles, watchConfigFiles } from './host/configFiles';
import { registerDocuments } from './host/documents';
import { registerDocumentSymbols } from './features/documentSymbols';
import { registerExportChunks } from './features/exportChunks';
import { registerFoldingRanges } from './features/foldingRanges';
import { registerHover } from './features/hover';
import { registerInlayHints } from './features/inlayHints';
import { createReembeds } from './features/reembeds';
import { registerQueryRequest } from './features/queryRequest';
import { createQuestionSets } from './features/questionSets';
import { registerSettings } from './host/settings';
import { registerStrategies } from './features/strategies';
import { createStrategyAnalyses } from './host/strategyAnalyses';
import { registerVisibleRanges } from './features/visibleRanges';
import { registerWasmTokenizer, wasmTokenizerProblem } from './node/wasmTokenizer';
import { registerWorkspaceLint } from './features/workspaceLint';

declare const CHUNKLENS_VERSION: string;

const connection = createConnection(ProposedFeatures.all);
const log = (message: string): void => connection.console.error(message);
process.on('uncaughtException', (error) => log(`chunklens: uncaught: ${errorText(error)}`));
process.on('unhandledRejection', (error) => log(`chunklens: unhandled rejection: ${errorText(error)}`));

registerWasmTokenizer();

let features = PLAIN_CLIENT;
let workspaceFolders: string[] = [];

/** Re-analyses every open document and asks the client to fetch what it pulls again (settings or a configuration file changed). */
const reanalyzeAll = (): void => {
  analyses.invalidateAll();
  if (features.pullDiagnostics && features.refresh.diagnostics) connection.languages.diagnostics.refresh();
  if (features.inlayHints && features.refresh.inlayHints) connection.languages.inlayHint.refresh().catch(() => undefined);
  if (features.refresh.codeLens) connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
  if (features.foldingRanges && features.refresh.foldingRanges) connection.languages.foldingRange.refresh().catch(() => undefined);
};
const configFiles = registerConfigFiles(
  connection,
  () => {
    settings.clear();
    reanalyzeAll();
  },
  log,
);
const settings = registerSettings(connection, () => features.configuration, reanalyzeAll, wasmTokenizerProblem, (uri) => configFiles.configFor(uri));
const visibleRanges = registerVisibleRanges(connection, log);
const documents = registerDocuments(
  connection,
  (uri) => {
    if (!questionSets.isQuestionFile(uri)) analyses.schedule(uri);
    questionSets.changed(uri);
  },
  (uri) => {
    questionSets.closed(uri);
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
const questionSets = createQuestionSets({
  connection,
  documents,
  settings,
  configFiles,
  strategies: strategyAnalyses,
  workspaceFolders: () => workspaceFolders,
  log,
  pull: () => features.pullDiagnostics,
  refresh: () => {
    if (features.pullDiagnostics && features.refresh.diagnostics) connection.languages.diagnostics.refresh();
    if (features.refresh.codeLens) connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
  },
});
const diagnostics = registerDiagnostics(connection, analyses, questionSets, () => features.pullDiagnostics, log);
const reembeds = createReembeds(documents, log);
const decorations = registerDecorations(connection, analyses, visibleRanges, reembeds, () => features.decorations);
registerCodeLens(connection, analyses, questionSets, log);
registerHover(connection, analyses, () => features.hoverChunkText, log);
registerDocumentSymbols(connection, analyses, () => features.markdownOutline, log);
registerInlayHints(connection, analyses, log);
registerFoldingRanges(connection, analyses, () => features.foldingRangeLimit, log);
registerCodeActions(connection, analyses, log);
registerChunkTree(connection, analyses, reembeds, log);
registerChunkRequests(connection, analyses, log);
registerStrategies(connection, documents, analyses, log);
registerExportChunks(connection, analyses, log);
registerWorkspaceLint(connection, { documents, settings, configFiles, workspaceFolders: () => workspaceFolders, log });
registerCompareRequest(connection, strategyAnalyses, log);
registerChunkQuestions(connection, strategyAnalyses, questionSets, log);
registerQueryRequest(connection, { documents, settings, configFiles, workspaceFolders: () => workspaceFolders, log, strategies: strategyAnalyses }, log);

connection.onInitialize((params): InitializeResult => {
  features = clientFeaturesOf(params);
  workspaceFolders = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (!workspaceFolders.length && params.rootUri) workspaceFolders = [params.rootUri];
  return { capabilities: serverCapabilitiesFor(features), serverInfo: { name: 'chunklens', version: CHUNKLENS_VERSION } };
});
connection.onInitialized(() => {
  if (features.watchFiles) watchConfigFiles(connection, log);
});

connection.listen();

// The chunklens language server: a table of contents of its features, over a connection and the runtime it runs
// in. server/main.ts starts it on Node (IPC or --stdio, analysis workers, the disk, git); server/webMain.ts in a
// web worker (VS Code for the Web: files through the client, no workers, no git). What it serves a client follows
// that client's capabilities and initialization options (clientFeatures.ts). Every handler is guarded: bad input
// is logged, never fatal.

import type { Connection, InitializeResult } from 'vscode-languageserver/node';
import { createAnalyses } from './host/analyses';
import type { AnalysisWorkers } from './host/analysisWorkers';
import { registerChunkQuestions } from './features/chunkQuestions';
import { registerChunkRequests } from './features/chunkRequests';
import { registerChunkTree } from './features/chunkTree';
import { clientFeaturesOf, PLAIN_CLIENT, serverCapabilitiesFor } from './features/clientFeatures';
import { registerCodeActions } from './features/codeActions';
import { registerCodeLens } from './features/codeLens';
import { registerCompareRequest } from './features/compareRequest';
import { registerDecorations } from './features/decorations';
import { registerDiagnostics } from './features/diagnostics';
import { type ConfigFilesService, registerConfigFiles, watchConfigFiles } from './host/configFiles';
import { registerDocuments } from './host/documents';
import { registerDocumentSymbols } from './features/documentSymbols';
import { registerEmbedDocuments } from './features/embedDocuments';
import { type EmbeddingStore, EmbeddingVectors } from './host/embeddingVectors';
import { isRecord } from './host/guard';
import { registerExportChunks } from './features/exportChunks';
import type { FileAccess } from './host/fileAccess';
import { registerFoldingRanges } from './features/foldingRanges';
import { registerHover } from './features/hover';
import { registerInlayHints } from './features/inlayHints';
import { DocumentPlaces } from './host/placeOf';
import { createReembeds, type ReadBaseline } from './features/reembeds';
import { registerQueryRequest } from './features/queryRequest';
import type { QuestionSets, QuestionSetsDeps } from './features/questionSets';
import { registerSettings } from './host/settings';
import { registerStrategies } from './features/strategies';
import { createStrategyAnalyses } from './host/strategyAnalyses';
import { registerVisibleRanges } from './features/visibleRanges';
import type { WorkspaceFiles } from './host/workspaceFiles';
import { registerWorkspaceLint } from './features/workspaceLint';
import { WorkspaceCensus } from './features/workspaceCensus';

declare const CHUNKLENS_VERSION: string;

/** What differs between the runtimes a server runs in. */
export interface ServerRuntime {
  /** Reads configuration files, site markers and sidecars. */
  files: FileAccess;
  /** Analysis workers; without them every analysis runs on the server's thread. */
  workers?: AnalysisWorkers;
  /** The baseline of re-embed marks: git's last commit on Node, the opened text elsewhere. */
  readBaseline: ReadBaseline;
  /** The workspace's documents for "Lint Workspace" and workspace queries; none in a web worker. */
  workspace?: (workspaceFolders: () => string[], configFiles: ConfigFilesService, log: (message: string) => void) => WorkspaceFiles;
  /** Why the `wasm` tokenizer engine cannot be used here, if it cannot (settings fall back to `js` with one warning). */
  wasmProblem: () => string | undefined;
  /** Question sets linted and answered in the editor (features/questionSets.ts); they read quoted documents from disk, so none in a web worker. */
  questionSets?: (deps: QuestionSetsDeps) => QuestionSets;
  /** Runs once files the server asked for are known: everything that read files reads them again. */
  onFilesLoaded?: (reload: () => void) => void;
  /** Runs with the initialize request's params, before the server answers it. */
  onInitialize?: (initializationOptions: unknown) => void;
  /** The on-disk embedding cache in the folder the client names (`embeddingCacheDir`); none in a web worker. */
  embeddingStore?: (cacheDir: string, log: (message: string) => void) => EmbeddingStore;
  /** An environment variable's value, for the embeddings API key; a web worker has none (requests go without a key). */
  environment?: (name: string) => string | undefined;
}

/** Registers every feature on `connection` and starts listening. */
export function startServer(connection: Connection, runtime: ServerRuntime): void {
  const log = (message: string): void => connection.console.error(message);
  const { files } = runtime;
  let features = PLAIN_CLIENT;
  let workspaceFolders: string[] = [];
  const folders = (): string[] => workspaceFolders;

  /** Re-analyses every open document and asks the client to fetch what it pulls again (settings or a configuration file changed). */
  const reanalyzeAll = (): void => {
    analyses.invalidateAll();
    refreshPulled();
  };
  /** Asks the client to fetch again what it pulls (diagnostics, inlay hints, code lenses, folding ranges) rather than being sent. */
  const refreshPulled = (): void => {
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
    files,
  );
  const places = new DocumentPlaces(files);
  runtime.onFilesLoaded?.(() => {
    configFiles.reload();
    places.forgetMarkers();
    settings.clear();
    reanalyzeAll();
  });
  const settings = registerSettings(connection, () => features.configuration, reanalyzeAll, runtime.wasmProblem, (uri) => configFiles.configFor(uri));
  const visibleRanges = registerVisibleRanges(connection, log);
  const documents = registerDocuments(
    connection,
    (uri) => {
      if (!questionSets?.isQuestionFile(uri)) analyses.schedule(uri);
      questionSets?.changed(uri);
    },
    (uri) => {
      questionSets?.closed(uri);
      analyses.forget(uri);
      visibleRanges.forget(uri);
      diagnostics.clear(uri);
      decorations.clear(uri);
      reembeds.forget(uri);
      strategyAnalyses.forget(uri);
    },
    log,
  );
  const { workers } = runtime;
  const vectors = new EmbeddingVectors();
  const analyses = createAnalyses({ documents, settings, workspaceFolders: folders, places, visibleRange: (uri) => visibleRanges.get(uri), log, workers, vectors });
  const strategyAnalyses = createStrategyAnalyses({ documents, settings, analyses, workspaceFolders: folders, places, vectors, log });
  const questionSets = runtime.questionSets?.({
    connection,
    documents,
    settings,
    configFiles,
    strategies: strategyAnalyses,
    workspaceFolders: folders,
    places,
    files,
    log,
    pull: () => features.pullDiagnostics,
    refresh: () => {
      if (features.pullDiagnostics && features.refresh.diagnostics) connection.languages.diagnostics.refresh();
      if (features.refresh.codeLens) connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
    },
  });
  const census = new WorkspaceCensus();
  const diagnostics = registerDiagnostics(connection, analyses, questionSets, () => features.pullDiagnostics, log, census);
  const reembeds = createReembeds({ documents, log, read: runtime.readBaseline, chunkBaseline: analyses.baselineChunksOf });
  const decorations = registerDecorations(connection, analyses, visibleRanges, reembeds, () => features.decorations);
  registerCodeLens(connection, analyses, questionSets, log);
  registerHover(connection, analyses, files, () => features.hoverChunkText, log);
  registerDocumentSymbols(connection, analyses, () => features.markdownOutline, log);
  registerInlayHints(connection, analyses, log);
  registerFoldingRanges(connection, analyses, () => features.foldingRangeLimit, log);
  registerCodeActions(connection, analyses, log);
  registerChunkTree(connection, analyses, reembeds, log);
  registerChunkRequests(connection, analyses, files, log);
  registerStrategies(connection, documents, analyses, log);
  registerExportChunks(connection, analyses, log);
  registerEmbedDocuments(connection, { documents, settings, analyses, vectors, environment: runtime.environment ?? (() => undefined), refreshPulled, log });
  const workspace = runtime.workspace?.(folders, configFiles, log);
  const lintDeps = { documents, settings, workspaceFolders: folders, places, workspace, vectors, environment: runtime.environment ?? (() => undefined), census, log };
  registerWorkspaceLint(connection, lintDeps);
  registerCompareRequest(connection, strategyAnalyses, log);
  if (questionSets) registerChunkQuestions(connection, strategyAnalyses, questionSets, log);
  registerQueryRequest(connection, { ...lintDeps, strategies: strategyAnalyses }, log);

  connection.onInitialize((params): InitializeResult => {
    features = clientFeaturesOf(params);
    workspaceFolders = (params.workspaceFolders ?? []).map((f) => f.uri);
    if (!workspaceFolders.length && params.rootUri) workspaceFolders = [params.rootUri];
    const cacheDir = isRecord(params.initializationOptions) ? params.initializationOptions.embeddingCacheDir : undefined;
    if (typeof cacheDir === 'string' && cacheDir && runtime.embeddingStore) vectors.useStore(runtime.embeddingStore(cacheDir, log));
    runtime.onInitialize?.(params.initializationOptions);
    return { capabilities: serverCapabilitiesFor(features), serverInfo: { name: 'chunklens', version: CHUNKLENS_VERSION } };
  });
  connection.onInitialized(() => {
    if (features.watchFiles) watchConfigFiles(connection, log);
  });

  connection.listen();
}

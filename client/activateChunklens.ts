// What the chunklens extension registers, on Node and in VS Code for the Web alike: client/extension.ts and
// client/extensionWeb.ts start it with their language client. The test API it returns is described in extension.ts.

import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { ClientCommands, Methods, type DecorationsParams } from '../shared/model/protocol';
import { ChunkDecorations, registerChunkDecorations, type AppliedChunkDecoration } from './chunkDecorations';
import { registerChunkContentProvider, showChunk } from './chunkContentView';
import { ChunkTreePanel, type TreePanelState } from './chunkTreePanel';
import { type AppliedCompareMark, CompareMarks } from './compareMarks';
import { compareStrategies, queryChunks } from './compareStrategies';
import { type AppliedQueryHighlight, QueryHighlights } from './queryHighlights';
import { registerCommands } from './commands';
import { CursorChunkTracker } from './cursorChunk';
import { embedNow } from './embedNow';
import { exportChunks } from './exportChunks';
import { lintWorkspace } from './lintWorkspace';
import { openSample } from './openSample';
import { useDocumentSelector } from './documentSelector';
import { registerFileReads } from './fileReads';
import { pickStrategy } from './pickStrategy';
import { protocolClient } from './protocolClient';
import { ReembedStatusBar } from './reembedStatus';
import { revealRangeOf } from './revealRange';
import { ChunkStatusBar } from './statusBar';
import { registerStrategyReset } from './strategyReset';
import { registerVisibleRanges } from './visibleRanges';

export interface ChunklensApi {
  ready: Promise<void>;
  getDecorations(uri: vscode.Uri | string): AppliedChunkDecoration[];
  onDidApplyDecorations: vscode.Event<{ uri: string; version: number }>;
  getStatusText(): string;
  onDidChangeStatus: vscode.Event<string>;
  getReembedText(): string;
  onDidChangeReembed: vscode.Event<string>;
  isTreeOpen(): boolean;
  getTreeState(): TreePanelState;
  getCompareMarks(uri: vscode.Uri | string): AppliedCompareMark[];
  getQueryHighlights(uri: vscode.Uri | string): AppliedQueryHighlight[];
}

/**
 * Starts `languageClient` (over IPC on Node, a web worker in VS Code for the Web) and registers every feature of
 * the extension on it. `web`: the server reads files through this client, and what needs git is not shown (the
 * `chunklens.web` context key hides its contributions).
 */
export function activateChunklens(context: vscode.ExtensionContext, languageClient: BaseLanguageClient, web: boolean): ChunklensApi {
  useDocumentSelector(languageClient.clientOptions.documentSelector ?? []);
  void vscode.commands.executeCommand('setContext', 'chunklens.web', web);
  const ready = languageClient.start();
  const { request, requestWithProgress, notify, onNotification, onRequest } = protocolClient(languageClient, ready);
  if (web) context.subscriptions.push(registerFileReads(onRequest));
  const decorationListeners = new vscode.EventEmitter<DecorationsParams>();
  const onDecorations = (handler: (params: DecorationsParams) => void): vscode.Disposable => decorationListeners.event(handler);
  void ready.then(() => context.subscriptions.push(onNotification(Methods.decorations, (p) => decorationListeners.fire(p))));

  const decorations = new ChunkDecorations(decorationsEnabled);
  const tracker = new CursorChunkTracker(request, onDecorations);
  const statusBar = new ChunkStatusBar(tracker, 'chunklens.pickStrategy');
  const reembedStatus = new ReembedStatusBar(onDecorations);
  const marks = new CompareMarks();
  const highlights = new QueryHighlights();
  const tree = new ChunkTreePanel(context.extensionUri, request, tracker, onDecorations, marks, highlights);

  context.subscriptions.push(
    decorationListeners,
    registerChunkDecorations(decorations, onDecorations),
    tracker,
    statusBar,
    reembedStatus,
    marks,
    highlights,
    tree,
    registerChunkContentProvider(request),
    registerStrategyReset(request),
    // Not in the command palette: the target of the question sets' code lenses (a document and a range).
    vscode.commands.registerCommand(ClientCommands.revealRange, revealRangeOf),
    ...registerCommands((command, handler) => vscode.commands.registerCommand(command, handler), {
      'chunklens.toggleDecorations': toggleDecorations,
      'chunklens.pickStrategy': (strategy?: unknown) => pickStrategy(request, strategy),
      'chunklens.openChunkTree': () => tree.open(),
      'chunklens.exportChunks': () => exportChunks(request),
      'chunklens.showChunkAtCursor': (uri?: unknown, index?: unknown) => showChunk(request, uri, index),
      'chunklens.lintWorkspace': () => lintWorkspace(request),
      'chunklens.openSample': () => openSample(context.extensionUri),
      'chunklens.compareStrategies': (strategy?: unknown) => compareStrategies(request, tree, strategy),
      'chunklens.queryChunks': (question?: unknown, workspace?: unknown) => queryChunks(tree, question, workspace),
      'chunklens.embedNow': () => embedNow(requestWithProgress),
    }),
  );
  void ready.then(() => {
    tracker.refresh();
    context.subscriptions.push(registerVisibleRanges(notify));
  });

  return {
    ready,
    getDecorations: (uri) => decorations.get(uri.toString()),
    onDidApplyDecorations: decorations.onDidApply,
    getStatusText: () => statusBar.text,
    onDidChangeStatus: statusBar.onDidChange,
    getReembedText: () => reembedStatus.text,
    onDidChangeReembed: reembedStatus.onDidChange,
    isTreeOpen: () => tree.isOpen(),
    getTreeState: () => tree.state(),
    getCompareMarks: (uri) => marks.get(uri.toString()),
    getQueryHighlights: (uri) => highlights.get(uri.toString()),
  };
}

function decorationsEnabled(): boolean {
  return vscode.workspace.getConfiguration('chunklens').get<boolean>('decorations.enabled', true);
}

/** Flips `chunklens.decorations.enabled` (user settings); returns the new value. */
async function toggleDecorations(): Promise<boolean> {
  const enabled = !decorationsEnabled();
  await vscode.workspace.getConfiguration('chunklens').update('decorations.enabled', enabled, vscode.ConfigurationTarget.Global);
  return enabled;
}

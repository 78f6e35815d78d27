// The chunklens VS Code extension: a thin renderer of what the language server computes (shared/README.md
// invariant 5). This file is the table of contents; each feature registers itself.
//
// `activate()` returns the test API that the end-to-end suite uses (decorations cannot be read back through
// the vscode API):
//
//   interface ChunklensApi {
//     ready: Promise<void>;                         // resolves once the language client is running
//     getDecorations(uri: vscode.Uri | string): {  // what the client applied for a document; [] when turned off
//       index: number; chunks: number[];            // band position; the chunks its text went into
//       label: string;                              // e.g. "chunk 2 · 58/60 tok · Guide › Install", "chunks 3–5 · Report [part 1..3]"
//       ranges: vscode.Range[]; overlapRanges: vscode.Range[]; oversized: boolean;
//       reembed: boolean;                           // a chunk of the band will re-embed
//     }[];
//     onDidApplyDecorations: vscode.Event<{ uri: string; version: number }>;  // after each applied notification
//     getStatusText(): string;                      // e.g. "chunk 4/37 · 612 tok · markdown-spec"; "" when hidden
//     onDidChangeStatus: vscode.Event<string>;      // after each status update
//     getReembedText(): string;                     // e.g. "3 chunks re-embed · 1.2k tok"; "" when hidden
//     onDidChangeReembed: vscode.Event<string>;     // after each change of that text
//     isTreeOpen(): boolean;                        // the chunk tree webview panel exists
//     getTreeState(): { mode: 'closed' | 'tree' | 'compare'; strategies: string[]; results: QueryChunksResult[];
//                       questions: ChunkQuestionsResult[] };   // the question sets' questions quoting the document
//     getCompareMarks(uri): { kind: 'a' | 'b'; line: number; label: string }[];   // boundaries only one strategy makes
//     getQueryHighlights(uri): { rank; strategy; index; range: vscode.Range; label: string }[];  // ranked hits drawn
//   }

import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { ClientCommands, Methods, type DecorationsParams } from '../shared/model/protocol';
import { ChunkDecorations, registerChunkDecorations, type AppliedChunkDecoration } from './chunkDecorations';
import { registerChunkContentProvider, showChunk } from './chunkContentView';
import { ChunkTreePanel, type TreePanelState } from './chunkTreePanel';
import { type AppliedCompareMark, CompareMarks } from './compareMarks';
import { compareStrategies, queryChunks } from './compareStrategies';
import { type AppliedQueryHighlight, QueryHighlights } from './queryHighlights';
import { registerCommands } from './commands';
import { CursorChunkTracker } from './cursorChunk';
import { exportChunks } from './exportChunks';
import { lintWorkspace } from './lintWorkspace';
import { openSample } from './openSample';
import { createLanguageClient } from './languageClient';
import { pickStrategy } from './pickStrategy';
import { protocolClient } from './protocolClient';
import { ReembedStatusBar } from './reembedStatus';
import { ChunkStatusBar } from './statusBar';
import { revealRangeOf } from './revealRange';
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

let client: LanguageClient | undefined;

export function activate(context: vscode.ExtensionContext): ChunklensApi {
  client = createLanguageClient(context);
  const languageClient = client;
  const ready = languageClient.start();
  const { request, notify, onNotification } = protocolClient(languageClient, ready);
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

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
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

// Hosts the chunk tree webview: follows the active chunklens editor and its cursor, asks the server for the
// tree (`chunklens/chunkTree`) and a chunk's text (`chunklens/chunkContent`), and reveals a clicked chunk. In
// compare mode it shows `chunklens/compareStrategies` instead of the tree and marks the boundaries only one
// strategy makes in the editor; a question from the query box is ranked by `chunklens/queryChunks` (once per
// strategy shown) and its hits highlighted; the questions of the workspace's question sets that quote the document
// come from `chunklens/chunkQuestions` (once per strategy shown). Messages from the webview are shape-checked before use.

import * as vscode from 'vscode';
import type { StrategyId } from '../shared/model/types';
import {
  Methods,
  type ChunkQuestionsResult,
  type ChunkTree,
  type CompareStrategiesParams,
  type CompareStrategiesResult,
  type DecorationsParams,
  type QueryChunksParams,
  type QueryChunksResult,
} from '../shared/model/protocol';
import type { CompareMarks } from './compareMarks';
import type { CursorChunkTracker } from './cursorChunk';
import type { SendRequest } from './protocolClient';
import { isChunklensDocument, isQuestionSet } from './documentSelector';
import { revealRange } from './revealRange';
import { createNonce, renderChunkTreeHtml } from './webview/html';
import { parseWebviewMessage, type HostMessage, type WebviewMessage } from './webview/messages';
import type { QueryHighlights } from './queryHighlights';

/** What the panel shows, for the test API. */
export interface TreePanelState {
  mode: 'closed' | 'tree' | 'compare';
  /** The strategies shown: one in tree mode, A and B in compare mode. */
  strategies: string[];
  /** The last question's ranking, one result per strategy shown. */
  results: QueryChunksResult[];
  /** The question sets' questions quoting the document, one result per strategy shown. */
  questions: ChunkQuestionsResult[];
}

/** Hits asked of the server per strategy. */
const TOP_HITS = 5;
/** Pause after the last analysis before the compare view asks for the other strategy's analysis again. */
const COMPARE_DELAY_MS = 500;

export class ChunkTreePanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  /** The document shown; kept while the focus is in the panel itself. */
  private document: vscode.TextDocument | undefined;
  private tree: ChunkTree | undefined;
  private cursorIndex: number | null = null;
  /** Compare mode: the strategy shown beside the document's own, and the last comparison. */
  private compareWith: StrategyId | undefined;
  private comparison: CompareStrategiesResult | undefined;
  private question: { text: string; workspace: boolean } | undefined;
  private results: QueryChunksResult[] = [];
  private questions: ChunkQuestionsResult[] = [];
  private pending: ReturnType<typeof setTimeout> | undefined;
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly request: SendRequest,
    tracker: CursorChunkTracker,
    onDecorations: (handler: (params: DecorationsParams) => void) => vscode.Disposable,
    private readonly marks: CompareMarks,
    private readonly highlights: QueryHighlights,
  ) {
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && isChunklensDocument(editor.document) && editor.document !== this.document) {
          if (this.document) this.marks.set(this.document.uri.toString(), undefined);
          this.comparison = undefined;
          this.document = editor.document;
          void this.refresh();
        }
      }),
      onDecorations((params) => {
        // A scrolled notification moves the bands' window over the same analysis: the tree has not changed.
        if (params.scrolled || params.uri !== this.document?.uri.toString()) return;
        // Compare mode analyses the document under the other strategy too: once typing pauses, not per analysis.
        if (this.compareWith) this.refreshSoon();
        else void this.refresh();
      }),
      tracker.onDidChange((state) => {
        if (!state || state.uri !== this.document?.uri.toString()) return;
        this.cursorIndex = state.result?.chunk?.index ?? null;
        this.post({ type: 'cursor', index: this.cursorIndex });
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d === this.document) {
          this.marks.set(d.uri.toString(), undefined);
          this.document = undefined;
          this.tree = undefined;
          this.comparison = undefined;
          this.question = undefined;
          this.results = [];
          this.questions = [];
          this.highlights.set([]);
          this.post({ type: 'empty', message: 'The document was closed.' });
        }
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.document && isQuestionSet(e.document)) this.refreshSoon();
      }),
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((e) => (this.marks.apply(e), this.highlights.apply(e)))),
    ];
  }

  /** Refreshes after edits have paused for COMPARE_DELAY_MS. */
  private refreshSoon(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.pending = undefined;
      void this.refresh();
    }, COMPARE_DELAY_MS);
  }

  /** Opens the panel in compare mode: the active document under its own strategy and `strategy`. */
  async compare(strategy: StrategyId): Promise<void> {
    this.compareWith = strategy;
    this.open();
    await this.refresh();
  }

  /** Ranks the chunks shown for `text` (in compare mode under both strategies) and highlights the hits. */
  async query(text: string, workspace: boolean): Promise<void> {
    if (!this.panel) this.open();
    this.question = text.trim() ? { text, workspace } : undefined;
    await this.runQuery();
  }

  state(): TreePanelState {
    if (!this.panel) return { mode: 'closed', strategies: [], results: [], questions: [] };
    if (this.comparison) return { mode: 'compare', strategies: this.comparison.sides.map((s) => s.strategy), results: this.results, questions: this.questions };
    return { mode: 'tree', strategies: this.tree ? [this.tree.strategy] : [], results: this.results, questions: this.questions };
  }

  /** Opens the panel beside the editor (or shows it) for the active chunklens document. */
  open(): void {
    const editor = vscode.window.activeTextEditor;
    if (editor && isChunklensDocument(editor.document)) this.document = editor.document;
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
      void this.refresh();
      return;
    }
    const root = vscode.Uri.joinPath(this.extensionUri, 'out', 'webview');
    const panel = vscode.window.createWebviewPanel('chunklens.chunkTree', 'Chunk Tree', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
      localResourceRoots: [root],
    });
    panel.webview.html = renderChunkTreeHtml({
      cspSource: panel.webview.cspSource,
      nonce: createNonce((n) => crypto.getRandomValues(new Uint8Array(n))),
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(root, 'main.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(root, 'style.css')).toString(),
    });
    panel.webview.onDidReceiveMessage((raw: unknown) => {
      const message = parseWebviewMessage(raw);
      if (message) void this.handle(message);
    });
    panel.onDidDispose(() => {
      this.panel = undefined;
      this.stopComparing();
      this.question = undefined;
      this.results = [];
      this.highlights.set([]);
    });
    this.panel = panel;
  }

  isOpen(): boolean {
    return this.panel !== undefined;
  }

  private async handle(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        await this.refresh();
        this.post({ type: 'cursor', index: this.cursorIndex });
        return;
      case 'reveal':
        await this.reveal(message.index);
        return;
      case 'showContent': {
        const uri = this.document?.uri.toString();
        if (!uri) return;
        const content = await this.request(Methods.chunkContent, { uri, index: message.index }).catch(() => undefined);
        if (content) this.post({ type: 'content', content });
        return;
      }
      case 'revealSide': {
        const chunk = this.comparison?.sides[message.side].chunks.find((c) => c.index === message.index);
        if (chunk && this.document) await revealRange(this.document, chunk.range);
        return;
      }
      case 'query':
        await this.query(message.text, message.workspace);
        return;
      case 'openHit': {
        const hit = this.results[message.result]?.hits.find((h) => h.rank === message.rank);
        if (hit) await revealRange(await vscode.workspace.openTextDocument(vscode.Uri.parse(hit.uri)), hit.range);
        return;
      }
      case 'stopCompare':
        this.stopComparing();
        await this.refresh();
        return;
    }
  }

  private stopComparing(): void {
    if (this.document) this.marks.set(this.document.uri.toString(), undefined);
    this.compareWith = undefined;
    this.comparison = undefined;
  }

  /** Ranks the shown strategies' chunks for the last question, posts the hits and highlights them in the editor. */
  private async runQuery(): Promise<void> {
    const document = this.document;
    const question = this.question;
    if (!document || !question) {
      this.results = [];
      this.highlights.set([]);
      this.post({ type: 'query', query: question?.text ?? '', workspace: question?.workspace ?? false, results: [] });
      return;
    }
    const uri = document.uri.toString();
    const strategies: Array<StrategyId | undefined> = this.comparison ? this.comparison.sides.map((s) => s.strategy) : [undefined];
    const results = await Promise.all(
      strategies.map((strategy) => {
        const params: QueryChunksParams = { uri, query: question.text, top: TOP_HITS, workspace: question.workspace, ...(strategy ? { strategy } : {}) };
        return this.request(Methods.queryChunks, params).catch(() => null);
      }),
    );
    if (document !== this.document || question !== this.question) return;
    this.results = results.filter((r): r is QueryChunksResult => r !== null);
    this.highlights.set(this.results);
    this.post({ type: 'query', query: question.text, workspace: question.workspace, results: this.results });
  }

  /** Puts the chunk's range in view and selects its start in the editor that shows the document. */
  private async reveal(index: number): Promise<void> {
    const chunk = this.tree && findChunk(this.tree, index);
    if (this.document && chunk) await revealRange(this.document, chunk.range);
  }

  private async refresh(): Promise<void> {
    if (!this.panel) return;
    const document = this.document;
    if (!document) {
      this.post({ type: 'empty', message: 'Open a Markdown, .blocks.jsonl, _content_list.json or .pages.json file to see its chunks.' });
      return;
    }
    if (this.compareWith && (await this.refreshComparison(document))) return;
    const tree = await this.request(Methods.chunkTree, { uri: document.uri.toString() }).catch(() => null);
    if (document !== this.document) return;
    if (!tree) {
      this.post({ type: 'empty', message: `No chunks for ${fileNameOf(document.uri)}.` });
      return;
    }
    this.tree = tree;
    this.panel.title = `Chunks: ${fileNameOf(document.uri)}`;
    this.post({ type: 'tree', fileName: fileNameOf(document.uri), tree });
    await this.refreshQuestions(document, [undefined]);
    if (this.question) await this.runQuery();
  }

  /** Asks which questions of the workspace's sets quote the document, under each strategy shown, and posts them. */
  private async refreshQuestions(document: vscode.TextDocument, strategies: Array<StrategyId | undefined>): Promise<void> {
    const uri = document.uri.toString();
    const results = await Promise.all(strategies.map((strategy) => this.request(Methods.chunkQuestions, { uri, ...(strategy ? { strategy } : {}) }).catch(() => null)));
    if (document !== this.document) return;
    this.questions = results.filter((r): r is ChunkQuestionsResult => r !== null);
    this.post({ type: 'questions', results: this.questions });
  }

  /**
   * Shows the document under its own strategy and the compared one; false (and compare mode ends, with a
   * message) when the server cannot compare them, e.g. the other strategy does not read this document's kind.
   */
  private async refreshComparison(document: vscode.TextDocument): Promise<boolean> {
    const uri = document.uri.toString();
    const params: CompareStrategiesParams = { uri, strategy: this.compareWith! };
    let comparison: CompareStrategiesResult | null;
    try {
      comparison = await this.request(Methods.compareStrategies, params);
    } catch (error) {
      void vscode.window.showWarningMessage(`chunklens: cannot compare: ${error instanceof Error ? error.message : String(error)}`);
      this.stopComparing();
      return false;
    }
    if (document !== this.document || !this.panel) return true;
    if (!comparison) return false;
    this.comparison = comparison;
    this.tree = undefined;
    this.marks.set(uri, comparison);
    this.panel.title = `Compare: ${fileNameOf(document.uri)}`;
    this.post({ type: 'compare', fileName: fileNameOf(document.uri), comparison });
    await this.refreshQuestions(document, comparison.sides.map((s) => s.strategy));
    if (this.question) await this.runQuery();
    return true;
  }

  private post(message: HostMessage): void {
    void this.panel?.webview.postMessage(message);
  }

  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    this.subscriptions.forEach((s) => s.dispose());
    this.panel?.dispose();
  }
}

function findChunk(tree: ChunkTree, index: number) {
  const stack = [...tree.roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const chunk = node.chunks.find((c) => c.index === index);
    if (chunk) return chunk;
    for (const child of node.children) stack.push(child);
  }
  return undefined;
}

/** The last segment of a URI's path. */
function fileNameOf(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

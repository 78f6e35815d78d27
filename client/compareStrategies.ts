// "Compare Strategies" and "Rank Chunks for a Question": pick the strategy to set beside the document's own
// (a QuickPick of those that read it, from `chunklens/strategies`), or type a question; the chunk tree panel
// does the rest.

import * as vscode from 'vscode';
import type { StrategyId } from '../shared/model/types';
import { Methods } from '../shared/model/protocol';
import type { ChunkTreePanel } from './chunkTreePanel';
import type { SendRequest } from './protocolClient';
import { isChunklensDocument } from './documentSelector';

function activeDocument(): vscode.TextDocument | undefined {
  const document = vscode.window.activeTextEditor?.document;
  if (document && isChunklensDocument(document)) return document;
  void vscode.window.showInformationMessage('chunklens: open a Markdown, .blocks.jsonl, _content_list.json or .pages.json file first.');
  return undefined;
}

/** Opens the compare view with `strategy` (skipping the picker) or the one picked; returns it, or undefined. */
export async function compareStrategies(request: SendRequest, panel: ChunkTreePanel, strategy?: unknown): Promise<string | undefined> {
  const document = activeDocument();
  if (!document) return undefined;
  let chosen = typeof strategy === 'string' ? strategy : undefined;
  if (!chosen) {
    const { active, available } = await request(Methods.strategies, { uri: document.uri.toString() });
    const picked = await vscode.window.showQuickPick(
      available.filter((s) => s.id !== active).map((s) => ({ label: s.id, detail: s.description })),
      { title: `Compare ${active} with`, placeHolder: 'the second strategy (B)' },
    );
    chosen = picked?.label;
  }
  if (!chosen) return undefined;
  await panel.compare(chosen as StrategyId);
  return chosen;
}

/** Ranks the chunks shown in the panel for `question` (asked for when absent); `workspace` ranks every file too. */
export async function queryChunks(panel: ChunkTreePanel, question?: unknown, workspace?: unknown): Promise<void> {
  if (!activeDocument() && !panel.isOpen()) return;
  const text =
    typeof question === 'string' ? question : await vscode.window.showInputBox({ title: 'Which chunk answers this question? (BM25)', placeHolder: 'e.g. how do I rotate my token' });
  if (text === undefined) return;
  await panel.query(text, workspace === true);
}

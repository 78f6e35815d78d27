// "Pick strategy": a QuickPick of the strategies that can chunk the active document (`chunklens/strategies`),
// then `chunklens/setStrategy` for that document until it is closed.

import * as vscode from 'vscode';
import { Methods, type SetStrategyParams } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';
import { isChunklensDocument } from './documentSelector';

/** Returns the strategy now active, or undefined when nothing was picked. `strategy` skips the picker. */
export async function pickStrategy(request: SendRequest, strategy?: unknown): Promise<string | undefined> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || !isChunklensDocument(document)) {
    void vscode.window.showInformationMessage('chunklens: open a Markdown, .blocks.jsonl, _content_list.json or .pages.json file first.');
    return undefined;
  }
  const uri = document.uri.toString();
  let chosen = typeof strategy === 'string' ? strategy : undefined;
  if (!chosen) {
    const { active, available } = await request(Methods.strategies, { uri });
    const picked = await vscode.window.showQuickPick(
      available.map((s) => ({ label: s.id, description: s.id === active ? '(active)' : undefined, detail: s.description })),
      { title: 'Chunking strategy for this document', placeHolder: `active: ${active}` },
    );
    chosen = picked?.label;
  }
  if (!chosen) return undefined;
  const params: SetStrategyParams = { uri, strategy: chosen as SetStrategyParams['strategy'] };
  try {
    await request(Methods.setStrategy, params);
  } catch (error) {
    void vscode.window.showErrorMessage(`chunklens: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  return chosen;
}

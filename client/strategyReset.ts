// Drops a strategy picked for a document when its last editor tab closes. VS Code keeps a closed document's
// model (and sends `didClose`) only later, so without this a reopened file would keep the picked strategy.

import * as vscode from 'vscode';
import { Methods, type SetStrategyParams } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';

/** The document URIs shown by a text tab. */
function tabUri(tab: vscode.Tab): string | undefined {
  return tab.input instanceof vscode.TabInputText ? tab.input.uri.toString() : undefined;
}

export function registerStrategyReset(request: SendRequest): vscode.Disposable {
  return vscode.window.tabGroups.onDidChangeTabs((event) => {
    const open = new Set(vscode.window.tabGroups.all.flatMap((group) => group.tabs.map(tabUri)));
    for (const uri of new Set(event.closed.map(tabUri))) {
      if (!uri || open.has(uri)) continue;
      const params: SetStrategyParams = { uri, strategy: null };
      void request(Methods.setStrategy, params).catch(() => undefined);
    }
  });
}

// A big Markdown document in a real VS Code: the client draws the server's provisional bands for the visible
// sections first, then the whole document's, for the same version.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';
import { bigMarkdownDocument } from '../../fixtures/bigMarkdown';


suite('the first analysis of a big document in a real VS Code', () => {
  let api: ChunklensApi;
  suiteSetup(async () => {
    api = await activateChunklens();
  });

  test('the bands of the visible sections are drawn first, then those of the whole document', async () => {
    const lastLines: number[] = [];
    let uri = '';
    const subscription = api.onDidApplyDecorations((e) => {
      if (e.uri !== uri) return;
      lastLines.push(Math.max(-1, ...api.getDecorations(uri).flatMap((d) => d.ranges.map((r) => r.end.line))));
    });
    try {
      const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: bigMarkdownDocument() });
      uri = document.uri.toString();
      await vscode.window.showTextDocument(document);
      const whole = document.lineCount - 3;
      await waitFor('bands down to the end of the document', () => (lastLines.some((l) => l >= whole) ? true : undefined), () => `last lines drawn: ${lastLines}`);
      assert.ok(lastLines[0] >= 0 && lastLines[0] < whole / 2, `first drawn: bands down to line ${lastLines[0]} of ${document.lineCount}`);
    } finally {
      subscription.dispose();
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});

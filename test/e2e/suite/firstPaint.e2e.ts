// A big Markdown document in a real VS Code: the client draws the server's provisional bands for the visible
// sections first, then the full analysis's bands around the visible lines (at least 300 lines below them), for
// the same version.

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

  test('the bands of the visible sections are drawn first, then those of the lines around them', async () => {
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
      // The window reaches 300 lines (decorationWindow.ts MIN_MARGIN_LINES) below the last visible line; the last
      // band inside it ends on the list item of its section, up to 6 lines before.
      const margin = 300 - 6;
      await waitFor('bands down to the margin below the visible lines', () => (lastLines.some((l) => l >= margin) ? true : undefined), () => `last lines drawn: ${lastLines}`);
      assert.ok(lastLines[0] >= 0 && lastLines[0] < margin, `first drawn: bands down to line ${lastLines[0]} of ${document.lineCount}`);
      assert.ok(Math.max(...lastLines) < document.lineCount / 2, `not the whole document: bands down to line ${Math.max(...lastLines)}`);
    } finally {
      subscription.dispose();
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});

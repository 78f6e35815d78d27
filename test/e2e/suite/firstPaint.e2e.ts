// A big Markdown document in a real VS Code: the client draws the server's provisional bands for the visible
// sections first, then the whole document's, for the same version.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';

const SECTIONS = 1200;

/** About 300 KB: SECTIONS sections of 6 lines, over the server's 200,000-character first-paint threshold. */
function bigDocument(): string {
  const lines: string[] = [];
  for (let i = 0; i < SECTIONS; i++) {
    lines.push(`# Section ${i}`, '', `Paragraph ${i}: ${'words that fill the section up to a realistic size '.repeat(4)}`, '', `- item ${i}`, '');
  }
  return lines.join('\n');
}

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
      const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: bigDocument() });
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

// What the client rendered on guide.md, read through the extension's test API: bands and labels, the status
// bar item under the cursor, and the chunk tree panel.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand, openFixture, type ChunklensApi, type Expectations } from './chunklens';
import { waitFor } from './waitFor';

suite('what the chunklens client renders in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    api = await activateChunklens();
    ({ editor, expected } = await openFixture('guide'));
  });

  test('each chunk gets a band from its first line and a label with its number, tokens and heading path', async () => {
    const uri = editor.document.uri;
    const applied = await waitFor(`${expected.chunks.length} chunk decorations`, () => {
      const decorations = api.getDecorations(uri);
      return decorations.length === expected.chunks.length ? decorations : undefined;
    }, () => JSON.stringify(api.getDecorations(uri).map((d) => d.label)));
    const sorted = [...applied].sort((a, b) => a.index - b.index);
    sorted.forEach((decoration, i) => {
      const chunk = expected.chunks[i];
      assert.equal(decoration.ranges[0]?.start.line, chunk.firstLine - 1, `band of chunk ${i + 1}`);
      const path = chunk.headingsPath.join(' › ');
      assert.match(decoration.label, new RegExp(`chunk ${i + 1} · \\d+/${expected.maxTokens} tok · ${escape(path)}$`));
    });
  });

  test('the status bar names the chunk under the cursor and follows it when the cursor moves', async () => {
    const total = expected.chunks.length;
    for (const n of [3, 5]) {
      const line = expected.chunks[n - 1].firstLine - 1;
      editor.selection = new vscode.Selection(line, 2, line, 2);
      const text = await waitFor(`status bar text for chunk ${n}/${total}`,
        () => (new RegExp(`chunk ${n}/${total}\\b`).test(api.getStatusText()) ? api.getStatusText() : undefined),
        () => api.getStatusText());
      assert.match(text, new RegExp(`chunk ${n}/${total} · \\d+ tok · ${expected.strategy}`));
    }
  });

  test('the open chunk tree command opens the chunk tree panel', async () => {
    await vscode.commands.executeCommand(contributedCommand(/chunk tree/i));
    assert.equal(await waitFor('the chunk tree panel to open', () => (api.isTreeOpen() ? true : undefined)), true);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// What the client rendered on guide.md, read through the extension's test API: bands and labels, the status
// bar item under the cursor, and the chunk tree panel.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  activateChunklens, chunkNumberAt, chunkStartsOf, contributedCommand, inChunkOrder, openFixture, startsMatch,
  type ChunklensApi, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('what the chunklens client renders in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    api = await activateChunklens();
    ({ editor, expected } = await openFixture('guide'));
  });

  const decorations = () => api.getDecorations(editor.document.uri);

  test('chunks get bands from the expected lines and labels numbered in order with tokens and their heading', async () => {
    await waitFor('bands starting on the expected lines, labelled with their headings',
      () => (startsMatch(decorations(), expected.chunkStarts) ? true : undefined),
      () => JSON.stringify(chunkStartsOf(decorations())));
    inChunkOrder(decorations()).forEach((decoration, i) => {
      assert.match(decoration.label, new RegExp(`^chunk ${i + 1} · \\d+/${expected.maxTokens} tok · \\S`));
    });
  });

  test('the status bar names the chunk under the cursor and follows it when the cursor moves', async () => {
    const total = decorations().length;
    for (const start of [expected.chunkStarts[2], expected.chunkStarts[expected.chunkStarts.length - 1]]) {
      const n = chunkNumberAt(decorations(), start.line);
      editor.selection = new vscode.Selection(start.line - 1, 2, start.line - 1, 2);
      const text = await waitFor(`status bar text for chunk ${n}/${total}`,
        () => (api.getStatusText().startsWith(`chunk ${n}/${total} `) ? api.getStatusText() : undefined),
        () => api.getStatusText());
      assert.match(text, new RegExp(`^chunk ${n}/${total} · \\d+ tok · ${expected.strategy}$`));
    }
  });

  test('the open chunk tree command opens the chunk tree panel', async () => {
    await vscode.commands.executeCommand(contributedCommand(/chunk tree/i));
    assert.equal(await waitFor('the chunk tree panel to open', () => (api.isTreeOpen() ? true : undefined)), true);
  });
});
